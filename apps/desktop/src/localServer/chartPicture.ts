import { symbolPicture } from '@signaldesk/chart-render';
import { renderChart } from '@signaldesk/chart-render/png';
import type { RiseFallColours } from '@signaldesk/contract';
import type { RenderPng } from './localServer.js';

/**
 * Chart pictures drawn by the product's own renderer (packages/chart-render), as alert messages carry them, in the
 * trader's rise/fall colours: their choice in the web app when the session knows it, else the convention of the
 * language asked.
 */
export function productChartPicture(riseFall: () => RiseFallColours | null): RenderPng {
  return (picture) => renderChart(symbolPicture({ ...picture, candles: picture.series, riseFall: riseFall() }));
}
