import { type ChartCandle, type Duration, type Language, type RiseFallColours, riseFallColoursFor } from '@signaldesk/contract';
import { timeZoneOf } from '@signaldesk/market-data/sessions';
import type { ChartPicture } from './drawChart.js';

/** One symbol's chart as the product draws it wherever the picture goes: the local chart server, alert messages. */
export interface SymbolPictureRequest {
  symbol: string;
  duration: Duration;
  language: Language;
  /** The trader's choice, or null to take the convention of the picture's language. */
  riseFall: RiseFallColours | null;
  /** Oldest first, with the catalogue fields. */
  candles: ChartCandle[];
  width: number;
  height: number;
}

/**
 * The picture of a symbol's chart with every pane the quote screen shows by default, titled with the symbol and
 * duration, on the exchange's clock and in the trader's rise/fall colours.
 */
export function symbolPicture(request: SymbolPictureRequest): ChartPicture {
  return {
    candles: request.candles,
    width: request.width,
    height: request.height,
    language: request.language,
    riseFall: riseFallColoursFor(request.riseFall, request.language),
    symbol: request.symbol,
    title: `${request.symbol} · ${request.duration}`,
    timeZone: timeZoneOf(request.symbol),
  };
}
