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
