import { describe, expect, it } from 'vitest';
import { DemoMarket, INTRADAY_DAYS } from '../../src/demo/index.js';
import { isTradingTime, sessionAt } from '../../src/sessions/index.js';
import type { Candle, FetchDuration } from '../../src/types.js';
import { combine, NOW } from './support.js';

const market = new DemoMarket({ now: () => NOW });
const bars = (symbol: string, duration: FetchDuration) => market.candlesNow({ symbol, duration }, NOW);

/** Bars grouped by the trading day whose session holds them. */
function byDay(symbol: string, candles: readonly Candle[]): Map<number, Candle[]> {
  const market = symbol.endsWith('.HK') ? 'HK' : symbol.endsWith('.SS') ? 'CN' : symbol.endsWith('-USD') ? 'USD' : symbol.endsWith('=X') ? 'GF' : 'US';
  const days = new Map<number, Candle[]>();
  for (const candle of candles) {
    const session = sessionAt(market, candle.ts);
    if (!session) throw new Error(`${symbol} bar at ${candle.ts} lies outside every session`);
    const list = days.get(session.ts) ?? [];
    list.push(candle);
    days.set(session.ts, list);
  }
  return days;
}

describe('demo intraday bars', () => {
  it('add up exactly to the daily bar, for every duration and every market', () => {
    for (const symbol of ['AAPL', '0700.HK', '600519.SS', 'BTC-USD', 'EURUSD=X', 'SHIB-USD']) {
      const dailyBars = new Map(bars(symbol, '1d').map((bar) => [bar.ts, bar]));
      for (const duration of ['1m', '5m', '15m', '30m', '1h', '4h'] as const) {
        const days = byDay(symbol, bars(symbol, duration));
        expect(days.size, `${symbol} ${duration}`).toBeGreaterThan(35);
        // The first day may be cut by the 60-day window; every other day is whole.
        const [, ...whole] = [...days.entries()];
        for (const [ts, intraday] of whole) {
          const { ts: _, ...day } = dailyBars.get(ts) ?? { ts };
          expect(combine(intraday), `${symbol} ${duration} ${ts}`).toEqual(day);
        }
      }
    }
  });

  it('fall inside trading hours only: no lunch, no weekend, no holiday for stocks', () => {
    for (const symbol of ['AAPL', '0700.HK', '600519.SS', 'GC=F']) {
      const outside = bars(symbol, '1m').filter((bar) => !isTradingTime(symbol, bar.ts));
      expect(outside, symbol).toEqual([]);
    }
    const weekendMinutes = (symbol: string) =>
      bars(symbol, '1m').filter((bar) => [0, 6].includes(new Date(bar.ts * 1000).getUTCDay())).length;
    expect(weekendMinutes('AAPL')).toBe(0);
    expect(weekendMinutes('BTC-USD')).toBeGreaterThan(8 * 1440);
  });

  it('keep the bar invariants and reach back 60 days', () => {
    for (const symbol of ['MSFT', '9988.HK', '300750.SZ', 'ETH-USD', 'JPY=X']) {
      const minutes = bars(symbol, '1m');
      expect((minutes[0]?.ts ?? 0) >= NOW - INTRADAY_DAYS * 86_400, symbol).toBe(true);
      const broken = minutes.filter((bar) => bar.high < Math.max(bar.open, bar.close) || bar.low > Math.min(bar.open, bar.close) || bar.low <= 0);
      expect(broken, symbol).toEqual([]);
    }
  });

  it('are busy at the open and the close and quiet at midday (the U of a trading day)', () => {
    const minutes = bars('AAPL', '1m');
    const bucket = new Map<number, number[]>();
    for (const bar of minutes) {
      const minuteOfSession = Math.floor(((bar.ts - (sessionAt('US', bar.ts)?.open ?? 0)) / 60) / 30);
      const list = bucket.get(minuteOfSession) ?? [];
      list.push(bar.volume);
      bucket.set(minuteOfSession, list);
    }
    const average = (k: number) => {
      const list = bucket.get(k) ?? [];
      return list.reduce((s, v) => s + v, 0) / list.length;
    };
    expect(average(0)).toBeGreaterThan(1.5 * average(6));
    expect(average(12)).toBeGreaterThan(1.3 * average(6));
  });

  it('wander through the day: no hour pinned to the high or the low, and no jump into the close', () => {
    for (const symbol of ['AAPL', '600519.SS', 'BTC-USD', '0700.HK', 'MSFT']) {
      const dailyBars = new Map(bars(symbol, '1d').map((bar) => [bar.ts, bar]));
      const [, ...whole] = [...byDay(symbol, bars(symbol, '5m')).entries()];
      let longestPinned = 0;
      const moves: number[] = [];
      const lastMoves: number[] = [];
      for (const [ts, day] of whole) {
        const { high, low } = dailyBars.get(ts) ?? { high: 0, low: 0 };
        let run = 0;
        day.forEach((bar, i) => {
          const previous = day[i - 1];
          const pinned = (bar.close === high || bar.close === low) && previous?.close === bar.close;
          run = pinned ? run + 1 : 0;
          longestPinned = Math.max(longestPinned, run);
          if (previous) (i === day.length - 1 ? lastMoves : moves).push(Math.abs(Math.log(bar.close / previous.close)));
        });
      }
      const typical = Math.sqrt(moves.reduce((s, m) => s + m * m, 0) / moves.length);
      expect(longestPinned, symbol).toBeLessThanOrEqual(2);
      // The old paths jumped 10 to 27 typical moves into the close; a random walk's largest last step is a few.
      expect(Math.max(...lastMoves) / typical, symbol).toBeLessThan(6);
    }
  });
});
