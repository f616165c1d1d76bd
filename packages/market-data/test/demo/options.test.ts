import { describe, expect, it } from 'vitest';
import { DemoMarket, occSymbol } from '../../src/demo/index.js';
import { ProviderUnsupported } from '../../src/errors.js';
import { blackScholes, greeks, PRICING_RATE } from '../../src/options/index.js';
import { epochDay, isTradingTime } from '../../src/sessions/index.js';
import { NOW, utc } from './support.js';

const market = new DemoMarket({ now: () => NOW });

describe('Black–Scholes', () => {
  it('matches the textbook values', () => {
    const inputs = { spot: 100, strike: 100, years: 1, rate: 0.05, volatility: 0.2 };
    expect(blackScholes('call', inputs)).toBeCloseTo(10.4506, 4);
    expect(blackScholes('put', inputs)).toBeCloseTo(5.5735, 4);
    expect(blackScholes('call', { spot: 42, strike: 40, years: 0.5, rate: 0.1, volatility: 0.2 })).toBeCloseTo(4.7594, 4);
    expect(blackScholes('put', { spot: 42, strike: 40, years: 0.5, rate: 0.1, volatility: 0.2 })).toBeCloseTo(0.8086, 4);
  });

  it('keeps put–call parity: C − P = S − K·e^(−rT)', () => {
    for (const [spot, strike, years, rate, volatility] of [
      [100, 80, 0.25, 0.03, 0.5],
      [250, 300, 2, 0.045, 0.25],
      [12.5, 12, 0.02, 0.01, 0.9],
    ] as const) {
      const inputs = { spot, strike, years, rate, volatility };
      const parity = spot - strike * Math.exp(-rate * years);
      expect(blackScholes('call', inputs) - blackScholes('put', inputs)).toBeCloseTo(parity, 6);
    }
  });
});

describe('Black–Scholes Greeks', () => {
  it('matches Hull’s worked example: S 49, K 50, r 5 %, σ 20 %, 20 weeks', () => {
    const inputs = { spot: 49, strike: 50, years: 0.3846, rate: 0.05, volatility: 0.2 };
    const call = greeks('call', inputs);
    expect(call?.delta).toBeCloseTo(0.522, 3);
    expect(call?.gamma).toBeCloseTo(0.066, 3);
    // Hull quotes −4.31 a year and 12.1 per unit of volatility: −0.0118 a day and 0.121 a point.
    expect(call?.theta).toBeCloseTo(-4.31 / 365, 4);
    expect(call?.vega).toBeCloseTo(0.121, 3);
    const put = greeks('put', inputs);
    expect(put?.delta).toBeCloseTo(0.522 - 1, 3);
    expect(put?.gamma).toBeCloseTo(call?.gamma ?? 0, 10);
    expect(put?.vega).toBeCloseTo(call?.vega ?? 0, 10);
    // Put theta differs from call theta by the interest on the strike: r·K·e^(−rT) a year.
    expect((put?.theta ?? 0) - (call?.theta ?? 0)).toBeCloseTo((0.05 * 50 * Math.exp(-0.05 * 0.3846)) / 365, 8);
  });

  it('agrees with the price it differentiates', () => {
    const inputs = { spot: 250, strike: 260, years: 0.25, rate: 0.03, volatility: 0.3 };
    const h = 0.01;
    const value = (change: Partial<typeof inputs>) => blackScholes('call', { ...inputs, ...change });
    const g = greeks('call', inputs);
    expect(g?.delta).toBeCloseTo((value({ spot: 250 + h }) - value({ spot: 250 - h })) / (2 * h), 5);
    expect(g?.gamma).toBeCloseTo((value({ spot: 250 + h }) - 2 * value({}) + value({ spot: 250 - h })) / (h * h), 3);
    expect(g?.vega).toBeCloseTo((value({ volatility: 0.3 + 1e-4 }) - value({ volatility: 0.3 - 1e-4 })) / 2e-4 / 100, 5);
    expect(g?.theta).toBeCloseTo((value({ years: 0.25 - 1 / 365 }) - value({})) / 1, 3);
  });

  it('has none once expired or without volatility', () => {
    expect(greeks('call', { spot: 100, strike: 100, years: 0, rate: 0, volatility: 0.2 })).toBeUndefined();
    expect(greeks('put', { spot: 100, strike: 100, years: 0.5, rate: 0, volatility: 0 })).toBeUndefined();
  });
});

