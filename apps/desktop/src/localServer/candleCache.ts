import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChartCandle, Duration } from '@signaldesk/contract';

export interface CachedSeries {
  symbol: string;
  duration: Duration;
  candles: ChartCandle[];
  demo: boolean;
  /** When the product answered these candles, epoch seconds. */
  fetchedAt: number;
}

/**
 * The last answer of each series, in memory for the warm panel and on disk under the assistant's data folder, so
 * the local server still answers, and says how old its data is, when the product cannot be reached.
 */
export function candleCache(folder: string) {
  const memory = new Map<string, CachedSeries>();
  // Symbols are checked against the contract's pattern ([A-Z0-9^.=_-]), so they make safe file names once dots are kept from leading.
  const fileOf = (symbol: string, duration: Duration) => join(folder, `${symbol.replace(/^\./, '_')}@${duration}.json`);

  return {
    async read(symbol: string, duration: Duration): Promise<CachedSeries | undefined> {
      const key = `${symbol}@${duration}`;
      const known = memory.get(key);
      if (known) return known;
      try {
        const stored = JSON.parse(await readFile(fileOf(symbol, duration), 'utf8')) as CachedSeries;
        memory.set(key, stored);
        return stored;
      } catch {
        return undefined;
      }
    },
    async write(series: CachedSeries): Promise<void> {
      memory.set(`${series.symbol}@${series.duration}`, series);
      await mkdir(folder, { recursive: true });
      const file = fileOf(series.symbol, series.duration);
      // Written aside and renamed, so a crash mid-write never leaves a half file for the next offline start.
      await writeFile(`${file}.tmp`, JSON.stringify(series));
      await rename(`${file}.tmp`, file);
    },
  };
}

export type CandleCache = ReturnType<typeof candleCache>;
