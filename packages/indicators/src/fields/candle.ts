import type { State, Step } from '../core/state';
import { smaStep } from '../kernels/average';
import { copyStep, relativeStep } from '../kernels/elementwise';
import { changeStep, overPreviousStep } from '../kernels/lagged';
import { fieldPiece, type Piece } from '../engine/build';

/** Bars of the mean volume that the volume ratio compares with. */
const VOLUME_RATIO_BARS = 5;

/** One piece a field: each is a step or two over the candle's own columns. */
export const CANDLE_PIECES: readonly Piece[] = [
  fieldPiece('candle.close', (b, out) => [copyStep(b.input.close, out)]),
  fieldPiece('candle.volume', (b, out) => [copyStep(b.input.volume, out)]),
  fieldPiece('candle.updown', (b, out) => [changeStep(b.state, b.input.close, out, 1, 100)]),
  fieldPiece('candle.realupdown', (b, out) => [relativeStep(b.input.close, b.input.open, out, 100)]),
  fieldPiece('candle.amplitude', (b, out) => [amplitudeStep(b.state, b.input.high, b.input.low, b.input.close, out)]),
  fieldPiece('candle.volumeRatio', (b, out) => {
    const meanVolume = b.scratch();
    return [smaStep(b.state, b.input.volume, meanVolume, VOLUME_RATIO_BARS), overPreviousStep(b.state, b.input.volume, meanVolume, out)];
  }),
];

/** (H - L) / REF(C, 1) * 100. */
function amplitudeStep(state: State, high: Float64Array, low: Float64Array, close: Float64Array, out: Float64Array): Step {
  const at = state.alloc(Number.NaN); // previous close
  return (from, to) => {
    const hs = high;
    const ls = low;
    const cs = close;
    const os = out;
    const s = state.values;
    let prev = s[at]!;
    for (let i = from; i < to; i++) {
      os[i] = ((hs[i]! - ls[i]!) / prev) * 100;
      prev = cs[i]!;
    }
    s[at] = prev;
  };
}
