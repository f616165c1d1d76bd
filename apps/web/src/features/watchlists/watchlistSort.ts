import type { WatchlistItem, WatchlistRow } from '@signaldesk/contract';
import type { Section } from './watchlistSections.js';

/** What a header click sorts by: the symbol, its name, or a column by its place in the list's columns. */
export type SortKey = 'symbol' | 'name' | number;

export interface ViewSort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export type SortValue = number | string | null;

/** A header's clicks go ascending, descending, then back to the trader's own order. */
export function nextSort(current: ViewSort | null, key: SortKey): ViewSort | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/**
 * A cell's value as sorting compares it: a number, a date (yyyyMMdd compares as text), and a day range by its
 * width against its low, how far the symbol swung today, which is what a trader sorting the range looks for.
 */
export function sortValue(value: WatchlistRow['values'][number] | undefined): SortValue {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    const [low, high] = value;
    return low > 0 ? (high - low) / low : null;
  }
  return typeof value === 'number' && !Number.isFinite(value) ? null : value;
}

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * Each section's symbols in the view's order, the sections themselves staying where the trader put them. Symbols
 * without a value go last either way, as TradingView leaves them; ties keep the trader's order.
 */
export function sortSections(sections: readonly Section[], sort: ViewSort | null, readingOf: (item: WatchlistItem, key: SortKey) => SortValue): Section[] {
  if (!sort) return [...sections];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return sections.map((section) => ({
    ...section,
    items: section.items
      .map((item) => ({ item, value: readingOf(item, sort.key) }))
      .sort((a, b) => {
        if (a.value === null || b.value === null) return (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0);
        return sign * compare(a.value, b.value);
      })
      .map(({ item }) => item),
  }));
}
