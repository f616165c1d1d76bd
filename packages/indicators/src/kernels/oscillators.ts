import type { State, Step } from '../core/state';
import { holderOf, type Source } from './source';

/**
 * MACD in one pass: fast and slow EMAs both start on the `slow`-th bar (the
 * fast one seeded with the mean of its last `fast` inputs, as TA-Lib does),
 * the signal is the EMA of their difference, and the histogram is
 * `histScale * (macd - signal)` (1 for TA-Lib, 2 for the Chinese column).
 */
export function macdStep(
  state: State,
  x: Source,
  macd: Float64Array,
  signal: Float64Array,
  hist: Float64Array,
  fast: number,
  slow: number,
  smooth: number,
  histScale: number,
): Step {
  // valid inputs, fast seed, slow seed, fast EMA, slow EMA, macd values, signal seed, signal
  const at = state.alloc(0, 0, 0, 0, 0, 0, 0, 0);
  const kFast = 2 / (fast + 1);
  const kSlow = 2 / (slow + 1);
  const kSignal = 2 / (smooth + 1);
  const input = holderOf(x);
  return (from, to) => {
    const xs = input.column;
    const ms = macd;
    const ss = signal;
    const hs = hist;
    const kf = kFast;
    const ks = kSlow;
    const kg = kSignal;
    const scale = histScale;
    const s = state.values;
    let count = s[at]!;
    let fastSum = s[at + 1]!;
    let slowSum = s[at + 2]!;
    let fastEma = s[at + 3]!;
    let slowEma = s[at + 4]!;
    let macdCount = s[at + 5]!;
    let signalSum = s[at + 6]!;
    let sig = s[at + 7]!;
    let i = from;
    for (; i < to && macdCount < smooth; i++) {
      const v = xs[i]!;
      ss[i] = Number.NaN;
      hs[i] = Number.NaN;
      ms[i] = Number.NaN;
      if (Number.isNaN(v)) continue;
      if (count < slow) {
        if (count >= slow - fast) fastSum += v;
        slowSum += v;
        count++;
        if (count < slow) continue;
        fastEma = fastSum / fast;
        slowEma = slowSum / slow;
      } else {
        fastEma = (v - fastEma) * kf + fastEma;
        slowEma = (v - slowEma) * ks + slowEma;
      }
      const m = fastEma - slowEma;
      ms[i] = m;
      signalSum += m;
      macdCount++;
      if (macdCount === smooth) {
        sig = signalSum / smooth;
        ss[i] = sig;
        hs[i] = (m - sig) * scale;
      }
    }
    for (; i < to; i++) {
      const v = xs[i]!;
      fastEma = (v - fastEma) * kf + fastEma;
      slowEma = (v - slowEma) * ks + slowEma;
      const m = fastEma - slowEma;
      sig = (m - sig) * kg + sig;
      ms[i] = m;
      ss[i] = sig;
      hs[i] = (m - sig) * scale;
    }
    s[at] = count;
    s[at + 1] = fastSum;
    s[at + 2] = slowSum;
    s[at + 3] = fastEma;
    s[at + 4] = slowEma;
    s[at + 5] = macdCount;
    s[at + 6] = signalSum;
    s[at + 7] = sig;
  };
}

/** TA-Lib's TA_IS_ZERO (ta_utility.h: TA_EPSILON is 1e-14). */
export const isNearZero = (v: number) => v > -1e-14 && v < 1e-14;

/**
 * Wilder's RSI with TA-Lib's arithmetic: simple means of the first `period`
 * changes, then each mean times (period - 1), plus the change, divided by
 * period; 0 when both means are ~0. The same operations in the same order
 * keep the RSI bit for bit TA-Lib's, which Stochastic RSI needs: on a flat
 * stretch the RSI's range is rounding, and %K scales it to 0..100. Leading
 * NaN inputs are skipped.
 */
