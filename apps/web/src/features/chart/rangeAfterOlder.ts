import type { LogicalRange } from 'lightweight-charts';

/** How far the library's range ends may drift in floating point and still be the same view. */
const ROUNDING = 1e-6;

/**
 * The range to ask for so that the candles of `before` stay in view once `prepended` older candles came in front,
 * or null when the view `now` already shows them. The library keeps its distance from the newest candle, so older
 * candles alone leave the view on the same candles; a range asked for is applied only at the next frame, over
 * whatever the trader dragged in between, and is asked for only when the view did move.
 */
export function rangeAfterOlder(before: LogicalRange, prepended: number, now: LogicalRange | null): LogicalRange | null {
  const kept = { from: before.from + prepended, to: before.to + prepended } as LogicalRange;
  const shown = now !== null && Math.abs(now.from - kept.from) < ROUNDING && Math.abs(now.to - kept.to) < ROUNDING;
  return shown ? null : kept;
}
