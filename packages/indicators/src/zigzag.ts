import { lowest, highest } from './primitives';

export interface ZigzagParams {
  /** Bars in the window that a pivot must be the extreme of. */
  depth: number;
  /** Percent of price: a bar whose extreme is further than this from the window's does not clear earlier pivots. */
  deviation: number;
  /** Bars back within which a new extreme clears a weaker earlier one. */
  backstep: number;
}

/** The chart's two trend-line sets. */
export const ZIGZAG_SETS: readonly ZigzagParams[] = [
  { depth: 12, deviation: 5, backstep: 3 },
  { depth: 3, deviation: 1, backstep: 1 },
];

export interface Pivot {
  index: number;
  price: number;
  kind: 'high' | 'low';
}

/**
 * MetaTrader 4's ZigZag (ZigZag.mq4, build 600 and later), read oldest bar
 * first, with the deviation taken as a percent of the window's extreme instead
 * of points. Pass 1 marks window extremes and clears weaker ones within the
 * backstep; pass 2 alternates highs and lows, keeping the more extreme of two
 * in a row. The last leg may move as new bars arrive, as in MetaTrader.
 */
export function zigzag(high: Float64Array, low: Float64Array, params: ZigzagParams): Pivot[] {
  const { depth, deviation, backstep } = params;
  const n = high.length;
  if (n < depth || backstep >= depth) return [];
  const windowLow = lowest(low, depth);
  const windowHigh = highest(high, depth);
  const lows = new Float64Array(n).fill(Number.NaN);
  const highs = new Float64Array(n).fill(Number.NaN);
  let lastLow = Number.NaN;
  let lastHigh = Number.NaN;
  for (let j = depth - 1; j < n; j++) {
    const lo = windowLow[j]!;
    if (lo !== lastLow) {
      lastLow = lo;
      if (low[j]! - lo <= (deviation / 100) * lo) {
        for (let back = 1; back <= backstep; back++) if (lows[j - back]! > lo) lows[j - back] = Number.NaN;
      }
      if (low[j] === lo) lows[j] = lo;
    }
    const hi = windowHigh[j]!;
    if (hi !== lastHigh) {
      lastHigh = hi;
      if (hi - high[j]! <= (deviation / 100) * hi) {
        for (let back = 1; back <= backstep; back++) if (highs[j - back]! < hi) highs[j - back] = Number.NaN;
      }
      if (high[j] === hi) highs[j] = hi;
    }
  }
  return alternate(lows, highs, depth - 1);
}

/** Pass 2 of MetaTrader's ZigZag: one pivot per leg, a later more extreme one replacing the earlier. */
function alternate(lows: Float64Array, highs: Float64Array, start: number): Pivot[] {
  const pivots: Pivot[] = [];
  let looking: 'any' | 'high' | 'low' = 'any';
  for (let j = start; j < lows.length; j++) {
    const lo = lows[j]!;
    const hi = highs[j]!;
    const hasLow = !Number.isNaN(lo);
    const hasHigh = !Number.isNaN(hi);
    const last = pivots[pivots.length - 1];
    if (looking === 'any') {
      if (hasLow) {
        pivots.push({ index: j, price: lo, kind: 'low' });
        looking = 'high';
      } else if (hasHigh) {
        pivots.push({ index: j, price: hi, kind: 'high' });
        looking = 'low';
      }
    } else if (looking === 'high') {
      if (hasLow && !hasHigh && last && lo < last.price) pivots[pivots.length - 1] = { index: j, price: lo, kind: 'low' };
      if (hasHigh && !hasLow) {
        pivots.push({ index: j, price: hi, kind: 'high' });
        looking = 'low';
      }
    } else {
      if (hasHigh && !hasLow && last && hi > last.price) pivots[pivots.length - 1] = { index: j, price: hi, kind: 'high' };
      if (hasLow && !hasHigh) {
        pivots.push({ index: j, price: lo, kind: 'low' });
        looking = 'high';
      }
    }
  }
  return pivots;
}