export function rsiStep(state: State, x: Source, out: Float64Array, period: number): Step {
  const at = state.alloc(0, 0, 0, 0); // valid inputs seen, previous input, mean gain, mean loss
  const keep = period - 1;
  const input = holderOf(x);
  return (from, to) => {
    const xs = input.column;
    const os = out;
    const n = period;
    const k = keep;
    const s = state.values;
    let count = s[at]!;
    let prev = s[at + 1]!;
    let gain = s[at + 2]!;
    let loss = s[at + 3]!;
    let i = from;
    for (; i < to && count <= n; i++) {
      const v = xs[i]!;
      os[i] = Number.NaN;
      if (Number.isNaN(v)) continue;
      if (count > 0) {
        const change = v - prev;
        if (change < 0) loss -= change;
        else gain += change;
      }
      prev = v;
      count++;
      if (count > n) {
        loss /= n;
        gain /= n;
        const both = gain + loss;
        os[i] = isNearZero(both) ? 0 : 100 * (gain / both);
      }
    }
    for (; i < to; i++) {
      const v = xs[i]!;
      const change = v - prev;
      prev = v;
      loss *= k;
      gain *= k;
      // A rise or a fall is a coin toss the predictor loses, so both means take the change times 0 or 1: the
      // product is the change or a zero, which leaves the mean as it was (neither mean is ever -0).
      const falls = +(change < 0);
      loss -= change * falls;
      gain += change * (1 - falls);
      loss /= n;
      gain /= n;
      const both = gain + loss;
      os[i] = isNearZero(both) ? 0 : 100 * (gain / both);
    }
    s[at] = count;
    s[at + 1] = prev;
    s[at + 2] = gain;
    s[at + 3] = loss;
  };
}
/**
 * Commodity Channel Index as TA-Lib computes it: typical price (H + L + C) / 3,
 * its mean and mean absolute deviation over `period` bars, then
 * (tp - mean) / (0.015 * deviation); 0 when either is exactly 0. The window
 * is summed afresh every bar in the order of TA-Lib's circular buffer (slot
 * = bar mod period): on a flat stretch the rounding of that sum is all that
 * is left of (tp - mean), and TA-Lib's result depends on it. A deviation of
 * exactly 0 needs every term 0, whatever the order of its sum.
 */
export function cciStep(state: State, high: Source, low: Source, close: Source, out: Float64Array, period: number): Step {
  const at = state.alloc(0, 0); // bars seen, slot of the next bar
  const window = new Float64Array(period);
  const highs = holderOf(high);
  const lows = holderOf(low);
  const closes = holderOf(close);
  return (from, to) => {
    const hs = highs.column;
    const ls = lows.column;
    const cs = closes.column;
    const os = out;
    const w = window;
    const n = period;
    const s = state.values;
    let count = s[at]!;
    let slot = s[at + 1]! | 0;
    for (let i = from; i < to; i++) {
      const tp = (hs[i]! + ls[i]! + cs[i]!) / 3;
      w[slot] = tp;
      slot = slot === n - 1 ? 0 : slot + 1;
      count++;
      if (count < n) {
        os[i] = Number.NaN;
        continue;
      }
      let sum = 0;
      for (let j = 0; j < n; j++) sum += w[j]!;
      const mean = sum / n;
      // The deviation's rounding does not decide anything, so it is summed in two chains that run side by side.
      let even = 0;
      let odd = 0;
      let j = 0;
      for (; j + 1 < n; j += 2) {
        even += Math.abs(w[j]! - mean);
        odd += Math.abs(w[j + 1]! - mean);
      }
      if (j < n) even += Math.abs(w[j]! - mean);
      const deviation = even + odd;
      const gap = tp - mean;
      os[i] = gap !== 0 && deviation !== 0 ? gap / (0.015 * (deviation / n)) : 0;
    }
    s[at] = count;
    s[at + 1] = slot;
  };
}
