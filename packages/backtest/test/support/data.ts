import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Region } from '@signaldesk/contract';
import type { Candle } from '@signaldesk/indicators';
import { candlesFromCsv } from '@signaldesk/market-data';
import { lotSizeOf } from '../../src/index.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shared real-market data, read in place; absent in a fresh clone, where its tests skip. */
export const DATA_DIR = resolve(repoRoot, '../shared/data');
export const hasData = existsSync(DATA_DIR);

export interface RealSymbol {
  symbol: string;
  market: Region;
  lot: number;
  candles: Candle[];
}

/** Daily files of one folder, first `limit` in name order; the symbol is the file name (crypto: the pair). */
export function realSymbols(folder: string, market: Region, limit: number): RealSymbol[] {
  const dir = join(DATA_DIR, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .sort()
    .slice(0, limit)
    .map((f) => {
      const symbol = f.replace(/\.csv$/, '').replace(/_data$/, '').replace(/^binance_(\w+)USDT_1d$/, '$1-USD');
      return { symbol, market, lot: lotSizeOf(symbol, market), candles: candlesFromCsv(readFileSync(join(dir, f), 'utf8')).candles };
    })
    .filter((s) => s.candles.length > 0);
}

/** 50 daily series: US, Hong Kong and A-shares (ChiNext and STAR among them), and crypto. */
export function fiftySymbols(): RealSymbol[] {
  const cn = readdirSync(join(DATA_DIR, 'cn_csi300_daily')).filter((f) => f.endsWith('.csv'));
  const boards = cn.filter((f) => f.startsWith('300') || f.startsWith('688')).slice(0, 5);
  const picked = realSymbols('cn_csi300_daily', 'CN', 300).filter((s) => boards.includes(`${s.symbol}.csv`));
  return [
    ...realSymbols('us_sp500_5yr_daily', 'US', 15),
    ...realSymbols('hk_hsi_daily', 'HK', 12),
    ...realSymbols('cn_csi300_daily', 'CN', 10),
    ...picked,
    ...realSymbols('crypto_daily', 'USD', 8),
  ].slice(0, 50);
}
