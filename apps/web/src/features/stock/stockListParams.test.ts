import { describe, expect, it } from 'vitest';
import { chartPath, stockListParams } from './stockListParams.js';

describe('stockListParams', () => {
  it('reads the folder as a region and the filter, in any letter case', () => {
    expect(stockListParams(new URLSearchParams('folder=HK&filter=ETF&q=tencent'), 'US')).toEqual({
      kind: 'list',
      folder: 'hk',
      region: 'HK',
      filter: 'etf',
      text: 'tencent',
    });
    expect(stockListParams(new URLSearchParams(''), 'ALL')).toEqual({ kind: 'list', folder: 'all', region: 'ALL', filter: undefined, text: '' });
  });

  it('shows the region chosen in the top bar until a folder is named', () => {
    expect(stockListParams(new URLSearchParams(''), 'HK')).toMatchObject({ kind: 'list', folder: 'hk', region: 'HK' });
    expect(stockListParams(new URLSearchParams('filter=etf'), 'CN')).toMatchObject({ folder: 'cn', region: 'CN', filter: 'etf' });
    expect(stockListParams(new URLSearchParams('folder=all'), 'HK')).toMatchObject({ folder: 'all', region: 'ALL' });
  });

  it('names an unknown folder and ignores an unknown filter', () => {
    expect(stockListParams(new URLSearchParams('folder=mars'), 'ALL')).toEqual({ kind: 'unknownFolder', folder: 'mars' });
    expect(stockListParams(new URLSearchParams('filter=bonds'), 'ALL')).toMatchObject({ kind: 'list', filter: undefined });
  });

  it('opens a chart in the folder of its region', () => {
    expect(chartPath('HK', '0700.HK')).toBe('/apps/quote/folder/hk/0700.HK');
  });
});
