import type { ChartCandle } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { axisLabels, priceWriter } from '../src/axisLabels.js';
import { rangeOf, scaleOf } from '../src/scale.js';

/** EUR/USD's daily bars moving between 1.0812 and 1.0897. */
const euroDollar: ChartCandle[] = [1.0834, 1.0851, 1.0812, 1.0866, 1.0897, 1.0873].map((close, i) => ({
  ts: 1_700_000_000 + i * 86_400,
  open: close - 0.0011,
  high: close + 0.0009,
  low: close - 0.0017,
  close,
  volume: 0,
}));

function priceAxisOf(candles: ChartCandle[], symbol: string, language: 'en' | 'zh' = 'en'): string[] {
  const scale = scaleOf(rangeOf([candles.map((c) => c.low), candles.map((c) => c.high)]), 22, 300, 0.06);
  return axisLabels(scale, priceWriter(candles, language, symbol)).map((label) => label.text);
}

describe('the price axis of a chart picture', () => {
  it('writes a currency pair to the pip, as the quote screen does', () => {
    const labels = priceAxisOf(euroDollar, 'EURUSD=X');
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) expect(label).toMatch(/^1\.0[89]\d\d$/);
    expect(labels).toContain('1.0850');
  });

  it('writes the last price and the header prices with the same decimals', () => {
    const write = priceWriter(euroDollar, 'zh', 'EURUSD=X');
    expect(write(1.0873)).toBe('1.0873');
    expect(write(1.09)).toBe('1.0900');
  });

  it('keeps cents for a stock and groups thousands', () => {
    const shares = euroDollar.map((c) => ({ ...c, open: c.open * 1000, high: c.high * 1000, low: c.low * 1000, close: c.close * 1000 }));
    for (const label of priceAxisOf(shares, 'NVDA')) expect(label).toMatch(/^1,0\d\d\.\d\d$/);
  });

  it('gives a small coin four significant digits', () => {
    const write = priceWriter([{ ...euroDollar[0]!, close: 0.012345 }], 'en', 'DOGE-USD');
    expect(write(0.0123)).toBe('0.01230');
  });
});
