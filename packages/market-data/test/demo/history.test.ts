import { describe, expect, it } from 'vitest';
import { DemoMarket } from '../../src/demo/index.js';
import { isTradingTime, tradingDays } from '../../src/sessions/index.js';
import type { Candle } from '../../src/types.js';
import { SYMBOLS } from '../../src/universe/index.js';
import { logReturns, NOW, utc } from './support.js';

const market = new DemoMarket({ now: () => NOW });
const daily = (symbol: string) => market.candlesNow({ symbol, duration: '1d' }, NOW);
const weekday = (ts: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(new Date(ts * 1000));

describe('demo daily history', () => {
  it('is the same for the same symbol in any instance, and stays put as time passes', async () => {
    const other = new DemoMarket({ now: () => NOW });
    for (const symbol of ['AAPL', '0700.HK', 'BTC-USD', 'EURUSD=X']) {
      expect(await other.candles({ symbol, duration: '1d' }), symbol).toEqual(daily(symbol));
    }
    const later = new DemoMarket({ now: () => NOW + 400 * 86_400 });
    const laterBars = await later.candles({ symbol: 'AAPL', duration: '1d', to: utc('2025-06-11T00:00Z') });
    expect(laterBars).toEqual(daily('AAPL').filter((bar) => bar.ts < utc('2025-06-11T00:00Z')));
    expect(daily('MSFT')).not.toEqual(daily('AAPL'));
    expect(await market.candles({ symbol: 'aapl', duration: '1d' })).toEqual(daily('AAPL'));
  });

  it('keeps high ≥ open, close ≥ low > 0 and whole volumes on every bar of every bundled symbol', () => {
    const broken: string[] = [];
    for (const { symbol } of SYMBOLS) {
      let previous = 0;
      for (const bar of daily(symbol)) {
        const ok =
          bar.ts > previous &&
          bar.high >= Math.max(bar.open, bar.close) &&
          bar.low <= Math.min(bar.open, bar.close) &&
          bar.low > 0 &&
          Number.isInteger(bar.volume) &&
          bar.volume >= 0;
        if (!ok) broken.push(`${symbol}@${bar.ts}`);
        previous = bar.ts;
      }
    }
    expect(broken).toEqual([]);
  });

  it('starts in 2015, lower by its growth, and trades about its level by the anchor day', () => {
    const closeOn = (symbol: string, day: string) => {
      const [session] = tradingDays(symbol, utc(`${day}T00:00Z`), utc(`${day}T23:59Z`));
      return daily(symbol).find((bar) => bar.ts === session?.ts)?.close ?? 0;
    };
    for (const [symbol, level] of [
      ['AAPL', 270],
      ['^GSPC', 6700],
      ['BTC-USD', 68646],
      ['EURUSD=X', 1.16],
      ['600519.SS', 1400],
    ] as const) {
      const ratio = closeOn(symbol, '2025-06-10') / level;
      expect(ratio, symbol).toBeGreaterThan(0.7);
      expect(ratio, symbol).toBeLessThan(1.4);
    }
    // A decade of growth: the S&P 500 started 2015 well below where it trades now.
    expect(closeOn('^GSPC', '2015-01-05')).toBeLessThan(0.8 * closeOn('^GSPC', '2025-06-10'));
    expect(new Date((daily('AAPL')[0]?.ts ?? 0) * 1000).toISOString()).toBe('2015-01-02T14:30:00.000Z');
    const stable = daily('USDT-USD').map((bar) => bar.close);
    expect(Math.max(...stable)).toBeLessThan(1.01);
    expect(Math.min(...stable)).toBeGreaterThan(0.99);
  });

  it('has bars only on trading days: weekend gaps for stocks, none for crypto', () => {
    const stockDays = daily('AAPL').map((bar) => weekday(bar.ts, 'America/New_York'));
    expect(stockDays.filter((day) => day === 'Sat' || day === 'Sun')).toEqual([]);
    expect(daily('AAPL').some((bar) => bar.ts === utc('2024-12-25T14:30Z'))).toBe(false);
    const coinDays = daily('BTC-USD').map((bar) => weekday(bar.ts, 'UTC'));
    expect(coinDays.filter((day) => day === 'Sat').length).toBeGreaterThan(500);
    const springFestival = daily('600519.SS').filter((bar) => bar.ts >= utc('2024-02-09T00:00Z') && bar.ts < utc('2024-02-19T00:00Z'));
    expect(springFestival).toEqual([]);
    for (const symbol of ['AAPL', '0700.HK', '600519.SS', 'GC=F', 'BTC-USD']) {
      const bars = daily(symbol);
      const sessions = new Set(tradingDays(symbol, bars[0]?.ts ?? 0, NOW + 86_400).map((session) => session.ts));
      expect(bars.filter((bar) => !sessions.has(bar.ts)), symbol).toEqual([]);
      expect(bars.length, symbol).toBe([...sessions].filter((ts) => ts <= NOW).length);
    }
  });

  it('gaps overnight for stocks but opens crypto at the last close', () => {
    const gaps = (bars: Candle[]) => bars.slice(1).filter((bar, i) => bar.open !== bars[i]?.close).length / (bars.length - 1);
    expect(gaps(daily('AAPL'))).toBeGreaterThan(0.9);
    expect(gaps(daily('BTC-USD'))).toBe(0);
  });

  it('clusters volatility (squared returns are autocorrelated) and has fat tails', () => {
    const autocorrelations: number[] = [];
    const kurtoses: number[] = [];
    for (const { symbol } of SYMBOLS.filter((info) => info.region === 'US').slice(0, 40)) {
      const returns = logReturns(daily(symbol));
      const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
      const centred = returns.map((r) => r - mean);
      const squares = centred.map((r) => r * r);
      const variance = squares.reduce((s, r) => s + r, 0) / squares.length;
      const meanSquare = variance;

      let covariance = 0;
      let spread = 0;
      for (let i = 0; i < squares.length; i++) {
        spread += ((squares[i] ?? 0) - meanSquare) ** 2;
        if (i > 0) covariance += ((squares[i] ?? 0) - meanSquare) * ((squares[i - 1] ?? 0) - meanSquare);
      }
      autocorrelations.push(covariance / spread);
      kurtoses.push(squares.reduce((s, r) => s + r * r, 0) / squares.length / (variance * variance));
    }
    const average = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    expect(average(autocorrelations)).toBeGreaterThan(0.05);
    expect(Math.min(...autocorrelations)).toBeGreaterThan(0);
    expect(average(kurtoses)).toBeGreaterThan(4);
  });

  it('moves indices less than single stocks and crypto more than both', () => {
    const annualVolatility = (symbol: string, perYear: number) => {
      const returns = logReturns(daily(symbol));
      const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
      return Math.sqrt((returns.reduce((s, r) => s + (r - mean) ** 2, 0) / returns.length) * perYear);
    };
    const index = annualVolatility('^GSPC', 252);
    const stock = annualVolatility('NVDA', 252);
    const coin = annualVolatility('SOL-USD', 365);
    expect(index).toBeGreaterThan(0.1);
    expect(index).toBeLessThan(0.25);
    expect(stock).toBeGreaterThan(index);
    expect(coin).toBeGreaterThan(stock);
  });

  it('scales volume with the company: Apple trades more shares a day than a small cap', () => {
    const averageVolume = (symbol: string) => daily(symbol).reduce((s, bar) => s + bar.volume, 0) / daily(symbol).length;
    expect(averageVolume('AAPL')).toBeGreaterThan(10 * averageVolume('AOS'));
  });

  it('only shows minutes of a session that has begun, up to now', () => {
    const bars = daily('AAPL');
    const today = bars[bars.length - 1];
    expect(today?.ts).toBe(utc('2025-06-11T13:30Z'));
    expect(isTradingTime('AAPL', NOW)).toBe(true);
    const minutes = market.candlesNow({ symbol: 'AAPL', duration: '1m', from: utc('2025-06-11T13:30Z') }, NOW);
    expect(minutes).toHaveLength(90);
  });
});
