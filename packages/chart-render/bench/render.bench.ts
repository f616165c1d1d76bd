/**
 * Speed of a chart picture: a 150-candle PNG with every pane on, drawn and encoded, against the cost of only encoding
 * the same canvas with @napi-rs/canvas's own PNG encoder, measured in the same run so that a loaded machine slows both.
 * Prints JSON.
 */
import { performance } from 'node:perf_hooks';
import type { ChartCandle } from '@signaldesk/contract';
import { compute, rowAt, seriesFromCandles } from '@signaldesk/indicators';
import type { ChartPicture } from '../src/drawChart.js';
import { drawChartCanvas, registerChartFont, renderChart } from '../src/png.js';
import { appleCandles, hasData } from '../test/support/realChart.js';

const CANDLES = 150;
const RUNS = 60;
const GOAL_MS = 50;

/** Without the shared data, a seeded random walk of 400 days, analysed like a real series. */
function walkCandles(count: number): ChartCandle[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  let close = 100;
  const bars = Array.from({ length: 400 }, (_, i) => {
    const open = close;
    close = open * (1 + (random() - 0.5) * 0.04);
    return { ts: 1_600_000_000 + i * 86_400, open, high: Math.max(open, close) * 1.01, low: Math.min(open, close) * 0.99, close, volume: 1e6 * (1 + random()) };
  });
  const analysis = compute(seriesFromCandles(bars));
  return bars.slice(-count).map((bar, i) => ({ ...bar, ...rowAt(analysis, bars.length - count + i) }));
}

async function timed(run: () => unknown): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Number(times[Math.min(times.length - 1, Math.floor(times.length * share))]!.toFixed(2));
  return { median: at(0.5), p95: at(0.95) };
}

const picture: ChartPicture = {
  candles: hasData ? appleCandles(CANDLES) : walkCandles(CANDLES),
  width: 800,
  height: 600,
  language: 'zh',
  riseFall: 'redUp',
  title: 'AAPL 苹果 · 日线',
  switches: { sine: true, chord: true, kd: true, volume: true, trendline: true },
};

registerChartFont();
for (let i = 0; i < 5; i++) await renderChart(picture);
const canvas = drawChartCanvas(picture);
const png = await timed(() => renderChart(picture));
const draw = await timed(() => drawChartCanvas(picture));
const encode = await timed(() => canvas.encode('png'));
console.log(
  JSON.stringify(
    {
      bench: 'chart picture PNG, every pane on',
      series: hasData ? 'us_sp500_5yr_daily/AAPL' : 'seeded random walk',
      candles: CANDLES,
      size: `${picture.width}x${picture.height}`,
      runs: RUNS,
      pngMs: png,
      goalMs: GOAL_MS,
      withinGoal: png.median < GOAL_MS,
      drawOnlyMs: draw,
      reference: "@napi-rs/canvas's own PNG encoding of the same canvas, without drawing",
      canvasEncodeOnlyMs: encode,
      pngToCanvasEncodeRatio: Number((png.median / encode.median).toFixed(2)),
    },
    null,
    2,
  ),
);
