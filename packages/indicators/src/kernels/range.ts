import type { State, Step } from '../core/state';
import { isNearZero } from './oscillators';
import { holderOf, type Source } from './source';

/** True range: the larger of high - low and the distances of high and low from the previous close; NaN on the first bar (TA-Lib TRANGE). */
export function trueRangeStep(state: State, high: Source, low: Source, close: Source, out: Float64Array): Step {
  const at = state.alloc(Number.NaN); // previous close
  const highs = holderOf(high);
  const lows = holderOf(low);
  const closes = holderOf(close);
  return (from, to) => {
    const hs = highs.column;
    const ls = lows.column;
    const cs = closes.column;
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
  high: Source,
  low: Source,
  close: Source,
  adx: Float64Array,
  plusDi: Float64Array,
  minusDi: Float64Array,
  period: number,
): Step {
  // bars seen (counted up to 2 * period), previous high, low and close, +DM, −DM and TR sums, DX sum and then ADX
  const at = state.alloc(0, 0, 0, 0, 0, 0, 0, 0);
  const keep = period - 1;
  const highs = holderOf(high);
  const lows = holderOf(low);
  const closes = holderOf(close);
  // Slot 0 holds 0, slot 1 a move: a comparison's 0 or 1 reads the move or nothing.
  const pick = new Float64Array(2);
  return (from, to) => {
    const hs = highs.column;
    const ls = lows.column;
    const cs = closes.column;
    const dp = pick;
    const as = adx;
    const ps = plusDi;
    const ms = minusDi;
    const n = period;
    const k = keep;
    const s = state.values;
    let count = s[at]!;
    let prevHigh = s[at + 1]!;
    let prevLow = s[at + 2]!;
    let prevClose = s[at + 3]!;
    let plusDm = s[at + 4]!;
    let minusDm = s[at + 5]!;
    let tr = s[at + 6]!;
    let average = s[at + 7]!;
    let i = from;
    for (; i < to && count < 2 * n; i++) {
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
        as[i] = Number.NaN;
        ps[i] = Number.NaN;
        ms[i] = Number.NaN;
        continue;
      }
      const flat = isNearZero(tr);
      const plus = flat ? 0 : 100 * (plusDm / tr);
      const minus = flat ? 0 : 100 * (minusDm / tr);
      ps[i] = plus;
      ms[i] = minus;
      const both = plus + minus;
      const dx = !flat && !isNearZero(both) ? 100 * (Math.abs(minus - plus) / both) : 0;
      if (count < 2 * n) {
        average += dx;
        as[i] = Number.NaN;
      } else {
        average = (average + dx) / n;
        as[i] = average;
      }
    }
    for (; i < to; i++) {
      const h = hs[i]!;
      const l = ls[i]!;
      const up = h - prevHigh;
      const down = prevLow - l;
      const range = Math.max(h - l, Math.abs(h - prevClose), Math.abs(l - prevClose));
      prevHigh = h;
      prevLow = l;
      prevClose = cs[i]!;
      plusDm -= plusDm / n;
      minusDm -= minusDm / n;
      tr = tr - tr / n + range;
      // Which of the two moves counts is a coin toss the predictor loses; a sum that gets neither adds 0, which
      // leaves it as it was (neither is ever -0).
      dp[1] = down;
      minusDm += dp[+(down > 0) & +(up < down)]!;
      dp[1] = up;
      plusDm += dp[+(up > 0) & +(up > down)]!;
      const flat = isNearZero(tr);
      const plus = flat ? 0 : 100 * (plusDm / tr);
      const minus = flat ? 0 : 100 * (minusDm / tr);
      ps[i] = plus;
      ms[i] = minus;
      const both = plus + minus;
      if (!flat && !isNearZero(both)) average = (average * k + 100 * (Math.abs(minus - plus) / both)) / n;
      as[i] = average;
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
