import type { PaperFill } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { closesOnDays, dayTime, equityReport, tradesOf } from './equityReport.js';

const fill = (change: Partial<PaperFill>): PaperFill => ({
  id: 'f',
  orderId: 'o',
  run: 1,
  symbol: 'AAPL',
  side: 'buy',
  quantity: 10,
  price: 100,
  fee: 1,
  realised: 0,
  filledAt: dayTime('20260608') + 15 * 3600,
  ...change,
});

const DAYS = ['20260608', '20260609', '20260610'];
const times = DAYS.map(dayTime);

describe('the equity report of a paper run', () => {
  it('puts each day at midnight UTC of its date', () => {
    expect(new Date(dayTime('20260610') * 1000).toISOString()).toBe('2026-06-10T00:00:00.000Z');
  });

  it('reads each day’s close from the last daily bar opened on that date or before, in any market', () => {
    // New York opens at 13:30 UTC, Hong Kong at 01:30 UTC, on their own date.
    const closes = [
      [dayTime('20260608') + 48_600, 10],
      [dayTime('20260610') + 5_400, 12],
    ] as const;
    expect(closesOnDays(times, closes)).toEqual([10, 10, 12]);
    expect(closesOnDays(times, [[dayTime('20260609') + 48_600, 7]])).toEqual([Number.NaN, 7, 7]);
  });

  it('makes round trips of the fills: averaged entries, a partial close, a turn to short, and positions still held', () => {
    const day = (d: string, hour: number) => dayTime(d) + hour * 3600;
    const trades = tradesOf(
      [
        fill({ id: '3', side: 'sell', quantity: 15, price: 120, fee: 1.5, filledAt: day('20260610', 15) }),
        fill({ id: '1', quantity: 10, price: 100, fee: 1, filledAt: day('20260608', 15) }),
        fill({ id: '2', quantity: 10, price: 110, fee: 1, filledAt: day('20260609', 15) }),
        fill({ id: '4', side: 'sell', quantity: 10, price: 118, fee: 1, filledAt: day('20260610', 16) }),
      ],
      [{ symbol: 'AAPL', market: 'US', quantity: -5, averagePrice: 118, sellable: 0, lastPrice: 116, marketValue: -580, unrealised: 10, realised: 0 }],
      times,
    );
    expect(trades).toHaveLength(3);
    const [first, second, open] = trades;
    expect(first).toMatchObject({ direction: 'long', entryPrice: 105, exitPrice: 120, quantity: 15, barsHeld: 2 });
    expect(first?.costs).toBeCloseTo(1.5 + 1.5);
    expect(first?.profit).toBeCloseTo(15 * 15 - 3);
    // The last 5 of the long close and 5 more sell short, at the same fill.
    expect(second).toMatchObject({ direction: 'long', entryPrice: 105, exitPrice: 118, quantity: 5 });
    expect(second?.profit).toBeCloseTo(5 * 13 - 0.5 - 0.5);
    expect(open).toMatchObject({ direction: 'short', exitTime: null, quantity: 5, entryPrice: 118 });
    expect(open?.profit).toBeCloseTo(10 - 0.5);
  });

  it('draws the equity against buy-and-hold of the symbols traded and the benchmark, each starting with the balance', () => {
    const report = equityReport({
      points: [
        { day: '20260608', equity: 100_000, cash: 100_000 },
        { day: '20260609', equity: 101_000, cash: 90_000 },
        { day: '20260610', equity: 99_000, cash: 90_000 },
      ],
      startingBalance: 100_000,
      held: [
        { symbol: 'AAPL', closes: times.map((time, i) => [time + 48_600, [100, 110, 120][i] ?? 0] as const) },
        { symbol: 'MSFT', closes: [[times[1]! + 48_600, 50], [times[2]! + 48_600, 40]] },
      ],
      benchmark: { symbol: 'SPY', closes: times.map((time, i) => [time + 48_600, [500, 505, 495][i] ?? 0] as const) },
      fills: [],
      positions: [],
    });
    expect(report.curve.time).toEqual(times);
    expect(report.curve.buyAndHold).toEqual([100_000, 105_000, 100_000]);
    expect(report.curve.benchmark).toEqual([100_000, 101_000, 99_000]);
    expect(report.curve.drawdown[2]).toBeCloseTo(99_000 / 101_000 - 1);
    expect(report.metrics.totalReturn).toBeCloseTo(-0.01);
    expect(report.metrics.trades).toBe(0);
  });

  it('holds the balance as buy-and-hold when the run traded nothing, and has no benchmark line without its closes', () => {
    const report = equityReport({ points: [{ day: '20260610', equity: 50_000, cash: 50_000 }], startingBalance: 50_000, held: [], benchmark: null, fills: [], positions: [] });
    expect(report.curve.buyAndHold).toEqual([50_000]);
    expect(report.curve.benchmark).toBeNull();
  });
});
