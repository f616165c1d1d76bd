import { MATRIX_PERIODS, type MatrixPeriod } from '../catalogue';
import type { State, Step } from '../core/state';
import type { Build } from '../engine/build';
import { smaStep } from '../kernels/average';
import { divideStep, relativeStep } from '../kernels/elementwise';
import { overPreviousStep, slopeStep } from '../kernels/lagged';
import { trendRouteStep } from './trend';

/** Bars of the band width's mean in bwr2. */
const BAND_WIDTH_MEAN_BARS = 20;

export function matrixFields(b: Build): void {
  const { close, low } = b.input;
  const line = (n: MatrixPeriod) => b.field(`matrix.mma${n}`);
  const angle = (n: MatrixPeriod) => b.field(`matrix.k${n}`);
  for (const n of MATRIX_PERIODS) {
    b.add(smaStep(b.state, close, line(n), n), slopeStep(b.state, line(n), angle(n)));
  }
  b.add(
    relativeStep(close, line(10), b.field('matrix.bias10'), 100),
    relativeStep(close, line(30), b.field('matrix.bias30'), 100),
    relativeStep(close, line(120), b.field('matrix.bias120'), 100),
    relativeStep(low, line(10), b.field('matrix.bias10l'), 100),
    relativeStep(low, line(30), b.field('matrix.bias30l'), 100),
    relativeStep(low, line(120), b.field('matrix.bias120l'), 100),
    relativeStep(line(10), line(30), b.field('matrix.bias1030'), 100),
    relativeStep(line(10), line(120), b.field('matrix.bias10120'), 100),
    relativeStep(line(30), line(120), b.field('matrix.bias30120'), 100),
  );
  const width = b.field('matrix.bandWidth');
  const meanWidth = b.scratch();
  b.add(
    bandStep(b.state, b, width),
    overPreviousStep(b.state, width, width, b.field('matrix.bwr')),
    smaStep(b.state, width, meanWidth, BAND_WIDTH_MEAN_BARS),
    divideStep(width, meanWidth, b.field('matrix.bwr2')),
    trendRouteStep(
      close,
      line(10),
      line(30),
      line(120),
      angle(10),
      angle(30),
      b.field('matrix.trend'),
      b.field('matrix.route'),
    ),
  );
}

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
