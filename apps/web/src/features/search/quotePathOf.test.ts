import { describe, expect, it } from 'vitest';
import { quotePathOf } from './quotePathOf.js';

describe('quotePathOf', () => {
  it('opens the lower-cased region folder with the symbol', () => {
    expect(quotePathOf({ region: 'US', symbol: 'AAPL' })).toBe('/apps/quote/folder/us/AAPL');
    expect(quotePathOf({ region: 'HK', symbol: '^HSI' })).toBe('/apps/quote/folder/hk/%5EHSI');
    expect(quotePathOf({ region: 'GF', symbol: 'GC=F' })).toBe('/apps/quote/folder/gf/GC%3DF');
  });
});
