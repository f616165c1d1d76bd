import { describe, expect, it } from 'vitest';
import { monthlyReturns } from '../../src/metrics/index.js';
import type { EquityCurve } from '../../src/metrics/types.js';

function curveAt(points: [string, number][]): EquityCurve {
  return {
    time: Float64Array.from(points, ([iso]) => Date.parse(iso) / 1000),
    equity: Float64Array.from(points, ([, e]) => e),
    invested: new Float64Array(points.length),
  };
}

describe('monthly returns', () => {
  it('compound month by month across a year boundary, each year totalled', () => {
    const curve = curveAt([
      ['2023-11-30T14:30:00Z', 100],
      ['2023-12-15T14:30:00Z', 105],
      ['2023-12-29T14:30:00Z', 110],
      ['2024-01-10T14:30:00Z', 99],
      ['2024-01-31T14:30:00Z', 104.5],
      ['2024-02-01T14:30:00Z', 106.59],
    ]);
    const rows = monthlyReturns(curve);
    expect(rows.map((r) => r.year)).toEqual([2023, 2024]);
    const [y2023, y2024] = rows;
    // November holds only the first bar, which the returns are measured from: 100 / 100 − 1.
    expect(y2023!.months[10]).toBe(0);
    // December: 110 / 100 − 1.
    expect(y2023!.months[11]).toBeCloseTo(0.1, 12);
    expect(y2023!.months.slice(0, 10)).toEqual(new Array(10).fill(null));
    expect(y2023!.total).toBeCloseTo(0.1, 12);
    // January: 104.5 / 110 − 1 = −5 %; February: 106.59 / 104.5 − 1 = 2 %.
    expect(y2024!.months[0]).toBeCloseTo(-0.05, 12);
    expect(y2024!.months[1]).toBeCloseTo(0.02, 12);
    expect(y2024!.months[2]).toBeNull();
    // 0.95 × 1.02 − 1.
    expect(y2024!.total).toBeCloseTo(-0.031, 12);
    // The years compound to the whole run's return.
    expect((1 + y2023!.total!) * (1 + y2024!.total!)).toBeCloseTo(106.59 / 100, 12);
  });

  it('put a bar in the month of the exchange’s calendar', () => {
    // 2023-12-31 20:00 UTC is 2024-01-01 04:00 in Shanghai; 2024-01-01 03:00 UTC is still 31 December in New York.
    const curve = curveAt([
      ['2023-12-29T02:00:00Z', 100],
      ['2023-12-31T20:00:00Z', 110],
      ['2024-01-01T03:00:00Z', 121],
      ['2024-01-03T03:00:00Z', 133.1],
    ]);
    const utc = monthlyReturns(curve);
    expect(utc.map((r) => [r.year, r.total])).toEqual([
      [2023, expect.closeTo(0.1, 12)],
      [2024, expect.closeTo(0.21, 12)],
    ]);
    const shanghai = monthlyReturns(curve, 'Asia/Shanghai');
    expect(shanghai[0]!.months[11]).toBe(0);
    expect(shanghai[1]!.months[0]).toBeCloseTo(0.331, 12);
    const newYork = monthlyReturns(curve, 'America/New_York');
    expect(newYork[0]!.months[11]).toBeCloseTo(0.21, 12);
    expect(newYork[1]!.months[0]).toBeCloseTo(0.1, 12);
  });

  it('agree with the time zone’s calendar for every hour of two years', () => {
    const hours = 2 * 366 * 24;
    const time = Float64Array.from({ length: hours }, (_, i) => Date.UTC(2023, 0, 1) / 1000 + i * 3600);
    const equity = Float64Array.from({ length: hours }, (_, i) => 100 + i);
    const curve = { time, equity, invested: new Float64Array(hours) };
    for (const zone of ['Asia/Hong_Kong', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric' });
      const lastOfMonth = new Map<string, number>();
      for (let i = 0; i < hours; i++) lastOfMonth.set(format.format(new Date(time[i]! * 1000)), equity[i]!);
      const expected = [...lastOfMonth.values()];
      const got = monthlyReturns(curve, zone).flatMap((r) => r.months.filter((m) => m !== null));
      let previous = equity[0]!;
      const expectedReturns = expected.map((e) => {
        const r = e / previous - 1;
        previous = e;
        return r;
      });
      expect(got.length).toBe(expectedReturns.length);
      got.forEach((r, i) => {
        expect(r).toBeCloseTo(expectedReturns[i]!, 12);
      });
    }
  });

  it('an empty curve has no rows', () => {
    expect(monthlyReturns(curveAt([]))).toEqual([]);
  });
});
