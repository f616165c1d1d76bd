/**
 * Whole-series loops behind the one-call building blocks (`ema`, `sma`,
 * `macd`, `rsi`, `kd`). A screener calls them once per indicator per series,
 * so they keep nothing between calls: no `State`, no closures, no rings (the
 * look-back reads the input itself), and they write into the caller's outputs.
 * The catalogue's streaming kernels compute the same definitions bar by bar.
 * Leading NaN inputs (another column's warm-up) are skipped.
 */

function firstValid(x: Float64Array): number {
  let i = 0;
  while (i < x.length && Number.isNaN(x[i]!)) i++;
  return i;
}

/** TA-Lib's SMA: running total of period-1 inputs, add, divide, drop the oldest; bit for bit. */
export function smaInto(x: Float64Array, period: number, out: Float64Array): void {
  const n = x.length;
  const first = firstValid(x) + period - 1;
  out.fill(Number.NaN, 0, Math.min(first, n));
  let total = 0;
  for (let i = first - period + 1; i < first && i < n; i++) total += x[i]!;
  for (let i = first; i < n; i++) {
    const sum = total + x[i]!;
    out[i] = sum / period;
    total = sum - x[i - period + 1]!;
  }
}

/** EMA with alpha 2/(period+1), seeded with the mean of its first `period` inputs (TA-Lib's EMA). */
export function emaInto(x: Float64Array, period: number, out: Float64Array): void {
  const n = x.length;
  const first = firstValid(x) + period - 1;
  out.fill(Number.NaN, 0, Math.min(first, n));
  if (first >= n) return;
  let sum = 0;
  for (let i = first - period + 1; i <= first; i++) sum += x[i]!;
  let prev = sum / period;
  out[first] = prev;
  const alpha = 2 / (period + 1);
  for (let i = first + 1; i < n; i++) {
    prev = (x[i]! - prev) * alpha + prev;
    out[i] = prev;
  }
}

/**
 * TA-Lib's MACD: both EMAs start on the slow-th input, the signal is the EMA
 * of their difference seeded with the mean of its first `smooth` values, and
 * histogram = macd - signal. One fused loop after the seeds.
 */
export function macdInto(
  x: Float64Array,
  fast: number,
  slow: number,
  smooth: number,
  macd: Float64Array,
  signal: Float64Array,
  hist: Float64Array,
): void {
  const n = x.length;
  const start = firstValid(x);
  const lineFrom = start + slow - 1;
  const signalFrom = lineFrom + smooth - 1;
  macd.fill(Number.NaN, 0, Math.min(lineFrom, n));
  signal.fill(Number.NaN, 0, Math.min(signalFrom, n));
  hist.fill(Number.NaN, 0, Math.min(signalFrom, n));
  if (lineFrom >= n) return;
  let fastSum = 0;
  let slowSum = 0;
  for (let i = start; i <= lineFrom; i++) {
    const v = x[i]!;
    slowSum += v;
    if (i > lineFrom - fast) fastSum += v;
  }
  const kf = 2 / (fast + 1);
  const ks = 2 / (slow + 1);
  const kg = 2 / (smooth + 1);
  let fastEma = fastSum / fast;
  let slowEma = slowSum / slow;
  let m = fastEma - slowEma;
  macd[lineFrom] = m;
  let signalSum = m;
  const seeded = Math.min(signalFrom, n - 1);
  for (let i = lineFrom + 1; i <= seeded; i++) {
    const v = x[i]!;
    fastEma = (v - fastEma) * kf + fastEma;
    slowEma = (v - slowEma) * ks + slowEma;
    m = fastEma - slowEma;
    macd[i] = m;
    signalSum += m;
  }
  if (signalFrom >= n) return;
  let sig = signalSum / smooth;
  signal[signalFrom] = sig;
  hist[signalFrom] = m - sig;
  for (let i = signalFrom + 1; i < n; i++) {
    const v = x[i]!;
    fastEma = (v - fastEma) * kf + fastEma;
    slowEma = (v - slowEma) * ks + slowEma;
    m = fastEma - slowEma;
    sig = (m - sig) * kg + sig;
    macd[i] = m;
    signal[i] = sig;
    hist[i] = m - sig;
  }
}

