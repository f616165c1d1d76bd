import { describe, expect, it } from 'vitest';
import { showsOptionGrid } from './showsOptionGrid.js';

describe('showsOptionGrid', () => {
  it('shows for US stocks, funds and option contracts', () => {
    expect(showsOptionGrid('AAPL')).toBe(true);
    expect(showsOptionGrid('SPY')).toBe(true);
    expect(showsOptionGrid('AAPL260116C00150000')).toBe(true);
  });

  it('hides for A-shares, Hong Kong shares and indices', () => {
    for (const symbol of ['600519.SS', '000001.SZ', '0700.HK', '0700.hk', '^GSPC', '^HSI']) expect(showsOptionGrid(symbol), symbol).toBe(false);
  });

  it('hides when no symbol is set', () => {
    expect(showsOptionGrid(undefined)).toBe(false);
    expect(showsOptionGrid('')).toBe(false);
  });
});
