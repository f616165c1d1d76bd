import { describe, expect, it } from 'vitest';
import { type Columns, donchian, ichimoku, keltner, supertrend, vwap } from '../src';


/** Columns from rows of [high, low, close, volume], one candle an hour from 2024-01-01 unless `ts` is given. */
function columns(rows: Array<[number, number, number, number?]>, ts?: number[]): Columns {
  return {
    ts: Float64Array.from(ts ?? rows.map((_, i) => 1_704_067_200 + i * 3600)),
    high: Float64Array.from(rows.map((r) => r[0])),
    low: Float64Array.from(rows.map((r) => r[1])),
    close: Float64Array.from(rows.map((r) => r[2])),
    volume: Float64Array.from(rows.map((r) => r[3] ?? 100)),
  };
}

/** Compares a line with hand-computed values, NaN where the line is still warming up. */
function expectLine(line: Float64Array, expected: number[]) {
  expect(line.length).toBe(expected.length);
  expected.forEach((v, i) => {
    if (Number.isNaN(v)) expect(line[i], `bar ${i}`).toBeNaN();
    else expect(line[i], `bar ${i}`).toBeCloseTo(v, 12);
  });
}

const N = Number.NaN;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

// Highs 10, 12, 11, 9, 13 and lows 8, 9, 7, 8, 10.
const five = columns([
  [10, 8, 9],
  [12, 9, 11],
  [11, 7, 8],
  [9, 8, 8.5],
  [13, 10, 12],
]);

describe('Donchian Channels: highest high, lowest low and their middle over `period` bars', () => {
  it('period 3 (hand-computed)', () => {
    const d = donchian(five, { period: 3 });
    expectLine(d.upper, [N, N, 12, 12, 13]);
    expectLine(d.lower, [N, N, 7, 7, 7]);
    expectLine(d.middle, [N, N, 9.5, 9.5, 10]);
  });
});

describe('Ichimoku: middles of the window ranges, on the bar they are computed from', () => {
  it('conversion 2, base 3, span B 4 (hand-computed)', () => {
    const ich = ichimoku(five, { conversion: 2, base: 3, spanB: 4 });
    expectLine(ich.conversion, [N, 10, 9.5, 9, 10.5]);
    expectLine(ich.base, [N, N, 9.5, 9.5, 10]);
    expectLine(ich.spanA, [N, N, 9.5, 9.25, 10.25]);
    expectLine(ich.spanB, [N, N, N, 9.5, 10]);
    expectLine(ich.lagging, [9, 11, 8, 8.5, 12]);
  });
});

describe('Keltner Channels: EMA(close) ± multiplier × ATR (Wilder, from bar atrPeriod)', () => {
  it('EMA 2, ATR 2, ×2 (hand-computed)', () => {
    // EMA(2): 10.5 = mean(10, 11), then 10.5 + (12 - 10.5) × 2/3 = 11.5, then 11.5 + (11 - 11.5) × 2/3.
    // True ranges from bar 1: 1.5, 1.5, 2; ATR(2) = 1.5 on bar 2, then (1.5 + 2) / 2 = 1.75.
    const k = keltner(
      columns([
        [10.5, 9.5, 10],
        [11.5, 10, 11],
        [12.5, 11, 12],
        [12, 10, 11],
      ]),
      { period: 2, atrPeriod: 2, multiplier: 2 },
    );
    const last = 11.5 - 1 / 3;
    expectLine(k.middle, [N, 10.5, 11.5, last]);
    expectLine(k.upper, [N, N, 14.5, last + 3.5]);
    expectLine(k.lower, [N, N, 8.5, last - 3.5]);
  });
});

describe('Supertrend: bands (H + L) / 2 ± multiplier × ATR that only tighten, flipping on a close beyond', () => {
  it('ATR 1, ×1 (hand-computed)', () => {
    // Bar 1: TR 2, bands 12 / 8, starts down on the upper band. Bar 2: TR 2.5, bands 14.5 / 9.5; the upper
    // band keeps 12 and the close 12.8 crosses it: up, on the lower band 9.5. Bar 3: TR 2.8, lower 8.45 stays
    // 9.5, close 10.2 holds. Bar 4: TR 2.2, upper 11.2, the close 8.5 falls below 9.5: down on 11.2.
    const st = supertrend(
      columns([
        [10, 8, 9],
        [11, 9, 10.5],
        [13, 11, 12.8],
        [12.5, 10, 10.2],
        [10, 8, 8.5],
      ]),
      { period: 1, multiplier: 1 },
    );
    expectLine(st.supertrend, [N, 12, 9.5, 9.5, 11.2]);
    expectLine(st.direction, [N, -1, 1, 1, -1]);
  });
});

describe('VWAP: Σ typical price × volume / Σ volume since the candle that opened the anchor period', () => {
  it('hourly candles start again at each session (UTC day); a session with no volume yet has none', () => {
    const hour = 3600;
    const start = day('2024-01-02');
    const v = vwap(
      columns(
        [
          [11, 9, 10, 100],
          [13, 11, 12, 300],
          [21, 19, 20, 50],
          [22, 20, 21, 0],
          [30, 28, 29, 0],
        ],
        [start, start + hour, start + 24 * hour, start + 25 * hour, start + 48 * hour],
      ),
      {},
      { duration: '1h' },
    );
    // (10 × 100 + 12 × 300) / 400 = 11.5; the next day 20, and a candle without volume leaves it there.
    expectLine(v.vwap, [10, 11.5, 20, 20, N]);
  });

  it('daily candles anchor at the month by default, weeks start on Monday', () => {
    const rows: Array<[number, number, number, number]> = [
      [11, 9, 10, 100],
      [13, 11, 12, 100],
      [15, 13, 14, 100],
    ];
    const monthly = vwap(columns(rows, [day('2024-01-30'), day('2024-01-31'), day('2024-02-01')]));
    expectLine(monthly.vwap, [10, 11, 14]);
    // 2024-01-07 is a Sunday, 2024-01-08 a Monday.
    const weekly = vwap(columns(rows, [day('2024-01-06'), day('2024-01-07'), day('2024-01-08')]), { anchor: 'week' });
    expectLine(weekly.vwap, [10, 11, 14]);
    const yearly = vwap(columns(rows, [day('2023-12-31'), day('2024-01-01'), day('2024-05-01')]), { anchor: 'year' });
    expectLine(yearly.vwap, [10, 12, 13]);
    const quarterly = vwap(columns(rows, [day('2024-03-31'), day('2024-04-01'), day('2024-06-30')]), { anchor: 'quarter' });
    expectLine(quarterly.vwap, [10, 12, 13]);
  });
});
