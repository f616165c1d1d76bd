import type { ChartCandle } from '@signaldesk/contract';
import { compute, rowAt, seriesFromCandles } from '@signaldesk/indicators';
import { appleCandles, hasData } from './realChart.js';

/** A seeded random walk of 400 days, analysed like a real series, for a clone without the shared data. */
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

/** The last `count` daily bars of Apple where the shared data is, else the random walk: a full picture either way. */
export function sampleCandles(count: number): ChartCandle[] {
  return hasData ? appleCandles(count) : walkCandles(count);
}

export const sampleSeries = hasData ? 'us_sp500_5yr_daily/AAPL' : 'seeded random walk';
