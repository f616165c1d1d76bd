import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { candlesFromCsv } from '@signaldesk/market-data';
import { type Series, seriesFromCandles } from '../../src/series';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shared real-market data, read in place; absent in a fresh clone, where its tests skip. */
export const DATA_DIR = resolve(repoRoot, '../shared/data');
export const hasData = existsSync(DATA_DIR);

export interface RealSeries {
  name: string;
  series: Series;
}

/** The first `limit` CSV files of a data folder, parsed (bad rows skipped as the loader reports them). */
export function loadFolder(folder: string, limit = Number.POSITIVE_INFINITY): RealSeries[] {
  const dir = join(DATA_DIR, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .sort()
    .slice(0, limit)
    .map((f) => ({ name: `${folder}/${f}`, series: seriesFromCandles(candlesFromCsv(readFileSync(join(dir, f), 'utf8')).candles) }))
    .filter((r) => r.series.close.length > 0);
}

/** Daily series from three markets, a spread of the shared data. */
export function dailySample(perFolder: number): RealSeries[] {
  return ['us_sp500_5yr_daily', 'hk_hsi_daily', 'cn_csi300_daily', 'crypto_daily'].flatMap((f) => loadFolder(f, perFolder));
}
