import { describe, expect, it } from 'vitest';
import { closesAtCandles, parseComparison } from './comparedLines.js';

describe('compared closes on the chart’s candles', () => {
  it('takes the last close at or before each candle, across other hours and holidays', () => {
    // Hong Kong closes at 08:00 UTC, New York's daily candles open at 14:30 UTC; a Hong Kong holiday on day 3.
    const day = 86_400;
    const newYork = [0, 1, 2, 3, 4].map((n) => n * day + 52_200);
    const hongKong: [number, number][] = [
      [-day + 5_400, 99],
      [5_400, 100],
      [day + 5_400, 101],
      [2 * day + 5_400, 102],
      [4 * day + 5_400, 104],
    ];
    expect(closesAtCandles(newYork, hongKong)).toEqual([100, 101, 102, 102, 104]);
  });

  it('leaves the candles before the first close empty, and empty closes empty everything', () => {
    expect(closesAtCandles([10, 20, 30], [[25, 5]])).toEqual([null, null, 5]);
    expect(closesAtCandles([10, 20], [])).toEqual([null, null]);
  });
});

describe('the comparison kept in the browser', () => {
  it('reads what it stored, and nothing from a value that is not a comparison', () => {
    expect(parseComparison(JSON.stringify({ symbols: ['MSFT', '0700.HK'], scale: 'own' }))).toEqual({ symbols: ['MSFT', '0700.HK'], scale: 'own' });
    expect(parseComparison(null)).toEqual({ symbols: [], scale: 'percent' });
    expect(parseComparison('{not json')).toEqual({ symbols: [], scale: 'percent' });
    expect(parseComparison(JSON.stringify({ symbols: ['A', 'A', 3, 'B', 'C', 'D', 'E', 'F'], scale: 'log' }))).toEqual({
      symbols: ['A', 'B', 'C', 'D', 'E'],
      scale: 'percent',
    });
  });
});
