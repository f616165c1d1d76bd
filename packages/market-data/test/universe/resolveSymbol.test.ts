import { describe, expect, it } from 'vitest';
import { findSymbol, resolveSymbol, SYMBOLS } from '../../src/universe/index.js';

describe('the bundled universe’s resolver', () => {
  it('reads the spellings traders type as the bundled symbols', () => {
    const examples: Record<string, string> = {
      '600519': '600519.SS',
      '600519.SH': '600519.SS',
      '600519.SS': '600519.SS',
      SH600519: '600519.SS',
      sh600519: '600519.SS',
      '000001.SZ': '000001.SZ',
      SZ000001: '000001.SZ',
      '000001': '000001.SZ',
      SH000001: '000001.SS',
      '000300': '000300.SS',
      '00700.HK': '0700.HK',
      '700.HK': '0700.HK',
      '0700': '0700.HK',
      '0700.HK': '0700.HK',
      hk00700: '0700.HK',
      aapl: 'AAPL',
      'brk.b': 'BRK-B',
      'BRK-B': 'BRK-B',
      btc: 'BTC-USD',
      BTCUSDT: 'BTC-USD',
      'BTC-USD': 'BTC-USD',
      'btc/usdt': 'BTC-USD',
      sui: 'SUI20947-USD',
      EURUSD: 'EURUSD=X',
      'EUR/USD': 'EURUSD=X',
      'EURUSD=X': 'EURUSD=X',
      'USD/JPY': 'JPY=X',
      XAUUSD: 'GC=F',
      'GC=F': 'GC=F',
      hsi: '^HSI',
    };
    for (const [typed, symbol] of Object.entries(examples)) {
      expect(resolveSymbol(typed), typed).toBe(symbol);
      expect(findSymbol(typed)?.symbol, typed).toBe(symbol);
    }
  });

  it('finds every bundled symbol by its own spelling, and none by text that is no symbol', () => {
    for (const { symbol } of SYMBOLS) expect(resolveSymbol(symbol.toLowerCase()), symbol).toBe(symbol);
    for (const typed of ['', '../', '贵州茅台', 'AAPL\u0000', 'A'.repeat(100)]) expect(findSymbol(typed), typed).toBeUndefined();
    expect(findSymbol('NOPE.XX')).toBeUndefined();
  });
});
