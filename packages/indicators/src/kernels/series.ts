/**
 * Whole-series loops behind the one-call building blocks (`ema`, `sma`,
 * `macd`, `rsi`, `kd`). A screener calls them once per indicator per series,
 * so they keep nothing between calls: no `State`, no closures, no rings (the
 * look-back reads the input itself), and they write into the caller's outputs.
 * The catalogue's streaming kernels compute the same definitions bar by bar.
 * Leading NaN inputs (another column's warm-up) are skipped.
 */

/**
 * Warm-up bars as NaN. A plain loop: TypedArray.prototype.fill over a few
 * dozen values measured 3 to 4 % of a 2,500-candle SMA.
 */
function fillWarmUp(out: Float64Array, to: number): void {
  const end = Math.min(to, out.length);
  for (let i = 0; i < end; i++) out[i] = Number.NaN;
}

function firstValid(x: Float64Array): number {
  let i = 0;
  while (i < x.length && Number.isNaN(x[i]!)) i++;
  return i;
}

/** Bars between two exact re-summations of the SMA's window. */
const RESUM_BARS = 1024;

/**
 * Simple moving average with a running total that adds the difference of the
 * entering and the leaving input: half an addition a bar on the chain from
 * bar to bar where TA-Lib's add-then-subtract has two, and a multiplication by
 * 1/period instead of a division. The total's rounding drift is cut off by
 * summing the window afresh every RESUM_BARS bars (period/1024 more
 * additions a bar), so however long the series it stays within about 1e-13
 * (relative) of TA-Lib's result, whose own running total drifts that much.
 */
export function smaInto(x: Float64Array, period: number, out: Float64Array): void {
  const n = x.length;
  const first = firstValid(x) + period - 1;
  fillWarmUp(out, first);
  if (first >= n) return;
  const share = 1 / period;
  let total = 0;
  for (let i = first - period + 1; i <= first; i++) total += x[i]!;
  out[first] = total * share;
  for (let start = first + 1; start < n; start += RESUM_BARS) {
    const end = Math.min(n, start + RESUM_BARS);
    let i = start;
    // Four bars a turn (V8 does not unroll, and its per-turn checks cost as
    // much as a bar's work here), the entering-minus-leaving differences
    // paired before they meet the total: one addition on the chain from bar
    // to bar per two bars.
    for (; i + 3 < end; i += 4) {
      const a = x[i]! - x[i - period]!;
      const b = x[i + 1]! - x[i + 1 - period]!;
      const c = x[i + 2]! - x[i + 2 - period]!;
      const d = x[i + 3]! - x[i + 3 - period]!;
      out[i] = (total + a) * share;
      total += a + b;
      out[i + 1] = total * share;
      out[i + 2] = (total + c) * share;
      total += c + d;
      out[i + 3] = total * share;
    }
    for (; i < end; i++) {
      total += x[i]! - x[i - period]!;
      out[i] = total * share;
    }
    total = 0;
    for (let i = end - period; i < end; i++) total += x[i]!;
  }
}

