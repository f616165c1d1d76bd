import { describe, expect, it } from 'vitest';
import { formatRankValue, minCapText, parseMinCap } from './formatRankValue.js';

describe('ranking route and values', () => {
  it('reads a minimum cap only from a plain number', () => {
    expect(parseMinCap('300')).toBe(300);
    expect(parseMinCap('12.5')).toBe(12.5);
    expect(parseMinCap('0')).toBe(0);
    for (const bad of [undefined, '', 'lots', '-5', '1e3', '300abc', '2000000']) expect(parseMinCap(bad)).toBeNull();
  });

  it('prints each measure in its unit', () => {
    expect(formatRankValue('gainers', 4, 'en')).toBe('+4.00%');
    expect(formatRankValue('losers', -1.5, 'en')).toBe('-1.50%');
    expect(formatRankValue('trend', 35.04, 'en')).toBe('35.0°');
    expect(formatRankValue('active', 8e8, 'en')).toBe('800M');
    expect(formatRankValue('active', 8e8, 'zh')).toBe('8亿');
    expect(formatRankValue('gainers', 1234.5, 'zh')).toBe('+1,234.50%');
  });

  it('says the minimum cap in billions in English and in 亿 in Chinese', () => {
    expect(minCapText(300, 'en')).toBe('$30 billion');
    expect(minCapText(12.5, 'en')).toBe('$1.3 billion');
    expect(minCapText(300, 'zh')).toBe('300亿美元');
  });
});
