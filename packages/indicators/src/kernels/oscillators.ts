import type { State, Step } from '../core/state';

/**
 * MACD in one pass: fast and slow EMAs both start on the `slow`-th bar (the
 * fast one seeded with the mean of its last `fast` inputs, as TA-Lib does),
 * the signal is the EMA of their difference, and the histogram is
 * `histScale * (macd - signal)` (1 for TA-Lib, 2 for the Chinese column).
 */
export function macdStep(
  state: State,
  x: Float64Array,
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
  return (from, to) => {
    const xs = x;
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

/** TA-Lib's near-zero test, so RSI agrees with TA-Lib on flat stretches. */
const isNearZero = (v: number) => v > -1e-8 && v < 1e-8;

/**
 * Wilder's RSI exactly as TA-Lib computes it: the first output after `period`
 * changes uses their simple means, then gains and losses are smoothed by
 * (prev * (period - 1) + change) / period; 0 when both averages are ~0.
 */
export function rsiStep(state: State, x: Float64Array, out: Float64Array, period: number): Step {
  // valid inputs, previous input, average gain, average loss
  const at = state.alloc(0, 0, 0, 0);
  const keep = period - 1;
  return (from, to) => {
    const xs = x;
    const os = out;
    const n = period;
    const kept = keep;
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
        gain /= n;
        loss /= n;
        const both = gain + loss;
        os[i] = isNearZero(both) ? 0 : 100 * (gain / both);
      }
    }
    for (; i < to; i++) {
      const v = xs[i]!;
      const change = v - prev;
      prev = v;
      // (c + |c|) / 2 and (|c| - c) / 2 are exactly the gain and the loss, without
      // a branch the predictor would miss half the time; adding the other's 0 changes nothing.
      const size = Math.abs(change);
      gain = (gain * kept + (change + size) / 2) / n;
      loss = (loss * kept + (size - change) / 2) / n;
      const both = gain + loss;
      os[i] = isNearZero(both) ? 0 : 100 * (gain / both);
    }
    s[at] = count;
    s[at + 1] = prev;
    s[at + 2] = gain;
    s[at + 3] = loss;
  };
}
