import { describe, expect, it } from 'vitest';
import { chartOfPath } from './chartOfPath.js';

describe('the chart of a page address', () => {
  it('reads the symbol and duration of a chart page, 1d when none is named', () => {
    expect(chartOfPath('/apps/quote/folder/all/AAPL/1wk')).toEqual({ symbol: 'AAPL', duration: '1wk' });
    expect(chartOfPath('/apps/quote/fav/default/brk.b')).toEqual({ symbol: 'BRK-B', duration: '1d' });
    expect(chartOfPath('/apps/quote/folder/cn/600519/1h')).toEqual({ symbol: '600519.SS', duration: '1h' });
    expect(chartOfPath('/apps/quote/folder/cn/sh600519')).toEqual({ symbol: '600519.SS', duration: '1d' });
    expect(chartOfPath('/apps/quote/folder/hk/hk00700')).toEqual({ symbol: '0700.HK', duration: '1d' });
    expect(chartOfPath('/apps/quote/label/x/%5EGSPC/1h')).toEqual({ symbol: '^GSPC', duration: '1h' });
  });

  it('finds none on a list without a symbol, an unknown duration or another page', () => {
    expect(chartOfPath('/apps/quote/folder/all')).toBeNull();
    expect(chartOfPath('/apps/quote/folder/all/AAPL/2d')).toBeNull();
    expect(chartOfPath('/apps/screener/folder/all/AAPL/1d')).toBeNull();
    expect(chartOfPath('/apps/quote/folder/all/%E0%A4%A/1d')).toBeNull();
    expect(chartOfPath('/apps/quote/folder/all/%3Cimg%3E/1d')).toBeNull();
    expect(chartOfPath('/apps/quote/folder/all/..%2F/1d')).toBeNull();
  });
});
