import { chartPalette } from './chartPalette.js';

/** A line drawn over the candles: the candle field it plots and when it shows. */
export interface OverlayLine {
  field: string;
  color: string;
  width: 1 | 2 | 3;
  /** matrix: the default overlay; help: matrix lines added by the help-lines switch; ladder: the alternative overlay. */
  set: 'matrix' | 'help' | 'ladder';
}

const { matrix, helpLines, ladder } = chartPalette;

/** Spec §2: matrix lines 10, 30, 60 and 120, help lines add 20, 40 and 240; the ladder draws st, mt and lt. Main lines are 2 px wide, help lines 1. */
export const overlayLines: readonly OverlayLine[] = [
  { field: 'matrix.mma10', color: matrix.mma10, width: 2, set: 'matrix' },
  { field: 'matrix.mma30', color: matrix.mma30, width: 2, set: 'matrix' },
  { field: 'matrix.mma60', color: matrix.mma60, width: 2, set: 'matrix' },
  { field: 'matrix.mma120', color: matrix.mma120, width: 2, set: 'matrix' },
  { field: 'matrix.mma20', color: helpLines.mma20, width: 1, set: 'help' },
  { field: 'matrix.mma40', color: helpLines.mma40, width: 1, set: 'help' },
  { field: 'matrix.mma240', color: helpLines.mma240, width: 1, set: 'help' },
  { field: 'ladder.st', color: ladder.st, width: 2, set: 'ladder' },
  { field: 'ladder.mt', color: ladder.mt, width: 2, set: 'ladder' },
  { field: 'ladder.lt', color: ladder.lt, width: 2, set: 'ladder' },
];

/** The overlay and help-line switches that decide which lines are drawn over the candles. */
export interface OverlayLook {
  ladder: boolean;
  helpline: boolean;
}

/** The lines drawn over the candles: the ladder's, or the matrix's with the help lines when they are switched on. */
export function drawnOverlayLines({ ladder, helpline }: OverlayLook): OverlayLine[] {
  return overlayLines.filter((line) => (ladder ? line.set === 'ladder' : line.set === 'matrix' || (helpline && line.set === 'help')));
}
