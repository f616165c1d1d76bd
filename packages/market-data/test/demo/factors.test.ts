import { describe, expect, it, vi } from 'vitest';
import { DemoMarket } from '../../src/demo/index.js';
import type { Candle } from '../../src/types.js';
import { findSymbol, INDEX_LISTS } from '../../src/universe/index.js';
import { utc } from './support.js';

/** Two years of daily bars, ending on a fixed day. */
const NOW = utc('2025-06-11T22:00Z');
const FROM = utc('2023-06-11T00:00Z');
const market = new DemoMarket({ now: () => NOW });
const daily = (symbol: string, source = market, from = FROM) => source.candlesNow({ symbol, duration: '1d', from }, NOW);

/** Forty S&P 500 members, every sixth of the list: a spread of sectors. */
const MEMBERS = (INDEX_LISTS.find((list) => list.slug === 'sp500')?.members ?? []).filter((_, i) => i % 6 === 0).slice(0, 40);

/** Daily log returns by session, for the sessions every symbol traded. */
function returnsBySession(symbols: readonly string[], from = FROM): number[][] {
  const closes = symbols.map((symbol) => new Map(daily(symbol, market, from).map((bar) => [bar.ts, bar.close])));
  const sessions = [...(closes[0]?.keys() ?? [])].filter((ts) => closes.every((c) => c.has(ts)));
  return closes.map((c) => sessions.slice(1).map((ts, i) => Math.log((c.get(ts) ?? 1) / (c.get(sessions[i] ?? 0) ?? 1))));
}

const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / values.length;

function correlation(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  a.forEach((x, i) => {
    const y = (b[i] ?? 0) - mb;
    ab += (x - ma) * y;
    aa += (x - ma) ** 2;
    bb += y * y;
  });
  return ab / Math.sqrt(aa * bb);
}

const annualVolatility = (returns: readonly number[], perYear = 252) => {
  const m = mean(returns);
  return Math.sqrt(mean(returns.map((r) => (r - m) ** 2)) * perYear);
};

/** Lag-one autocorrelation of squared returns: positive when calm and stormy days come in runs. */
function squaredAutocorrelation(returns: readonly number[]): number {
  const squares = returns.map((r) => r * r);
  return correlation(squares.slice(1), squares.slice(0, -1));
}

describe('the demo market moves together', () => {
  const returns = returnsBySession(MEMBERS);
  const sectors = MEMBERS.map((symbol) => findSymbol(symbol)?.sector);
  const same: number[] = [];
  const across: number[] = [];
  for (let a = 0; a < MEMBERS.length; a++) {
    for (let b = a + 1; b < MEMBERS.length; b++) {
      const r = correlation(returns[a] ?? [], returns[b] ?? []);
      (sectors[a] === sectors[b] ? same : across).push(r);
    }
  }
  const equalWeight = (each: number[][]) => (each[0] ?? []).map((_, t) => mean(each.map((r) => r[t] ?? 0)));
  const index = equalWeight(returns);

  it('correlates stocks about as real markets do, and stocks of a sector more', () => {
    const average = mean([...same, ...across]);
    expect(average).toBeGreaterThan(0.2);
    expect(average).toBeLessThan(0.5);
    expect(same.length).toBeGreaterThan(20);
    expect(mean(same)).toBeGreaterThan(mean(across) + 0.05);
  });

  it('swings an equal-weighted index about as much as a broad market index does, in runs of calm and storm', () => {
    // Clustering shows best over a long stretch: the decade since the histories begin.
    const decade = equalWeight(returnsBySession(MEMBERS, 0));
    expect(annualVolatility(index)).toBeGreaterThan(0.1);
    expect(annualVolatility(index)).toBeLessThan(0.3);
    expect(annualVolatility(decade)).toBeGreaterThan(0.1);
    expect(annualVolatility(decade)).toBeLessThan(0.3);
    expect(squaredAutocorrelation(decade)).toBeGreaterThan(0.05);
  });

  it('moves the S&P 500 index with its members, Hong Kong after New York, and crypto coins with each other', () => {
    const [spx] = returnsBySession(['^GSPC', ...MEMBERS]);
    expect(correlation(spx ?? [], index)).toBeGreaterThan(0.7);
    const coins = returnsBySession(['BTC-USD', 'ETH-USD']);
    const coinCorrelation = correlation(coins[0] ?? [], coins[1] ?? []);
    const btcVolatility = annualVolatility(coins[0] ?? [], 365);
    expect(coinCorrelation).toBeGreaterThan(0.4);
    expect(btcVolatility).toBeGreaterThan(annualVolatility(spx ?? []));
    const hongKongAfterNewYork = laggedCorrelation(daily('^HSI'), daily('^GSPC'));
    expect(hongKongAfterNewYork).toBeGreaterThan(0.15);
  });

  it('draws the same bars whichever symbols were asked for first', async () => {
    const symbols = ['AAPL', 'XOM', '0700.HK', '600519.SS', 'BTC-USD', 'EURUSD=X'];
    const forwards = symbols.map((symbol) => daily(symbol, new DemoMarket({ now: () => NOW })));
    // A fresh copy of the module starts without any factor drawn, and is asked in the opposite order.
    vi.resetModules();
    const fresh = await import('../../src/demo/index.js');
    const second = new fresh.DemoMarket({ now: () => NOW });
    const backwards = [...symbols].reverse().map((symbol) => daily(symbol, second)).reverse();
    expect(backwards).toEqual(forwards);
  });
});

/** Correlation of one market's daily return with another's return on the calendar day before. */
function laggedCorrelation(follower: readonly Candle[], leader: readonly Candle[]): number {
  const dayOf = (ts: number) => Math.floor(ts / 86_400);
  const led = new Map(leader.slice(1).map((bar, i) => [dayOf(bar.ts), Math.log(bar.close / (leader[i]?.close ?? bar.close))]));
  const pairs: [number, number][] = [];
  follower.slice(1).forEach((bar, i) => {
    const before = led.get(dayOf(bar.ts) - 1);
    if (before !== undefined) pairs.push([Math.log(bar.close / (follower[i]?.close ?? bar.close)), before]);
  });
  return correlation(
    pairs.map(([a]) => a),
    pairs.map(([, b]) => b),
  );
}
