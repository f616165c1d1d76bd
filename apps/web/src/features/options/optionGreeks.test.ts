import { blackScholes, PRICING_RATE } from '@signaldesk/market-data/options';
import { describe, expect, it } from 'vitest';
import { contractGreeks, yearsToExpiry } from './optionGreeks.js';
import type { OptionContract } from './optionRows.js';

const DAY = 86_400;
/** Friday 2026-01-16, the January monthly, dated by midnight UTC as chains date expiries. */
const EXPIRY = Date.UTC(2026, 0, 16) / 1000;
/** Its close: 16:00 in New York is 21:00 UTC in winter. */
const EXPIRY_CLOSE = Date.UTC(2026, 0, 16, 21) / 1000;

const contract = (strike: number, impliedVolatility: number): OptionContract => ({
  contractSymbol: `AAPL260116C${String(strike * 1000).padStart(8, '0')}`,
  lastTradeDate: 0,
  strike,
  lastPrice: 1,
  bid: 1,
  ask: 1,
  percentChange: 0,
  volume: 0,
  openInterest: 0,
  impliedVolatility,
  expiration: EXPIRY,
  inTheMoney: false,
});

describe('option Greeks in the grid', () => {
  it('counts time to 16:00 New York time on the expiry day, in summer and winter', () => {
    expect(yearsToExpiry(EXPIRY, EXPIRY_CLOSE - 365 * DAY)).toBeCloseTo(1, 10);
    const july = Date.UTC(2026, 6, 17) / 1000;
    expect(yearsToExpiry(july, Date.UTC(2026, 6, 17, 19) / 1000) * 365 * 24).toBeCloseTo(1, 6);
  });

  it('takes each contract at its own volatility: an at-the-money call near 0.5 delta, a put near −0.5', () => {
    const now = EXPIRY_CLOSE - 30 * DAY;
    const call = contractGreeks(contract(250, 0.3), 'calls', 250, now);
    const put = contractGreeks(contract(250, 0.3), 'puts', 250, now);
    expect(call?.delta).toBeGreaterThan(0.5);
    expect(call?.delta).toBeLessThan(0.53);
    expect((call?.delta ?? 0) - (put?.delta ?? 0)).toBeCloseTo(1, 10);
    // Theta is the value lost over the next day, at the contract's volatility.
    const value = (days: number) =>
      blackScholes('call', { spot: 250, strike: 250, years: (30 - days) / 365, rate: PRICING_RATE, volatility: 0.3 });
    expect(call?.theta).toBeCloseTo(value(1) - value(0), 2);
    const steeper = contractGreeks(contract(250, 0.6), 'calls', 250, now);
    expect(steeper?.vega).toBeCloseTo(call?.vega ?? 0, 1);
    expect(steeper?.gamma).toBeLessThan(call?.gamma ?? 0);
  });

  it('has none for an expired contract', () => {
    expect(contractGreeks(contract(250, 0.3), 'calls', 250, EXPIRY_CLOSE + 60)).toBeUndefined();
  });
});