describe('demo option chains', () => {
  it('names contracts the OCC way', () => {
    expect(occSymbol('AAPL', epochDay(2025, 12, 19), 'call', 200)).toBe('AAPL251219C00200000');
    expect(occSymbol('BRK-B', epochDay(2026, 1, 16), 'put', 482.5)).toBe('BRKB260116P00482500');
  });

  it('lists weekly and monthly expiries for about six months, moving a holiday Friday to Thursday', async () => {
    const chain = await market.options('AAPL');
    const days = chain.dates.map((ts) => new Date(ts * 1000).toISOString().slice(0, 10));
    expect(days.slice(0, 4)).toEqual(['2025-06-13', '2025-06-20', '2025-06-27', '2025-07-03']);
    expect(days).toContain('2025-09-19');
    expect((chain.dates[chain.dates.length - 1] ?? 0) - NOW).toBeGreaterThan(150 * 86_400);
    expect(chain.dates.every((ts) => ts % 86_400 === 0)).toBe(true);
    expect(chain.expiration).toBe(chain.dates[0]);
  });

  it('prices on a skewed smile with sane quotes, parity and crowds at the money', async () => {
    const monthly = (await market.options('AAPL')).dates[6] ?? 0;
    const chain = await market.options('AAPL', monthly + 3600);
    expect(chain.expiration).toBe(monthly);
    const { calls, puts, strikes, underlyingPrice: spot } = chain;
    expect(strikes.length).toBeGreaterThan(20);
    expect(strikes).toEqual([...strikes].sort((a, b) => a - b));
    expect(calls.map((c) => c.strike)).toEqual(strikes);
    expect(puts.map((p) => p.strike)).toEqual(strikes);
    for (const contract of [...calls, ...puts]) {
      expect(contract.contractSymbol).toMatch(/^AAPL\d{6}[CP]\d{8}$/);
      expect(contract.bid).toBeLessThanOrEqual(contract.ask);
      expect(contract.bid).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(contract.openInterest) && Number.isInteger(contract.volume)).toBe(true);
    }
    const atmIndex = strikes.reduce((best, k, i) => (Math.abs(k - spot) < Math.abs((strikes[best] ?? 0) - spot) ? i : best), 0);
    const lowest = puts[0];
    const atm = puts[atmIndex];
    expect(lowest && atm && lowest.impliedVolatility > atm.impliedVolatility).toBe(true);
    expect(calls[0]?.inTheMoney).toBe(true);
    expect(puts[0]?.inTheMoney).toBe(false);

    // Mid prices keep parity within the spreads.
    const years = (monthly + 20 * 3600 - NOW) / (365 * 86_400);
    for (const i of [atmIndex - 3, atmIndex, atmIndex + 3]) {
      const call = calls[i];
      const put = puts[i];
      if (!call || !put) throw new Error('missing strike');
      const mid = (call.bid + call.ask) / 2 - (put.bid + put.ask) / 2;
      const parity = spot - call.strike * Math.exp(-PRICING_RATE * years);
      expect(Math.abs(mid - parity)).toBeLessThan((call.ask - call.bid + put.ask - put.bid) / 2 + 0.1);
    }

    // Open interest crowds near the money rather than in the wings.
    const interest = strikes.map((_, i) => (calls[i]?.openInterest ?? 0) + (puts[i]?.openInterest ?? 0));
    const near = interest.slice(Math.max(0, atmIndex - 3), atmIndex + 4);
    const wings = [...interest.slice(0, 3), ...interest.slice(-3)];
    expect(near.reduce((s, v) => s + v, 0) / near.length).toBeGreaterThan(wings.reduce((s, v) => s + v, 0) / wings.length);
  });

  it('is the same chain for the same symbol and day', async () => {
    const again = new DemoMarket({ now: () => NOW });
    expect(await again.options('SPY')).toEqual(await market.options('SPY'));
  });

  it('stamps the last trades inside the stock’s last session, even on a weekend', async () => {
    // A Saturday afternoon: the last trades were made on Friday.
    const saturday = utc('2025-06-14T15:00Z');
    for (const now of [NOW, saturday]) {
      const chain = await new DemoMarket({ now: () => now }).options('AAPL');
      const outside = [...chain.calls, ...chain.puts].filter((c) => !isTradingTime('AAPL', c.lastTradeDate) || c.lastTradeDate > now);
      expect(outside, new Date(now * 1000).toISOString()).toEqual([]);
    }
  });

  it('changes each option by its delta times the stock’s move: calls with the stock, puts against it', async () => {
    const [today, yesterday] = market.candlesNow({ symbol: 'MSFT', duration: '1d' }, NOW).slice(-2).reverse();
    const move = (today?.close ?? 0) - (yesterday?.close ?? 0);
    expect(Math.abs(move)).toBeGreaterThan(0);
    const chain = await market.options('MSFT');
    const side = Math.sign(move);
    for (const call of chain.calls) expect(Math.sign(call.percentChange) * side, `call ${call.strike}`).toBeGreaterThanOrEqual(0);
    for (const put of chain.puts) expect(Math.sign(put.percentChange) * side, `put ${put.strike}`).toBeLessThanOrEqual(0);
    // At the money a call's delta is about a half: its change is about half the stock's move, in its own price.
    const atm = chain.calls.reduce((best, c) => (Math.abs(c.strike - chain.underlyingPrice) < Math.abs(best.strike - chain.underlyingPrice) ? c : best));
    const implied = ((atm.percentChange / 100) * atm.lastPrice) / (1 + atm.percentChange / 100) / move;
    expect(implied).toBeGreaterThan(0.35);
    expect(implied).toBeLessThan(0.65);
  });

  it('has no options outside US stocks and funds', async () => {
    for (const symbol of ['0700.HK', '600519.SS', '000001.SZ', 'BTC-USD', 'EURUSD=X', 'GC=F', '^GSPC']) {
      await expect(market.options(symbol), symbol).rejects.toBeInstanceOf(ProviderUnsupported);
    }
  });
});
