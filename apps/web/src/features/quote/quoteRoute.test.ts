import { describe, expect, it } from 'vitest';
import { quoteRoute } from './quoteRoute.js';

describe('a quote address', () => {
  it('stays where it names the symbol and duration as the product spells them', () => {
    expect(quoteRoute('folder', 'all', 'AAPL', '1wk')).toEqual({ symbol: 'AAPL', duration: '1wk', moveTo: null });
    expect(quoteRoute('folder', 'all', '^GSPC', '1d')).toEqual({ symbol: '^GSPC', duration: '1d', moveTo: null });
    expect(quoteRoute('fav', 'default', undefined, '1d')).toEqual({ symbol: undefined, duration: '1d', moveTo: null });
  });

  it('moves to the product’s spelling of a symbol written as traders write it', () => {
    const moves: [string, string][] = [
      ['600519', '/apps/quote/folder/cn/600519.SS/1d'],
      ['SH600519', '/apps/quote/folder/cn/600519.SS/1d'],
      ['600519.SH', '/apps/quote/folder/cn/600519.SS/1d'],
      ['sz000001', '/apps/quote/folder/cn/000001.SZ/1d'],
      ['hk00700', '/apps/quote/folder/cn/0700.HK/1d'],
      ['aapl', '/apps/quote/folder/cn/AAPL/1d'],
      ['brk.b', '/apps/quote/folder/cn/BRK-B/1d'],
      ['btc/usdt', '/apps/quote/folder/cn/BTC-USD/1d'],
      ['EUR/USD', '/apps/quote/folder/cn/EURUSD%3DX/1d'],
    ];
    for (const [typed, path] of moves) expect(quoteRoute('folder', 'cn', typed, '1d').moveTo, typed).toBe(path);
    expect(quoteRoute('folder', 'all', 'sh600519', '2d')).toMatchObject({ symbol: '600519.SS', duration: '1d', moveTo: '/apps/quote/folder/all/600519.SS/1d' });
  });

  it('keeps text that cannot be a symbol, for the chart to refuse', () => {
    expect(quoteRoute('folder', 'all', '<img src=x>', '1d')).toEqual({ symbol: '<img src=x>', duration: '1d', moveTo: null });
    expect(quoteRoute('folder', 'all', '../', '1d').moveTo).toBeNull();
  });
});
