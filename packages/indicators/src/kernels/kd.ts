import { type State, type Step, ringSize } from '../core/state';

/**
 * Chinese KD(period, kSmooth, dSmooth) in one pass:
 * RSV = (C - LLV(L, period)) / (HHV(H, period) - LLV(L, period)) * 100, 0 when
 * the range is empty (as TA-Lib), K = SMA_cn(RSV, kSmooth, 1) and
 * D = SMA_cn(K, dSmooth, 1), both starting from 50 on the first full window.
 *
 * The window's highest high and lowest low are tracked with their bar and
 * looked for again only when that bar leaves the window, as TA-Lib's STOCH
 * does: for a 9-bar window that costs at most 9 comparisons on the rare bar it
 * happens, and it ran about a quarter faster here than two monotonic deques,
 * whose pops the branch predictor cannot foresee (docs/indicators.md).
 * Long windows use the deque (window.ts), where a look-back could cost a year
 * of bars. The last `period` highs and lows sit in rings so a chunk can start
 * anywhere; all other state is scalar, so `replace()` needs no undo.
 */
export function kdStep(
  state: State,
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  k: Float64Array,
  d: Float64Array,
  period: number,
  kSmooth: number,
  dSmooth: number,
): Step {
  // bars seen, K, D, bar and value of the highest high, bar and value of the lowest low
  const at = state.alloc(0, 50, 50, -1, 0, -1, 0);
  const mask = ringSize(period + 1) - 1;
  const highs = new Float64Array(mask + 1);
  const lows = new Float64Array(mask + 1);
  const kKeep = kSmooth - 1;
  const dKeep = dSmooth - 1;
  // Multiplying by the reciprocal keeps a division off the bar-to-bar chain of K and D.
  const kShare = 1 / kSmooth;
  const dShare = 1 / dSmooth;
  return (from, to) => {
    const hs = high;
    const ls = low;
    const cs = close;
    const ks = k;
    const ds = d;
    const hr = highs;
    const lr = lows;
    const m = mask;
    const n = period;
    const kk = kKeep;
    const dk = dKeep;
    const kw = kShare;
    const dw = dShare;
    const s = state.values;
    // Bar ordinals as small integers index the rings without conversions.
    let count = s[at]! | 0;
    let kv = s[at + 1]!;
    let dv = s[at + 2]!;
    let hiBar = s[at + 3]! | 0;
    let hi = s[at + 4]!;
    let loBar = s[at + 5]! | 0;
    let lo = s[at + 6]!;
    for (let i = from; i < to; i++) {
      const h = hs[i]!;
      const l = ls[i]!;
      hr[count & m] = h;
      lr[count & m] = l;
      const start = count - n + 1;
      if (hiBar < start) {
        hiBar = Math.max(start, 0);
        hi = hr[hiBar & m]!;
        for (let j = hiBar + 1; j <= count; j++) {
          const v = hr[j & m]!;
          if (v >= hi) {
            hi = v;
            hiBar = j;
          }
        }
      } else if (h >= hi) {
        hi = h;
        hiBar = count;
      }
      if (loBar < start) {
        loBar = Math.max(start, 0);
        lo = lr[loBar & m]!;
        for (let j = loBar + 1; j <= count; j++) {
          const v = lr[j & m]!;
          if (v <= lo) {
            lo = v;
            loBar = j;
          }
        }
      } else if (l <= lo) {
        lo = l;
        loBar = count;
      }
      count++;
      if (count < n) {
        ks[i] = Number.NaN;
        ds[i] = Number.NaN;
        continue;
      }
      const range = hi - lo;
      const rsv = range !== 0 ? ((cs[i]! - lo) / range) * 100 : 0;
      kv = (rsv + kk * kv) * kw;
      dv = (kv + dk * dv) * dw;
      ks[i] = kv;
      ds[i] = dv;
    }
    s[at] = count;
    s[at + 1] = kv;
    s[at + 2] = dv;
    s[at + 3] = hiBar;
    s[at + 4] = hi;
    s[at + 5] = loBar;
    s[at + 6] = lo;
  };
}
