import { type RiseFallColours, riseFallColoursFor } from '@signaldesk/contract';
import { renderChart } from '@signaldesk/chart-render/png';
import { timeZoneOf } from '@signaldesk/market-data/sessions';
import type { RenderPng } from './localServer.js';

/**
 * Chart pictures drawn by the product's own renderer (packages/chart-render), with every pane the quote screen
 * shows by default, the exchange's clock on the time axis and the trader's rise/fall colours: their choice in the
 * web app when the session knows it, else the convention of the language asked.
 */
export function productChartPicture(riseFall: () => RiseFallColours | null): RenderPng {
  return (picture) =>
    renderChart({
      candles: picture.series,
      width: picture.width,
      height: picture.height,
      language: picture.language,
      riseFall: riseFallColoursFor(riseFall(), picture.language),
      title: `${picture.symbol} · ${picture.duration}`,
      timeZone: timeZoneOf(picture.symbol),
    });
}
