import type { ChartCandle } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { candleAt } from './useFocusSpan.js';

const candles = [100, 200, 300].map((ts) => ({ ts, open: 1, high: 1, low: 1, close: 1, volume: 0 }) as ChartCandle);

describe('candleAt', () => {
  it('finds the candle open at a moment: the last one opened at or before it', () => {
    expect(candleAt(candles, 100)).toBe(0);
    expect(candleAt(candles, 250)).toBe(1);
    expect(candleAt(candles, 300)).toBe(2);
    expect(candleAt(candles, 10_000)).toBe(2);
  });

  it('answers -1 before the first candle and on no candles', () => {
    expect(candleAt(candles, 99)).toBe(-1);
    expect(candleAt([], 100)).toBe(-1);
  });
});
