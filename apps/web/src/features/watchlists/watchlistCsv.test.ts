import type { WatchlistItem } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { watchlistCsv } from './watchlistCsv.js';

const items: WatchlistItem[] = [
  { symbol: 'AAPL', section: '', name: 'Apple Inc.', cnname: '苹果', region: 'US' },
  { symbol: '0700.HK', section: 'Asia, big', name: 'Tencent "Holdings"', cnname: '腾讯控股', region: 'HK' },
  { symbol: 'BTC-USD', section: 'Asia, big', name: 'Bitcoin USD', cnname: '', region: 'USD' },
];

describe('the exported CSV', () => {
  it('has symbol, section and name in the list order, quoting what a spreadsheet would split', () => {
    expect(watchlistCsv(items, 'en')).toBe(
      ['symbol,section,name', 'AAPL,,Apple Inc.', '0700.HK,"Asia, big","Tencent ""Holdings"""', 'BTC-USD,"Asia, big",Bitcoin USD'].join('\r\n'),
    );
  });

  it('names the symbols in Chinese for a Chinese reader, in English where there is no Chinese name', () => {
    expect(watchlistCsv(items, 'zh').split('\r\n')).toEqual(['symbol,section,name', 'AAPL,,苹果', '0700.HK,"Asia, big",腾讯控股', 'BTC-USD,"Asia, big",Bitcoin USD']);
  });

  it('is the header alone for an empty list', () => {
    expect(watchlistCsv([], 'en')).toBe('symbol,section,name');
  });
});
