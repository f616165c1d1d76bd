import { MATRIX_PERIODS, type MatrixPeriod } from '../catalogue';
import type { State, Step } from '../core/state';
import { type Build, fieldPiece, type Piece, piece } from '../engine/build';
import { smaStep } from '../kernels/average';
import { divideStep, relativeStep } from '../kernels/elementwise';
import { overPreviousStep, slopeStep } from '../kernels/lagged';
import { trendRouteStep } from './trend';

/** Bars of the band width's mean in bwr2. */
const BAND_WIDTH_MEAN_BARS = 20;

const mma = (n: MatrixPeriod) => `matrix.mma${n}` as const;
const slope = (n: MatrixPeriod) => `matrix.k${n}` as const;

const LINES = new Map(MATRIX_PERIODS.map((n) => [n, fieldPiece(mma(n), (b, out) => [smaStep(b.state, b.input.close, out, n)])]));
const line = (n: MatrixPeriod) => LINES.get(n)!;
const ANGLES = new Map(
  MATRIX_PERIODS.map((n) => [n, fieldPiece(slope(n), (b, out) => [slopeStep(b.state, b.field(mma(n)), out)], [line(n)])]),
);
const angle = (n: MatrixPeriod) => ANGLES.get(n)!;

/** Each bias: its field, what is set against the line (the close, the low or a shorter line) and the line. */
const BIASES = [
  ['matrix.bias10', 'close', 10],
  ['matrix.bias30', 'close', 30],
  ['matrix.bias120', 'close', 120],
  ['matrix.bias10l', 'low', 10],
  ['matrix.bias30l', 'low', 30],
  ['matrix.bias120l', 'low', 120],
  ['matrix.bias1030', 10, 30],
  ['matrix.bias10120', 10, 120],
  ['matrix.bias30120', 30, 120],
] as const;

const BAND = piece(
  ['matrix.bandWidth', 'matrix.bandOrder', 'matrix.bandOrderUplen', 'matrix.bandOrderDownlen', 'matrix.mma10On30len', 'matrix.mma30On10len'],
  (b) => b.add(bandStep(b.state, b, b.field('matrix.bandWidth'))),
  [line(10), line(30), line(60), line(120)],
);

/** Each line with its angle, the biases, the band and its ratios, trend and route: one piece each. */
export const MATRIX_PIECES: readonly Piece[] = [
  ...MATRIX_PERIODS.flatMap((n) => [line(n), angle(n)]),
  ...BIASES.map(([id, over, n]) =>
    typeof over === 'number'
      ? fieldPiece(id, (b, out) => [relativeStep(b.field(mma(over)), b.field(mma(n)), out, 100)], [line(over), line(n)])
      : fieldPiece(id, (b, out) => [relativeStep(b.input[over], b.field(mma(n)), out, 100)], [line(n)]),
  ),
  BAND,
  fieldPiece('matrix.bwr', (b, out) => [overPreviousStep(b.state, b.field('matrix.bandWidth'), b.field('matrix.bandWidth'), out)], [BAND]),
  fieldPiece(
    'matrix.bwr2',
    (b, out) => {
      const width = b.field('matrix.bandWidth');
      const meanWidth = b.scratch();
      return [smaStep(b.state, width, meanWidth, BAND_WIDTH_MEAN_BARS), divideStep(width, meanWidth, out)];
    },
    [BAND],
  ),
  piece(
    ['matrix.trend', 'matrix.route'],
    (b) =>
      b.add(
        trendRouteStep(
          b.input.close,
          b.field(mma(10)),
          b.field(mma(30)),
          b.field(mma(120)),
          b.field(slope(10)),
          b.field(slope(30)),
          b.field('matrix.trend'),
          b.field('matrix.route'),
        ),
      ),
    [line(10), line(30), line(120), angle(10), angle(30)],
  ),
];

/**
 * Band width, band order and the run lengths of the order and of the 10-bar
 * line against the 30-bar line, in one pass over the four drawn lines.
 */
function bandStep(state: State, b: Build, width: Float64Array): Step {
  const at = state.alloc(0, 0, 0, 0); // bull run, bear run, 10-over-30 run, 10-under-30 run
  const close = b.input.close;
  const m10 = b.field('matrix.mma10');
  const m30 = b.field('matrix.mma30');
  const m60 = b.field('matrix.mma60');
  const m120 = b.field('matrix.mma120');
  const order = b.field('matrix.bandOrder');
  const upLen = b.field('matrix.bandOrderUplen');
  const downLen = b.field('matrix.bandOrderDownlen');
  const overLen = b.field('matrix.mma10On30len');
  const underLen = b.field('matrix.mma30On10len');
  return (from, to) => {
    const cs = close;
    const a10 = m10;
    const a30 = m30;
    const a60 = m60;
    const a120 = m120;
    const ws = width;
    const os = order;
    const us = upLen;
    const ds = downLen;
    const ovs = overLen;
    const uns = underLen;
    const s = state.values;
    let up = s[at]!;
    let down = s[at + 1]!;
    let over = s[at + 2]!;
    let under = s[at + 3]!;
    for (let i = from; i < to; i++) {
      const a = a10[i]!;
      const c = a30[i]!;
      if (!Number.isNaN(c)) {
        // Runs as (run + 1) * condition: 0/1 arithmetic where a jump would follow the lines' crossings.
        over = (over + 1) * +(a > c);
        under = (under + 1) * +(a < c);
        ovs[i] = over;
        uns[i] = under;
      } else {
        ovs[i] = Number.NaN;
        uns[i] = Number.NaN;
      }
      const e = a60[i]!;
      const f = a120[i]!;
      if (Number.isNaN(f)) {
        ws[i] = Number.NaN;
        os[i] = Number.NaN;
        us[i] = Number.NaN;
        ds[i] = Number.NaN;
        continue;
      }
      const top = Math.max(Math.max(a, c), Math.max(e, f));
      const bottom = Math.min(Math.min(a, c), Math.min(e, f));
      ws[i] = (top - bottom) / cs[i]!;
      const bull = +(a > c) & +(c > e) & +(e > f);
      const bear = +(a < c) & +(c < e) & +(e < f);
      os[i] = bull - bear;
      up = (up + 1) * bull;
      down = (down + 1) * bear;
      us[i] = up;
      ds[i] = down;
    }
    s[at] = up;
    s[at + 1] = down;
    s[at + 2] = over;
    s[at + 3] = under;
  };
}
