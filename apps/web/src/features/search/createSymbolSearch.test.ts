import { SYMBOLS } from '@signaldesk/market-data/universe';
import { describe, expect, it } from 'vitest';
import { createSymbolSearch } from './createSymbolSearch.js';

const search = createSymbolSearch(SYMBOLS);
const symbols = (text: string) => search(text).map((info) => info.symbol);

describe('createSymbolSearch', () => {
  it('finds a stock by its Chinese name, whole or in part', () => {
    expect(symbols('苹果')[0]).toBe('AAPL');
    expect(symbols('茅台')).toContain('600519.SS');
  });

  it('finds a stock by its English name or ticker, the ticker weighted first', () => {
    expect(symbols('apple')[0]).toBe('AAPL');
    expect(symbols('aapl')[0]).toBe('AAPL');
    expect(symbols('msft')[0]).toBe('MSFT');
    expect(symbols('0700')[0]).toBe('0700.HK');
  });

  it('puts the ticker typed whole or begun, then names begun, ahead of fuzzy matches', () => {
    expect(symbols('appl')[0]).toBe('AAPL');
    expect(symbols('msft')[0]).toBe('MSFT');
    expect(symbols('MSFT')[0]).toBe('MSFT');
    expect(symbols('app')[0]).toBe('APP');
    expect(symbols('goog').slice(0, 2)).toEqual(['GOOG', 'GOOGL']);
    expect(symbols('0700')[0]).toBe('0700.HK');
    expect(symbols('贵州茅台')[0]).toBe('600519.SS');
  });

  it('puts the symbol first that the text spells as traders write it, where MiniSearch finds nothing like it', () => {
    const spellings: Record<string, string> = {
      '600519': '600519.SS',
      SH600519: '600519.SS',
      '600519.SH': '600519.SS',
      sz000001: '000001.SZ',
      hk00700: '0700.HK',
      '700.HK': '0700.HK',
      'brk.b': 'BRK-B',
      btc: 'BTC-USD',
      'btc/usdt': 'BTC-USD',
      'EUR/USD': 'EURUSD=X',
      XAUUSD: 'GC=F',
    };
    for (const [typed, symbol] of Object.entries(spellings)) expect(symbols(typed)[0], typed).toBe(symbol);
    expect(symbols('000001').slice(0, 2)).toEqual(['000001.SZ', '000001.SS']);
  });

  it('matches prefixes while the trader is still typing', () => {
    expect(symbols('micros')).toContain('MSFT');
    expect(symbols('nvi')).toContain('NVDA');
  });

  it('tolerates a typo', () => {
    expect(symbols('aple')).toContain('AAPL');
    expect(symbols('mircosoft')).toContain('MSFT');
  });

  it('answers at most 10 stocks', () => {
    expect(search('a')).toHaveLength(10);
    expect(search('银行').length).toBeLessThanOrEqual(10);
  });

  it('finds nothing for blank text or text no stock carries', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
    expect(search('qqxqzz')).toEqual([]);
  });
});
