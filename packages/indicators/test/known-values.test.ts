import { describe, expect, it } from 'vitest';
import { compute, kd } from '../src';
import { type Candle, seriesFromCandles } from '../src/series';

/** Candles from closes, with high = close + spread and low = close - spread. */
function candles(closes: number[], spread = 1): Candle[] {
  return closes.map((close, i) => ({ ts: i, open: close, high: close + spread, low: close - spread, close, volume: 100 }));
}

const range = (n: number, f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));

describe('matrix angles (INDICATORS.md: atan((mma / REF(mma, 1) - 1) * 100) in degrees)', () => {
  it('a line rising 1 % a bar stands at 45°, falling 1 % at -45°, flat at 0°', () => {
    // Closes grow by exactly 1 % a bar, so every mean of them does too: tan(45°) = 1.
    const up = compute(seriesFromCandles(candles(range(40, (i) => 100 * 1.01 ** i))));
    expect(up.column('matrix.k10')[39]).toBeCloseTo(45, 9);
    expect(up.column('matrix.k30')[39]).toBeCloseTo(45, 9);
    const down = compute(seriesFromCandles(candles(range(40, (i) => 100 * 0.99 ** i))));
    expect(down.column('matrix.k10')[39]).toBeCloseTo(-45, 9);
    const flat = compute(seriesFromCandles(candles(range(40, () => 50))));
    expect(flat.column('matrix.k10')[39]).toBe(0);
  });

  it('hand-computed: closes 10, 11, 12, 13 give k3 = atan(100/11) = 83.7227° on the last bar', () => {
    // mma3 is 11 then 12; (12/11 - 1) * 100 = 9.0909; atan = 90° - atan(0.11) = 90° - 6.2773° (series
    // 0.11 - 0.11³/3 + 0.11⁵/5 = 0.109560 rad).
    const a = compute(seriesFromCandles(candles([10, 11, 12, 13])));
    expect(a.column('matrix.k3')[3]).toBeCloseTo(83.7227, 4);
    expect(a.column('matrix.k3')[2]).toBeNaN();
  });
});

describe('band order, run lengths and bias on the closes 1, 2, 3, … (hand-computed)', () => {
  // With closes c = t + 1 the n-bar mean at bar t is t + 1 - (n - 1) / 2, so
  // mma10 > mma30 > mma60 > mma120 strictly from bar 119, the first bar with mma120.
  const a = compute(seriesFromCandles(candles(range(140, (i) => i + 1))));

  it('bull order from bar 119 with its length counting 1, 2, …', () => {
    expect(a.column('matrix.bandOrder')[118]).toBeNaN();
    expect(a.column('matrix.bandOrder')[119]).toBe(1);
    expect(a.column('matrix.bandOrderUplen')[119]).toBe(1);
    expect(a.column('matrix.bandOrderUplen')[129]).toBe(11);
    expect(a.column('matrix.bandOrderDownlen')[129]).toBe(0);
    expect(a.column('matrix.mma10On30len')[29]).toBe(1);
    expect(a.column('matrix.mma10On30len')[39]).toBe(11);
    expect(a.column('matrix.mma30On10len')[39]).toBe(0);
  });

  it('band width = (mma10 - mma120) / C = (59.5 - 4.5) / 120 at bar 119', () => {
    expect(a.column('matrix.bandWidth')[119]).toBeCloseTo(55 / 120, 12);
    // One bar later: 55 / 121 over 55 / 120.
    expect(a.column('matrix.bwr')[120]).toBeCloseTo(120 / 121, 12);
  });

  it('bias10 = (10 / 5.5 - 1) * 100 at bar 9, low bias with L = 9, line bias 25.5 over 15.5 at bar 29', () => {
    expect(a.column('matrix.bias10')[9]).toBeCloseTo(81.818181818, 8);
    expect(a.column('matrix.bias10l')[9]).toBeCloseTo(63.636363636, 8);
    expect(a.column('matrix.bias1030')[29]).toBeCloseTo(64.516129032, 8);
  });

  it('a flat series has no order, zero width and an undefined width ratio', () => {
    const flat = compute(seriesFromCandles(candles(range(130, () => 7))));
    expect(flat.column('matrix.bandOrder')[129]).toBe(0);
    expect(flat.column('matrix.bandWidth')[129]).toBe(0);
    expect(flat.column('matrix.bwr')[129]).toBeNaN();
  });
});

describe('features with a 5-bar year (hand-computed)', () => {
  // Closes 10..16 repeating every 7 bars, highs 1 above, lows 1 below; 1 year = 5 bars, 4 years = 20.
  const a = compute(seriesFromCandles(candles(range(25, (i) => 10 + (i % 7)))), { barsPerYear: 5 });

  it('1-year high and low on bar 4: close 14 against 15 and 9', () => {
    expect(a.column('feature.rrtop')[3]).toBeNaN();
    expect(a.column('feature.rrtop')[4]).toBeCloseTo(14 / 15 - 1, 12);
    expect(a.column('feature.rrbom')[4]).toBeCloseTo(14 / 9 - 1, 12);
  });

  it('4-year high and low on bar 19: close 15 against 17 and 9', () => {
    expect(a.column('feature.rltop')[18]).toBeNaN();
    expect(a.column('feature.rltop')[19]).toBeCloseTo(15 / 17 - 1, 12);
    expect(a.column('feature.rlbom')[19]).toBeCloseTo(15 / 9 - 1, 12);
  });

  it('changes: cd5 on bar 5 is 15/10 - 1, cd1 on bar 7 is 10/16 - 1', () => {
    expect(a.column('feature.cd5')[5]).toBeCloseTo(0.5, 12);
    expect(a.column('feature.cd1')[7]).toBeCloseTo(-0.375, 12);
  });
});

describe('KD (TDX KDJ definition, hand-computed)', () => {
  it('first full window: RSV 13/18, K and D one third of the way from 50', () => {
    const high = Float64Array.from(range(9, (i) => 10 + i));
    const low = Float64Array.from(range(9, (i) => i));
    const close = Float64Array.from(range(9, (i) => 5 + i));
    const { k, d } = kd(high, low, close);
    // HHV 18, LLV 0, C 13: RSV 72.2222; K = (72.2222 + 100) / 3; D = (K + 100) / 3.
    expect(k[7]).toBeNaN();
    expect(k[8]).toBeCloseTo(57.407407407, 8);
    expect(d[8]).toBeCloseTo(52.469135802, 8);
  });
});

describe('ladder routes (INDICATORS.md ladder rules)', () => {
  it('a steady 1 % climb is a bull trend going up; a flat series is sideways', () => {
    const up = compute(seriesFromCandles(candles(range(200, (i) => 100 * 1.01 ** i))));
    expect(up.column('ladder.trend')[199]).toBe(3);
    expect(up.column('ladder.route')[199]).toBe(2);
    const flat = compute(seriesFromCandles(candles(range(200, () => 20))));
    expect(flat.column('ladder.trend')[199]).toBe(0);
    expect(flat.column('ladder.route')[199]).toBe(4);
  });
});
