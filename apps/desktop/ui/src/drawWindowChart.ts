import { CHART_FONT_FAMILY, drawChart, symbolPicture } from '@signaldesk/chart-render';
import type { Language, RiseFallColours } from '@signaldesk/contract';
import { FIRST_CHART_ATTRIBUTE, type WindowChart } from '../../src/window/windowApi.js';

/**
 * Draws the chart on a canvas of the column's CSS size at the screen's pixel density, so lines stay sharp on a
 * high-density display, with the same drawing the chart pictures use.
 */
export function drawWindowChart(canvas: HTMLCanvasElement, chart: WindowChart, size: { width: number; height: number }, language: Language, riseFall: RiseFallColours | null): void {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.floor(size.width);
  const height = Math.floor(size.height);
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const picture = symbolPicture({ symbol: chart.symbol, duration: chart.duration, language, riseFall, candles: chart.series, width, height });
  drawChart(context, { ...picture, fontFamily: CHART_FONT_FAMILY });
  markFirstChart();
}

/** The first drawn chart marks the page, for the start-to-first-chart benchmark and the tests. */
function markFirstChart(): void {
  const root = document.documentElement;
  if (root.hasAttribute(FIRST_CHART_ATTRIBUTE)) return;
  root.setAttribute('data-first-chart-ms', String(Math.round(performance.now())));
  root.setAttribute(FIRST_CHART_ATTRIBUTE, '1');
}
