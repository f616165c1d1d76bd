/**
 * The floor the chart's first paint is compared with (a bench page, not part of the app): the tab's kept answer of
 * a series drawn with the app's own series, panes and data preparation on lightweight-charts, and nothing else: no
 * React, no MUI, no sign-in, no connection. `chartSpeed.ts` bundles it and serves it beside the app; the page's
 * address names the series (`?series=AAPL:1d`), and `window.__floorPainted` answers when it painted, and when its
 * code started and the chart had its candles.
 */
import { riseFallPalette } from '@signaldesk/chart-render';
// Not through the contract's index, which would bring zod and its schemas into a page that checks nothing.
import { unpackCandles } from '@signaldesk/contract/candleRows';
import { timeZoneOf } from '@signaldesk/market-data/sessions';
import { createChart } from 'lightweight-charts';
import { createChartSeries } from '../src/features/chart/createChartSeries.js';
import { createLastCharts } from '../src/features/chart/lastCharts.js';
import { setChartData } from '../src/features/chart/setChartData.js';

/** From navigation start: the page's code started, the chart was created and given its candles, and it painted. */
interface FloorSteps {
  scriptMs: number;
  drawnMs: number;
  paintMs: number;
}

declare global {
  interface Window {
    __floorPainted: Promise<FloorSteps>;
  }
}

function draw(): Promise<FloorSteps> {
  const scriptMs = performance.now();
  const series = new URLSearchParams(location.search).get('series') ?? '';
  const kept = createLastCharts(sessionStorage).recall(series);
  if (!kept) return Promise.reject(new Error(`no kept answer of ${series} in this tab`));
  const element = document.getElementById('chart')!;
  const api = createChart(element, { layout: { attributionLogo: false }, timeScale: { rightOffset: 4 } });
  const set = createChartSeries(api, { sine: true, chord: true, kd: true, volume: true });
  setChartData(set, unpackCandles(kept.ohlcs), timeZoneOf(series.split(':')[0] ?? ''), riseFallPalette('greenUp'));
  api.timeScale().fitContent();
  const drawnMs = performance.now();
  // The chart draws on its next frame; the frame after that has been painted, as the app's probe counts.
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve({ scriptMs, drawnMs, paintMs: performance.now() }))));
}

window.__floorPainted = draw();
