import { describe, expect, it } from 'vitest';
import { tradeMarkers, tradeQuoteLink } from './tradeLink.js';

const texts = { entry: 'Entry', exit: 'Exit' };

describe('a trade opened on the quote chart', () => {
  it('links to its symbol on the run’s candles with the entry and exit times', () => {
    expect(tradeQuoteLink({ symbol: 'AAPL', entryTime: 1_700_000_000, exitTime: 1_700_500_000 }, '1d')).toBe(
      '/apps/quote/folder/all/AAPL/1d?entry=1700000000&exit=1700500000',
    );
    expect(tradeQuoteLink({ symbol: '0700.HK', entryTime: 1_700_000_000, exitTime: null }, '1h')).toBe('/apps/quote/folder/all/0700.HK/1h?entry=1700000000');
    expect(tradeQuoteLink({ symbol: 'EURUSD=X', entryTime: 1, exitTime: 2 }, '1d')).toBe('/apps/quote/folder/all/EURUSD%3DX/1d?entry=1&exit=2');
  });

  it('gives the chart an entry and an exit marker read back from the link', () => {
    const link = tradeQuoteLink({ symbol: 'AAPL', entryTime: 1_700_000_000, exitTime: 1_700_500_000 }, '1d');
    expect(tradeMarkers(new URLSearchParams(link.split('?')[1]), texts)).toEqual([
      { ts: 1_700_000_000, text: 'Entry', id: 'trade-entry' },
      { ts: 1_700_500_000, text: 'Exit', id: 'trade-exit' },
    ]);
  });

  it('marks nothing for a missing or malformed time', () => {
    expect(tradeMarkers(new URLSearchParams(''), texts)).toEqual([]);
    expect(tradeMarkers(new URLSearchParams('entry=abc&exit=-5'), texts)).toEqual([]);
    expect(tradeMarkers(new URLSearchParams('entry=1e9&exit=1700000000'), texts)).toEqual([{ ts: 1_700_000_000, text: 'Exit', id: 'trade-exit' }]);
  });
});
