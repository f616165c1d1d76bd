import type { LogicalRange } from 'lightweight-charts';

/** The width a chart opens at per candle, as TradingView opens: much narrower, bodies and wicks run into a band. */
export const READABLE_CANDLE_PX = 6;
/** The most candles a chart opens with, about seven months of days, as the charting tools traders know open. */
export const OPENING_CANDLES = 150;

/**
 * The view a series opens on: its newest candles, as many as read well across `plotWidth` pixels, with the chart's
 * `rightOffset` of room after the newest. The older candles stay loaded left of the view, for scrolling and for the
 * indicators' warm-up. Null when the whole series reads well: the chart then fits it.
 */
export function openingRange(length: number, plotWidth: number, rightOffset: number): LogicalRange | null {
  const readable = Math.min(OPENING_CANDLES, Math.max(1, Math.floor(plotWidth / READABLE_CANDLE_PX)));
  if (length <= readable) return null;
  return { from: length - readable, to: length - 1 + rightOffset } as LogicalRange;
}
