import { describe, expect, it } from 'vitest';
import { unpackCandles } from './realtime.js';

describe('candle rows on the wire', () => {
  it('gives back one candle per row, named by the field list, warm-up nulls included', () => {
    const fields = ['ts', 'open', 'high', 'low', 'close', 'volume', 'matrix.mma10'];
    const rows = [
      [100, 1, 2, 0.5, 1.5, 10, null],
      [200, 1, 2, 0.5, 1.5, 10, 1.25],
    ];
    expect(unpackCandles({ fields, rows })).toEqual([
      { ts: 100, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10, 'matrix.mma10': null },
      { ts: 200, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10, 'matrix.mma10': 1.25 },
    ]);
  });

  it('gives back no candles for no rows', () => {
    expect(unpackCandles({ fields: ['ts'], rows: [] })).toEqual([]);
  });
});
