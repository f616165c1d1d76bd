import type { LogicalRange } from 'lightweight-charts';

/**
 * How far a range end may lie inside a candle and still count as its edge. The library computes a fitted range's
 * left end as (right end − pane width ÷ bar spacing + 1) with bar spacing = width ÷ bars, which at some pane widths
 * is 5.7e-14 rather than 0: taken at face value, the first candle of a fitted chart counted as out of view.
 */
const ROUNDING = 1e-6;

/** Candles inside the visible logical range of a series of `length` candles, and those right of it (newer). */
export function barsInView(range: LogicalRange | null, length: number): { visible: number; after: number } {
  if (!range || length === 0) return { visible: 0, after: 0 };
  const newest = Math.floor(Math.min(range.to + ROUNDING, length - 1));
  const oldest = Math.ceil(Math.max(range.from - ROUNDING, 0));
  return { visible: Math.max(0, newest - oldest + 1), after: Math.max(0, length - 1 - newest) };
}
