import type { State, Step } from '../core/state';

/**
 * Chinese KD(period, kSmooth, dSmooth) in one pass:
 * RSV = (C - LLV(L, period)) / (HHV(H, period) - LLV(L, period)) * 100, 0 when
 * the range is empty (as TA-Lib), K = SMA_cn(RSV, kSmooth, 1) and
 * D = SMA_cn(K, dSmooth, 1), both starting from 50 on the first full window.
 *
 * The window's highest high and lowest low come from blocks of `period` bars
 * (van Herk / Gil-Werman, as in window.ts): the previous block's suffix
 * extremes, rewritten once a block, against the current block's running
 * extremes. Tracking the extreme's bar and looking again when it leaves the
 * window (TA-Lib's STOCH) rescans up to `period` bars on a branch nobody can
 * predict. The running and suffix extremes are chosen arithmetically, exactly
 * (see kdInto in series.ts); the final choice turns once a block and keeps its jump.
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
  // bars seen, position in the block, K, D, running high and low of the block
  const at = state.alloc(0, 0, 50, 50, 0, 0);
  const highs = new Float64Array(period);
  const lows = new Float64Array(period);
  const highTail = new Float64Array(period);
  const lowTail = new Float64Array(period);
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
    const hb = highs;
    const lb = lows;
    const ht = highTail;
    const lt = lowTail;
    const n = period;
    const kk = kKeep;
    const dk = dKeep;
    const kw = kShare;
    const dw = dShare;
    const s = state.values;
    let count = s[at]!;
    let q = s[at + 1]! | 0;
    let kv = s[at + 2]!;
    let dv = s[at + 3]!;
    let hi = s[at + 4]!;
    let lo = s[at + 5]!;
    for (let i = from; i < to; i++) {
      const h = hs[i]!;
      const l = ls[i]!;
      hb[q] = h;
      lb[q] = l;
      const fresh = +(q === 0);
      const gh = fresh | +(h > hi);
      const gl = fresh | +(l < lo);
      hi = gh * h + (1 - gh) * hi;
      lo = gl * l + (1 - gl) * lo;
      if (q === n - 1) {
        let top = h;
        let bottom = l;
        ht[q] = h;
        lt[q] = l;
        for (let j = q - 1; j >= 0; j--) {
          const a = hb[j]!;
          const b = lb[j]!;
          const ga = +(a > top);
          const gb = +(b < bottom);
          top = ga * a + (1 - ga) * top;
          bottom = gb * b + (1 - gb) * bottom;
          ht[j] = top;
          lt[j] = bottom;
        }
        q = 0;
      } else {
        q++;
      }
      count++;
      if (count < n) {
        ks[i] = Number.NaN;
        ds[i] = Number.NaN;
        continue;
      }
      const th = ht[q]!;
      const tl = lt[q]!;
      const top = th > hi ? th : hi;
      const bottom = tl < lo ? tl : lo;
      const range = top - bottom;
      const rsv = range !== 0 ? ((cs[i]! - bottom) / range) * 100 : 0;
      kv = (rsv + kk * kv) * kw;
      dv = (kv + dk * dv) * dw;
      ks[i] = kv;
      ds[i] = dv;
    }
    s[at] = count;
    s[at + 1] = q;
    s[at + 2] = kv;
    s[at + 3] = dv;
    s[at + 4] = hi;
    s[at + 5] = lo;
  };
}
