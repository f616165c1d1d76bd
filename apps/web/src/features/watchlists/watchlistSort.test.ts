import type { WatchlistItem } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { sectionsOf } from './watchlistSections.js';
import { nextSort, type SortKey, type SortValue, sortSections, sortValue } from './watchlistSort.js';

const item = (symbol: string, section = ''): WatchlistItem => ({ symbol, section, name: `${symbol} Inc`, cnname: '', region: 'US' });

const sections = sectionsOf({
  sections: ['Chips'],
  items: [item('AAPL'), item('MSFT'), item('GOOG'), item('NVDA', 'Chips'), item('AMD', 'Chips'), item('INTC', 'Chips')],
});
const change: Record<string, SortValue> = { AAPL: 1.5, MSFT: null, GOOG: -2, NVDA: 4, AMD: -1, INTC: 4 };
const readingOf = (entry: WatchlistItem, key: SortKey): SortValue => (key === 'symbol' ? entry.symbol : (change[entry.symbol] ?? null));
const layout = (arranged: ReturnType<typeof sectionsOf>) => arranged.map((section) => section.items.map((entry) => entry.symbol).join(','));

describe('a header click', () => {
  it('sorts ascending, then descending, then gives the trader their order back', () => {
    const asc = nextSort(null, 0);
    expect(asc).toEqual({ key: 0, direction: 'asc' });
    const desc = nextSort(asc, 0);
    expect(desc).toEqual({ key: 0, direction: 'desc' });
    expect(nextSort(desc, 0)).toBeNull();
    expect(nextSort(desc, 'symbol')).toEqual({ key: 'symbol', direction: 'asc' });
  });
});

describe('the view sort', () => {
  it('sorts within each section, the sections staying in place', () => {
    expect(layout(sortSections(sections, { key: 0, direction: 'asc' }, readingOf))).toEqual(['GOOG,AAPL,MSFT', 'AMD,NVDA,INTC']);
    expect(layout(sortSections(sections, { key: 'symbol', direction: 'desc' }, readingOf))).toEqual(['MSFT,GOOG,AAPL', 'NVDA,INTC,AMD']);
  });

  it('puts a symbol without a value last in either direction, and keeps the trader order between ties', () => {
    expect(layout(sortSections(sections, { key: 0, direction: 'desc' }, readingOf))).toEqual(['AAPL,GOOG,MSFT', 'NVDA,INTC,AMD']);
  });

  it('is the trader order when there is none', () => {
    expect(layout(sortSections(sections, null, readingOf))).toEqual(['AAPL,MSFT,GOOG', 'NVDA,AMD,INTC']);
  });
});

describe('a cell as sorting reads it', () => {
  it('takes numbers and dates as they are, a day range by its width against its low, and nothing as nothing', () => {
    expect(sortValue(12.5)).toBe(12.5);
    expect(sortValue('20261105')).toBe('20261105');
    expect(sortValue([100, 104])).toBeCloseTo(0.04);
    expect(sortValue([0, 0])).toBeNull();
    expect(sortValue(null)).toBeNull();
    expect(sortValue(undefined)).toBeNull();
    expect(sortValue(Number.NaN)).toBeNull();
  });
});
