import type { CandleRows } from '@signaldesk/contract';

/** Enough to go back and forth between a few symbols and durations; one daily answer is tens of KB. */
const KEPT = 4;
const ORDER_KEY = 'chart.last';
const keyOf = (series: string) => `chart.last:${series}`;

/**
 * The name a kept answer is drawn under. Not the live series' own: the live answer, which may have moved on by a bar
 * or more, is then drawn as a new series is, whole and fitted to the pane, never merged into the kept one.
 */
export const keptSeries = (series: string) => `${series}#kept`;

/** A chart answer as the server sent it (candles packed as rows), with its note when it had one. */
export interface KeptChart {
  ohlcs: CandleRows;
  msg?: string;
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
    has(series: string): boolean {
      try {
        return storage.getItem(keyOf(series)) !== null;
      } catch {
        return false;
      }
    },
    recall(series: string): KeptChart | null {
      try {
        const kept = storage.getItem(keyOf(series));
        return kept ? (JSON.parse(kept) as KeptChart) : null;
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