/** TA-Lib's near-zero test, so RSI agrees with TA-Lib on flat stretches. */
const isNearZero = (v: number) => v > -1e-8 && v < 1e-8;

/**
 * Wilder's RSI as TA-Lib defines it: simple means of the first `period`
 * changes, then (prev * (period - 1) + change) / period; 0 when both averages
 * are ~0. The smoothing is written prev * ((period - 1) / period) + change / period,
 * which keeps the division off the bar-to-bar chain (TA-Lib divides there);
 * the two differ in the last bits only (the reference test allows 1e-9).
 */
export function rsiInto(x: Float64Array, period: number, out: Float64Array): void {
  const n = x.length;
  const start = firstValid(x);
  const first = start + period;
  out.fill(Number.NaN, 0, Math.min(first, n));
  if (first >= n) return;
  let gain = 0;
  let loss = 0;
  for (let i = start + 1; i <= first; i++) {
    const change = x[i]! - x[i - 1]!;
    if (change < 0) loss -= change;
    else gain += change;
  }
  gain /= period;
  loss /= period;
  out[first] = isNearZero(gain + loss) ? 0 : 100 * (gain / (gain + loss));
  const keep = (period - 1) / period;
  const share = 0.5 / period;
  for (let i = first + 1; i < n; i++) {
    const change = x[i]! - x[i - 1]!;
    // (c + |c|) / 2 and (|c| - c) / 2 are the gain and the loss without a jump
    // the predictor would miss half the time; the halving is folded into `share`.
    const size = Math.abs(change);
    gain = gain * keep + (change + size) * share;
    loss = loss * keep + (size - change) * share;
    const both = gain + loss;
    out[i] = isNearZero(both) ? 0 : 100 * (gain / both);
  }
}

/**
 * Chinese KD over whole columns: the window's extremes are tracked with their
 * bar and looked for again only when that bar leaves the window (TA-Lib's
 * STOCH method, reading the inputs directly instead of rings), then
 * K = SMA_cn(RSV, kSmooth, 1) and D = SMA_cn(K, dSmooth, 1) from 50.
 */
export function kdInto(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
  kSmooth: number,
  dSmooth: number,
  k: Float64Array,
  d: Float64Array,
): void {
  const n = close.length;
  const ready = Math.min(period - 1, n);
  k.fill(Number.NaN, 0, ready);
  d.fill(Number.NaN, 0, ready);
  const kKeep = kSmooth - 1;
  const dKeep = dSmooth - 1;
  const kShare = 1 / kSmooth;
  const dShare = 1 / dSmooth;
  let kv = 50;
  let dv = 50;
  let hiBar = -1;
  let hi = 0;
  let loBar = -1;
  let lo = 0;
  for (let i = 0; i < n; i++) {
    const start = i - period + 1;
    if (hiBar < start) {
      hiBar = Math.max(start, 0);
      hi = high[hiBar]!;
      for (let j = hiBar + 1; j <= i; j++) {
        const v = high[j]!;
        if (v >= hi) {
          hi = v;
          hiBar = j;
        }
      }
    } else if (high[i]! >= hi) {
      hi = high[i]!;
      hiBar = i;
    }
    if (loBar < start) {
      loBar = Math.max(start, 0);
      lo = low[loBar]!;
      for (let j = loBar + 1; j <= i; j++) {
        const v = low[j]!;
        if (v <= lo) {
          lo = v;
          loBar = j;
        }
      }
    } else if (low[i]! <= lo) {
      lo = low[i]!;
      loBar = i;
    }
    if (start < 0) continue;
    const range = hi - lo;
    const rsv = range !== 0 ? ((close[i]! - lo) / range) * 100 : 0;
    kv = (rsv + kKeep * kv) * kShare;
    dv = (kv + dKeep * dv) * dShare;
    k[i] = kv;
    d[i] = dv;
  }
}
