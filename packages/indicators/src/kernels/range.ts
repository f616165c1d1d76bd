import type { State, Step } from '../core/state';
import { isNearZero } from './oscillators';

/** True range: the larger of high - low and the distances of high and low from the previous close; NaN on the first bar (TA-Lib TRANGE). */
export function trueRangeStep(state: State, high: Float64Array, low: Float64Array, close: Float64Array, out: Float64Array): Step {
  const at = state.alloc(Number.NaN); // previous close
  return (from, to) => {
    const hs = high;
    const ls = low;
    const cs = close;
    const os = out;
    const s = state.values;
    let prev = s[at]!;
    for (let i = from; i < to; i++) {
      const h = hs[i]!;
      const l = ls[i]!;
      // NaN on the first bar by arithmetic: Math.max passes on the NaN previous close.
      os[i] = Math.max(h - l, Math.abs(h - prev), Math.abs(l - prev));
      prev = cs[i]!;
    }
    s[at] = prev;
  };
}

/**
 * Wilder's directional movement as TA-Lib's ADX, PLUS_DI and MINUS_DI compute
 * it. A bar's +DM is the rise of the high when it beats the fall of the low
 * (and is above 0), −DM the mirror. The first `period - 1` DMs and true
 * ranges are summed, then each bar keeps (1 - 1/period) of the sum and adds
 * its own; +DI = 100 * +DM / TR and −DI alike (0 while TR is ~0), from bar
 * `period`. DX = 100 * |+DI − −DI| / (+DI + −DI); ADX is the mean of the
 * first `period` DXs (bar 2 * period − 1), then Wilder's average of DX. A bar
 * whose TR or DI sum is ~0 adds no DX and leaves ADX where it was.
 */
export function directionalStep(
  state: State,
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  adx: Float64Array,
  plusDi: Float64Array,
  minusDi: Float64Array,
  period: number,
): Step {
  // bars seen, previous high, low and close, +DM, −DM and TR sums, DX sum and then ADX
  const at = state.alloc(0, 0, 0, 0, 0, 0, 0, 0);
  const keep = period - 1;
  return (from, to) => {
    const hs = high;
    const ls = low;
    const cs = close;
    const n = period;
    const s = state.values;
    let count = s[at]!;
    let prevHigh = s[at + 1]!;
    let prevLow = s[at + 2]!;
    let prevClose = s[at + 3]!;
    let plusDm = s[at + 4]!;
    let minusDm = s[at + 5]!;
    let tr = s[at + 6]!;
    let average = s[at + 7]!;
    for (let i = from; i < to; i++) {
      const h = hs[i]!;
      const l = ls[i]!;
      const up = h - prevHigh;
      const down = prevLow - l;
      const range = Math.max(h - l, Math.abs(h - prevClose), Math.abs(l - prevClose));
      prevHigh = h;
      prevLow = l;
      prevClose = cs[i]!;
      if (count >= n) {
        plusDm -= plusDm / n;
        minusDm -= minusDm / n;
        tr = tr - tr / n + range;
      } else if (count > 0) {
        tr += range;
      }
      if (count > 0) {
        if (down > 0 && up < down) minusDm += down;
        else if (up > 0 && up > down) plusDm += up;
      }
      count++;
      if (count <= n) {
        adx[i] = Number.NaN;
        plusDi[i] = Number.NaN;
        minusDi[i] = Number.NaN;
        continue;
      }
      const flat = isNearZero(tr);
      const plus = flat ? 0 : 100 * (plusDm / tr);
      const minus = flat ? 0 : 100 * (minusDm / tr);
      plusDi[i] = plus;
      minusDi[i] = minus;
      const both = plus + minus;
      const counts = !flat && !isNearZero(both);
      const dx = counts ? 100 * (Math.abs(minus - plus) / both) : 0;
      if (count < 2 * n) {
        average += dx;
        adx[i] = Number.NaN;
      } else if (count === 2 * n) {
        average = (average + dx) / n;
        adx[i] = average;
      } else {
        if (counts) average = (average * keep + dx) / n;
        adx[i] = average;
      }
    }
    s[at] = count;
    s[at + 1] = prevHigh;
    s[at + 2] = prevLow;
    s[at + 3] = prevClose;
    s[at + 4] = plusDm;
    s[at + 5] = minusDm;
    s[at + 6] = tr;
    s[at + 7] = average;
  };
}
