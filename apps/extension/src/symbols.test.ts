import { describe, expect, it } from 'vitest';
import { findSymbols, symbolOfAddress } from './symbols.js';

describe('the symbols a page names', () => {
  it('finds cashtags, A-share and Hong Kong codes in the product’s spelling', () => {
    const found = findSymbols('Long $AAPL, $brk.b and $btc; 贵州茅台 600519 (600519.SS, SH600519, 600519.SH), 平安 000001.SZ, SZ000001, 腾讯 0700.HK / 00700.HK');
    expect(found.map((symbol) => [symbol.written, symbol.symbol])).toEqual([
      ['$AAPL', 'AAPL'],
      ['$brk.b', 'BRK-B'],
      ['$btc', 'BTC-USD'],
      ['600519', '600519.SS'],
      ['600519.SS', '600519.SS'],
      ['SH600519', '600519.SS'],
      ['600519.SH', '600519.SS'],
      ['000001.SZ', '000001.SZ'],
      ['SZ000001', '000001.SZ'],
      ['0700.HK', '0700.HK'],
      ['00700.HK', '0700.HK'],
    ]);
  });

  it('leaves prices, dates, numbers inside others and unknown tickers alone', () => {
    expect(findSymbols('$100 on 20231231, order 1234567, 12.600519, 600519abc, $NOSUCHX, a$AAPL')).toEqual([]);
  });

  it('reads the symbol of a quote site’s address', () => {
    expect(symbolOfAddress('https://finance.yahoo.com/quote/AAPL/')).toBe('AAPL');
    expect(symbolOfAddress('https://www.google.com/finance/quote/0700:HKG')).toBe('0700.HK');
    expect(symbolOfAddress('https://finance.yahoo.com/quote/BRK-B/')).toBe('BRK-B');
    expect(symbolOfAddress('https://finance.yahoo.com/quote/%5EGSPC')).toBe('^GSPC');
    expect(symbolOfAddress('https://www.google.com/finance/quote/600519:SHA')).toBe('600519.SS');
    expect(symbolOfAddress('https://www.google.com/finance/quote/BRK.B:NYSE')).toBe('BRK-B');
    expect(symbolOfAddress('https://xueqiu.com/S/SH600519')).toBe('600519.SS');
    expect(symbolOfAddress('https://xueqiu.com/S/00700')).toBe('0700.HK');
    expect(symbolOfAddress('https://quote.eastmoney.com/sz000001.html')).toBe('000001.SZ');
    expect(symbolOfAddress('https://finance.yahoo.com/quote/NOSUCHX')).toBeNull();
    expect(symbolOfAddress('https://finance.yahoo.com/quote/%E0%A4%A')).toBeNull();
    expect(symbolOfAddress('not an address')).toBeNull();
  });
});
