import { describe, expect, it } from 'vitest';
import { chartOfPath } from './chartOfPath.js';

describe('the chart of a page address', () => {
  it('reads the symbol and duration of a chart page, 1d when none is named', () => {
    expect(chartOfPath('/apps/quote/folder/all/AAPL/1wk')).toEqual({ symbol: 'AAPL', duration: '1wk' });
    expect(chartOfPath('/apps/quote/fav/default/brk.b')).toEqual({ symbol: 'BRK.B', duration: '1d' });
    expect(chartOfPath('/apps/quote/label/x/%5EGSPC/1h')).toEqual({ symbol: '^GSPC', duration: '1h' });
  });

  it('finds none on a list without a symbol, an unknown duration or another page', () => {
    expect(chartOfPath('/apps/quote/folder/all')).toBeNull();
    expect(chartOfPath('/apps/quote/folder/all/AAPL/2d')).toBeNull();
    expect(chartOfPath('/apps/screener/folder/all/AAPL/1d')).toBeNull();
    expect(chartOfPath('/apps/quote/folder/all/%E0%A4%A/1d')).toBeNull();
  });
});
