import { describe, expect, it } from 'vitest';
import { ordinal } from './ordinal.js';

describe('ordinal', () => {
  it('writes Chinese numerals the way legal texts number articles', () => {
    expect([1, 5, 10, 11, 19, 20, 24].map((n) => ordinal(n, 'zh'))).toEqual([
      '一',
      '五',
      '十',
      '十一',
      '十九',
      '二十',
      '二十四',
    ]);
  });

  it('keeps digits in English', () => {
    expect(ordinal(24, 'en')).toBe('24');
  });
});
