import { type ChartCandle, DURATION_NAMES, type Duration, type Language, type RiseFallColours, riseFallColoursFor } from '@signaldesk/contract';
import { timeZoneOf } from '@signaldesk/market-data/sessions';
import { findSymbol } from '@signaldesk/market-data/universe';
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
 * A picture's title as the quote screen names the chart: the symbol, the stock's name in the picture's language (the
 * universe's, so 600519.SS reads 贵州茅台 or Kweichow Moutai) and the duration in words. A symbol outside the
 * universe goes by its symbol alone.
 */
export function pictureTitle(symbol: string, duration: Duration, language: Language): string {
  const info = findSymbol(symbol);
  const name = language === 'zh' ? info?.cnname : info?.name;
  const named = name && name !== symbol ? `${symbol} ${name}` : symbol;
  return `${named} · ${DURATION_NAMES[language][duration]}`;
}

/**
 * The picture of a symbol's chart with every pane the quote screen shows by default, titled with the symbol, its
 * name and duration, on the exchange's clock and in the trader's rise/fall colours.
 */
export function symbolPicture(request: SymbolPictureRequest): ChartPicture {
  return {
    candles: request.candles,
    width: request.width,
    height: request.height,
    language: request.language,
    riseFall: riseFallColoursFor(request.riseFall, request.language),
    symbol: request.symbol,
    title: pictureTitle(request.symbol, request.duration, request.language),
    timeZone: timeZoneOf(request.symbol),
  };
}
