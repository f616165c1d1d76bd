import { describe, expect, it } from 'vitest';
import { type ChartCandle, packCandles, unpackCandles } from './realtime.js';

const candle = (ts: number, mma: number | null): ChartCandle => ({ ts, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10, 'matrix.mma10': mma });

describe('candle rows on the wire', () => {
  it('names each field once and gives back the same candles, warm-up nulls included', () => {
    const candles = [candle(100, null), candle(200, 1.25)];
    const packed = packCandles(candles);
    expect(packed.fields).toEqual(['ts', 'open', 'high', 'low', 'close', 'volume', 'matrix.mma10']);
    expect(packed.rows).toEqual([
      [100, 1, 2, 0.5, 1.5, 10, null],
      [200, 1, 2, 0.5, 1.5, 10, 1.25],
    ]);
    expect(unpackCandles(packed)).toEqual(candles);
  });

  it('packs no candles as no fields and no rows', () => {
    expect(packCandles([])).toEqual({ fields: [], rows: [] });
    expect(unpackCandles({ fields: [], rows: [] })).toEqual([]);
  });
});
