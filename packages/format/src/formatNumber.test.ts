import { describe, expect, it } from 'vitest';
import { formatCap, formatFixed, formatPercent, formatPrice, formatVolume, priceDigits } from './formatNumber.js';

describe('formatPrice', () => {
  it('groups thousands and keeps cents from 1 up, in both languages', () => {
    expect(formatPrice(52334.51, 'en')).toBe('52,334.51');
    expect(formatPrice(52334.51, 'zh')).toBe('52,334.51');
    expect(formatPrice(752.4, 'en')).toBe('752.40');
    expect(formatPrice(5.6, 'zh')).toBe('5.60');
  });

  it('keeps four significant digits below 1, up to 8 decimals', () => {
    expect(formatPrice(0.0123456, 'en')).toBe('0.01235');
    expect(formatPrice(0.5, 'zh')).toBe('0.5000');
    expect(formatPrice(0.0000123456, 'en')).toBe('0.00001235');
    expect(formatPrice(-0.25, 'en')).toBe('-0.2500');
  });

  it('quotes a currency pair to the pip and beyond, whatever its size', () => {
    expect(formatPrice(1.16274, 'en', 0, 'EURUSD=X')).toBe('1.1627');
    expect(formatPrice(7.8062, 'zh', 0, 'HKD=X')).toBe('7.8062');
    expect(formatPrice(155.3721, 'en', 0, 'JPY=X')).toBe('155.372');
    expect(priceDigits(1.16, 'GBPUSD=X')).toBe(4);
    expect(priceDigits(1.16, 'F')).toBe(2);
  });

  it('gives a line at least the decimals of its candles', () => {
    expect(formatPrice(752.4, 'en', priceDigits(0.75))).toBe('752.4000');
    expect(formatPrice(0.0123456, 'en', priceDigits(52334.51))).toBe('0.01235');
  });
});

describe('formatVolume', () => {
  it('is compact in the language’s own units', () => {
    expect(formatVolume(1_234_567, 'en')).toBe('1.23M');
    expect(formatVolume(1_234_567, 'zh')).toBe('123.46万');
    expect(formatVolume(123_000_000, 'zh')).toBe('1.23亿');
    expect(formatVolume(950, 'en')).toBe('950');
  });
});

describe('formatCap', () => {
  it('says billions in English and 亿 in Chinese', () => {
    expect(formatCap(3e10, 'en')).toBe('$30B');
    expect(formatCap(3e10, 'en', 'long')).toBe('$30 billion');
    expect(formatCap(3.8e12, 'en')).toBe('$3.8T');
    expect(formatCap(3e10, 'zh')).toBe('300亿美元');
    expect(formatCap(3e10, 'zh', 'long')).toBe('300亿美元');
    expect(formatCap(3.8e12, 'zh')).toBe('3.8万亿美元');
  });
});

describe('formatPercent', () => {
  it('signs changes with two decimals', () => {
    expect(formatPercent(1.234, 'en')).toBe('+1.23%');
    expect(formatPercent(-0.5, 'zh')).toBe('-0.50%');
    expect(formatPercent(0, 'en')).toBe('0.00%');
    // A change that rounds to nothing reads as none, with no sign either way.
    expect(formatPercent(-0.001, 'en')).toBe('0.00%');
    expect(formatPercent(0.004, 'zh')).toBe('0.00%');
    expect(formatPercent(-0, 'en')).toBe('0.00%');
    expect(formatPercent(-0.004, 'en', false)).toBe('0.00%');
    expect(formatFixed(-0.0001, 'en', 2)).toBe('0.00');
    expect(formatPrice(-0.001, 'zh')).toBe('-0.001000');
    expect(formatPercent(1234.5, 'en')).toBe('+1,234.50%');
  });

  it('leaves levels unsigned', () => {
    expect(formatPercent(12.5, 'en', false)).toBe('12.50%');
  });
});

describe('formatFixed', () => {
  it('groups and fixes the decimals', () => {
    expect(formatFixed(12345.678, 'en', 1)).toBe('12,345.7');
    expect(formatFixed(3, 'zh', 0)).toBe('3');
  });
});
