import { SECTORS, SYMBOL_TYPES } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { findSymbol, SYMBOLS } from '../../src/universe/index.js';

describe('universe sectors', () => {
  it('files every stock under one of the GICS sectors', () => {
    const stocks = SYMBOLS.filter((info) => info.type === SYMBOL_TYPES.stock);
    expect(stocks.length).toBeGreaterThan(900);
    const unfiled = stocks.filter((info) => !info.sector || !SECTORS.includes(info.sector)).map((info) => info.symbol);
    expect(unfiled).toEqual([]);
  });

  it('gives indices, funds, crypto, futures and forex no sector', () => {
    const others = SYMBOLS.filter((info) => info.type !== SYMBOL_TYPES.stock);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((info) => info.sector !== undefined).map((info) => info.symbol)).toEqual([]);
  });

  it('uses every sector in each stock market', () => {
    for (const region of ['US', 'HK', 'CN'] as const) {
      const used = new Set(SYMBOLS.filter((info) => info.region === region).map((info) => info.sector));
      expect(SECTORS.filter((sector) => !used.has(sector)), region).toEqual([]);
    }
  });

  it.each([
    ['AAPL', 'tech'],
    ['JPM', 'financials'],
    ['XOM', 'energy'],
    ['0700.HK', 'communication'],
    ['0005.HK', 'financials'],
    ['600519.SS', 'consumer-staples'],
    ['300750.SZ', 'industrials'],
  ])('files %s under %s', (symbol, sector) => {
    expect(findSymbol(symbol)?.sector).toBe(sector);
  });
});
