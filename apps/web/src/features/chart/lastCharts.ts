import type { CandleRows } from '@signaldesk/contract';

/** Enough to go back and forth between a few symbols and durations; a 400-candle answer is about 340 KB of JSON. */
const KEPT = 4;
const ORDER_KEY = 'chart.last';
const keyOf = (series: string) => `chart.last:${series}`;

/** A chart answer as the server sent it (candles packed as rows), with its note when it had one. */
export interface KeptChart {
  ohlcs: CandleRows;
  msg?: string;
}

function isKeptChart(value: unknown): value is KeptChart {
  const ohlcs = (value as { ohlcs?: { fields?: unknown; rows?: unknown } } | null)?.ohlcs;
  return Array.isArray(ohlcs?.fields) && Array.isArray(ohlcs.rows) && ohlcs.rows.length > 0;
}

/**
 * The last whole chart answers of this tab, newest first, so a reload or a series seen a moment ago draws at once
 * while its live answer is on the way; the live answer then replaces it. They live in the tab's sessionStorage,
 * gone with the tab and when the session ends; storage that is full or refused only loses the head start.
 */
export function createLastCharts(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const order = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(ORDER_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((series): series is string => typeof series === 'string') : [];
    } catch {
      return [];
    }
  };
  const forget = (series: readonly string[]) => {
    for (const one of series) storage.removeItem(keyOf(one));
  };
  return {
    recall(series: string): KeptChart | null {
      try {
        const kept: unknown = JSON.parse(storage.getItem(keyOf(series)) ?? 'null');
        return isKeptChart(kept) ? kept : null;
      } catch {
        return null;
      }
    },
    keep(series: string, chart: KeptChart): void {
      const next = [series, ...order().filter((one) => one !== series)];
      try {
        storage.setItem(keyOf(series), JSON.stringify(chart));
        storage.setItem(ORDER_KEY, JSON.stringify(next.slice(0, KEPT)));
        forget(next.slice(KEPT));
      } catch {
        forget(next);
        storage.removeItem(ORDER_KEY);
      }
    },
    clear(): void {
      forget(order());
      storage.removeItem(ORDER_KEY);
    },
  };
}
