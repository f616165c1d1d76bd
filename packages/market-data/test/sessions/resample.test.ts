import { describe, expect, it } from 'vitest';
import { barOpenTimes, resample } from '../../src/sessions/index.js';
import type { Candle } from '../../src/types.js';

const utc = (iso: string) => Date.parse(iso) / 1000;
const bar = (ts: number, open: number, high: number, low: number, close: number, volume: number): Candle => ({
  ts,
  open,
  high,
  low,
  close,
  volume,
});

describe('resampling', () => {
  it('turns a week of known daily bars into the known weekly bar', () => {
    // SPY, 8–12 January 2024 (New York opens at 14:30 UTC in winter).
    const week = [
      bar(utc('2024-01-08T14:30Z'), 468.43, 474.75, 468.3, 474.6, 74_879_100),
      bar(utc('2024-01-09T14:30Z'), 471.87, 474.93, 471.35, 473.88, 65_931_400),
      bar(utc('2024-01-10T14:30Z'), 474.16, 477.45, 473.87, 476.56, 67_310_600),
      bar(utc('2024-01-11T14:30Z'), 477.59, 478.12, 472.26, 476.35, 77_940_700),
      bar(utc('2024-01-12T14:30Z'), 477.84, 478.6, 475.23, 476.68, 57_944_000),
    ];
    expect(resample(week, '1d', '1wk', 'SPY')).toEqual([
      bar(utc('2024-01-08T14:30Z'), 468.43, 478.6, 468.3, 476.68, 344_005_800),
    ]);
  });

  it('starts weeks on Monday in exchange time and keeps a holiday week from its first session', () => {
    const daily = barOpenTimes('AAPL', '1d', utc('2024-01-10T00:00Z'), utc('2024-01-20T00:00Z')).map((ts, i) =>
      bar(ts, 100 + i, 101 + i, 99 + i, 100.5 + i, 1000),
    );
    const weeks = resample(daily, '1d', '1wk', 'AAPL');
    // Wed–Fri of one week, then Tue–Fri after Martin Luther King Day.
    expect(weeks.map((week) => week.ts)).toEqual([utc('2024-01-10T14:30Z'), utc('2024-01-16T14:30Z')]);
    expect(weeks.map((week) => week.volume)).toEqual([3000, 4000]);
    expect(weeks[1]).toMatchObject({ open: 103, high: 107, low: 102, close: 106.5 });
  });

  it('makes 4h bars from 1h bars without spanning the lunch break in Hong Kong and Shanghai', () => {
    for (const [symbol, counts] of [
      ['0700.HK', [3, 3]],
      ['600519.SS', [2, 2]],
      ['AAPL', [4, 3]],
    ] as const) {
      const hours = barOpenTimes(symbol, '1h', utc('2024-03-08T00:00Z'), utc('2024-03-09T00:00Z'));
      const hourly = hours.map((ts, i) => bar(ts, 10 + i, 11 + i, 9 + i, 10.5 + i, 100));
      const fourHours = resample(hourly, '1h', '4h', symbol);
      expect(fourHours.map((b) => b.ts), symbol).toEqual(barOpenTimes(symbol, '4h', utc('2024-03-08T00:00Z'), utc('2024-03-09T00:00Z')));
      expect(fourHours.map((b) => b.volume / 100), symbol).toEqual(counts);
      const [morning] = fourHours;
      expect(morning, symbol).toMatchObject({ open: 10, low: 9, close: 10.5 + counts[0] - 1, high: 11 + counts[0] - 1 });
    }
  });

  it('aligns 4h bars to the session through the daylight-saving switch', () => {
    const hourly = barOpenTimes('AAPL', '1h', utc('2024-03-08T00:00Z'), utc('2024-03-12T00:00Z')).map((ts) => bar(ts, 1, 2, 0.5, 1.5, 1));
    const fourHours = resample(hourly, '1h', '4h', 'AAPL');
    expect(fourHours.map((b) => b.ts)).toEqual([
      utc('2024-03-08T14:30Z'),
      utc('2024-03-08T18:30Z'),
      utc('2024-03-11T13:30Z'),
      utc('2024-03-11T17:30Z'),
    ]);
  });

  it('refuses to resample towards a finer duration', () => {
    expect(() => resample([], '1wk', '1d', 'AAPL')).toThrow(RangeError);
  });
});
