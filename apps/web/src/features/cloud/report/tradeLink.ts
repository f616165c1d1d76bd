import type { Trade } from '@signaldesk/backtest';
import type { Duration } from '@signaldesk/contract';
import type { ChartMarker } from '../../chart/markerBars.js';
import { quotePath } from '../../quote/quotePath.js';

/**
 * The quote chart of a trade's symbol on the run's candles, with the trade's entry and exit times in the query
 * (`entry`, `exit`, epoch seconds) for the chart to mark; a position still open has no exit.
 */
export function tradeQuoteLink(trade: Pick<Trade, 'symbol' | 'entryTime' | 'exitTime'>, duration: Duration): string {
  const query = new URLSearchParams({ entry: String(trade.entryTime) });
  if (trade.exitTime !== null) query.set('exit', String(trade.exitTime));
  return `${quotePath('folder', 'all', trade.symbol, duration)}?${query}`;
}

/** The entry and exit markers a quote link asks for; a missing or malformed time is left out. */
export function tradeMarkers(search: URLSearchParams, texts: { entry: string; exit: string }): ChartMarker[] {
  const markers: ChartMarker[] = [];
  for (const side of ['entry', 'exit'] as const) {
    const raw = search.get(side);
    const ts = raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isFinite(ts)) markers.push({ ts, text: texts[side], id: `trade-${side}` });
  }
  return markers;
}