/** EMA with alpha 2/(period+1), seeded with the mean of its first `period` inputs (TA-Lib's EMA). */
export function emaInto(x: Float64Array, period: number, out: Float64Array): void {
  const n = x.length;
  const first = firstValid(x) + period - 1;
  fillWarmUp(out, first);
  if (first >= n) return;
  let sum = 0;
  for (let i = first - period + 1; i <= first; i++) sum += x[i]!;
  let prev = sum / period;
  out[first] = prev;
  const alpha = 2 / (period + 1);
  const keep = 1 - alpha;
  // prev * (1 - alpha) + x * alpha rather than TA-Lib's (x - prev) * alpha + prev:
  // x * alpha does not wait for prev, which leaves a multiplication and an
  // addition on the bar-to-bar chain instead of three operations. The two
  // differ in the last bits only (the reference test allows 1e-9).
  for (let i = first + 1; i < n; i++) {
    prev = prev * keep + x[i]! * alpha;
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
  fillWarmUp(macd, lineFrom);
  fillWarmUp(signal, signalFrom);
  fillWarmUp(hist, signalFrom);
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
  fillWarmUp(out, first);
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

/** Suffix extremes of the current and the previous block (highs, then lows); shared by every call (JavaScript runs one call at a time). */
let suffixes = new Float64Array(0);

/**
 * Chinese KD over whole columns: the window's highest high and lowest low by
 * blocks of `period` bars (van Herk / Gil-Werman, see kernels/window.ts), then
 * K = SMA_cn(RSV, kSmooth, 1) and D = SMA_cn(K, dSmooth, 1) from 50.
 *
 * Whether a bar sets a new high is a coin toss on real prices, so the
 * extremes are chosen arithmetically: g * a + (1 - g) * b with g = +(a > b)
 * is exactly a or b for finite prices (the engine takes no other), and costs
 * a few multiplications where a mispredicted jump costs a pipeline flush.
 * Each such choice waits for the one before, so a block's running (prefix)
 * extremes and its suffix extremes are built in one loop, front to back and
 * back to front at once: four chains that the processor runs side by side
 * instead of one after the other. The prefixes wait in K and D themselves,
 * which the second loop reads before it overwrites them. The window's final
 * choice, the suffix of the block it starts in against the prefix of the
 * block it ends in, turns once a block, so it keeps its jump.
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
  const p = period;
  if (suffixes.length < 4 * p) suffixes = new Float64Array(4 * p);
  const s = suffixes;
  const lows = 2 * p;
  const kKeep = kSmooth - 1;
  const dKeep = dSmooth - 1;
  const kShare = 1 / kSmooth;
  const dShare = 1 / dSmooth;
  let kv = 50;
  let dv = 50;
  let parity = 0;
  for (let start = 0; start < n; start += p, parity ^= 1) {
    const last = Math.min(n, start + p) - 1;
    // Bar i's suffix slot is here + i: this block's parity picks one of two slots of p.
    const here = parity * p - start;
    let hi = high[start]!;
    let lo = low[start]!;
    let top = high[last]!;
    let bottom = low[last]!;
    k[start] = hi;
    d[start] = lo;
    s[here + last] = top;
    s[lows + here + last] = bottom;
    for (let i = start + 1, b = last - 1; i <= last; i++, b--) {
      const h = high[i]!;
      const l = low[i]!;
      const hb = high[b]!;
      const lb = low[b]!;
      const gh = +(h > hi);
      const gl = +(l < lo);
      const gt = +(hb > top);
      const gb = +(lb < bottom);
      hi = gh * h + (1 - gh) * hi;
      lo = gl * l + (1 - gl) * lo;
      top = gt * hb + (1 - gt) * top;
      bottom = gb * lb + (1 - gb) * bottom;
      k[i] = hi;
      d[i] = lo;
      s[here + b] = top;
      s[lows + here + b] = bottom;
    }
    // The window ending at bar i starts at j = i - p + 1: in the block before, or at this block's start.
    const before = (parity ^ 1) * p - (start - p);
    for (let i = Math.max(start, p - 1); i <= last; i++) {
      const j = i - p + 1;
      const at = j < start ? before + j : here + j;
      const th = s[at]!;
      const tl = s[lows + at]!;
      const hh = k[i]!;
      const ll = d[i]!;
      const windowHigh = th > hh ? th : hh;
      const windowLow = tl < ll ? tl : ll;
      const range = windowHigh - windowLow;
      const rsv = range !== 0 ? ((close[i]! - windowLow) / range) * 100 : 0;
      kv = (rsv + kKeep * kv) * kShare;
      dv = (kv + dKeep * dv) * dShare;
      k[i] = kv;
      d[i] = dv;
    }
  }
  fillWarmUp(k, p - 1);
  fillWarmUp(d, p - 1);
}
