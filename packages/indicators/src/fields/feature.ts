import type { FieldId } from '../catalogue';
import { type Build, fieldPiece, type Piece } from '../engine/build';
import { relativeStep } from '../kernels/elementwise';
import { changeStep } from '../kernels/lagged';
import { highestStep, lowestStep } from '../kernels/window';

/** The close against the highest high or the lowest low of `years` of bars, a window extreme each. */
const extreme = (id: FieldId, years: number, side: 'top' | 'bottom') =>
  fieldPiece(id, (b: Build, out) => {
    const bars = Math.round(years * b.barsPerYear);
    const line = b.scratch();
    const { high, low, close } = b.input;
    const window = side === 'top' ? highestStep(b.state, high, line, bars) : lowestStep(b.state, low, line, bars);
    return [window, relativeStep(close, line, out, 1)];
  });

const change = (id: FieldId, bars: number) => fieldPiece(id, (b, out) => [changeStep(b.state, b.input.close, out, bars, 1)]);

/** One piece a field: the four window extremes are the costly ones. */
export const FEATURE_PIECES: readonly Piece[] = [
  extreme('feature.rltop', 4, 'top'),
  extreme('feature.rlbom', 4, 'bottom'),
  extreme('feature.rrtop', 1, 'top'),
  extreme('feature.rrbom', 1, 'bottom'),
  change('feature.cd10', 10),
  change('feature.cd5', 5),
  change('feature.cd3', 3),
  change('feature.cd1', 1),
];
