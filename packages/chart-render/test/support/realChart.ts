import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChartCandle } from '@signaldesk/contract';
import { compute, rowAt, seriesFromCandles } from '@signaldesk/indicators';
import { candlesFromCsv } from '@signaldesk/market-data';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shared real-market data, read in place; absent in a fresh clone, where the picture tests skip. */
export const DATA_DIR = resolve(repoRoot, '../shared/data');
export const hasData = existsSync(DATA_DIR);

/** Apple's daily bars 2013-2018: the last `count` as chart candles, analysed over the whole series so nothing is still warming up. */
export function appleCandles(count: number): ChartCandle[] {
  const bars = candlesFromCsv(readFileSync(join(DATA_DIR, 'us_sp500_5yr_daily/AAPL_data.csv'), 'utf8')).candles;
  const analysis = compute(seriesFromCandles(bars));
  return bars.slice(-count).map((bar, i) => ({ ...bar, ...rowAt(analysis, bars.length - count + i) }));
}
