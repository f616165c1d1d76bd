import { describe, expect, it } from 'vitest';
import { symbolTerms } from './symbolTerms.js';

describe('symbolTerms', () => {
  it('splits Chinese into characters and keeps other words whole', () => {
    expect(symbolTerms('贵州茅台')).toEqual(['贵', '州', '茅', '台']);
    expect(symbolTerms('Apple Inc.')).toEqual(['Apple', 'Inc']);
    expect(symbolTerms('AAPL苹果')).toEqual(['AAPL', '苹', '果']);
  });

  it('drops the punctuation of symbols', () => {
    expect(symbolTerms('0700.HK')).toEqual(['0700', 'HK']);
    expect(symbolTerms('^HSI')).toEqual(['HSI']);
    expect(symbolTerms('BTC-USD')).toEqual(['BTC', 'USD']);
  });
});
