import { describe, expect, it } from 'vitest';
import { createProvider, isProviderName } from '../../src/providers/index.js';

describe('createProvider', () => {
  it('builds each live source by name', () => {
    expect(createProvider('yahoo', { baseUrl: 'http://127.0.0.1:9' }).name).toBe('yahoo');
    expect(createProvider('ccxt', { exchangeId: 'kraken', usdQuote: 'USD' }).name).toBe('ccxt:kraken');
  });

  it('tells a known name from a stray environment value', () => {
    expect(isProviderName('yahoo')).toBe(true);
    expect(isProviderName('ccxt')).toBe(true);
    expect(isProviderName('demo')).toBe(false);
    expect(isProviderName('toString')).toBe(false);
  });
});
