import { type Greeks, greeks, PRICING_RATE } from '@signaldesk/market-data/options';
import { zonedTime } from '@signaldesk/market-data/sessions';
import type { OptionContract, OptionSide } from './optionRows.js';

const YEAR = 365 * 86_400;
/** US listed options stop trading at 16:00 New York time on their expiry day. */
const EXPIRY_CLOSE_MINUTES = 16 * 60;

/** Years from now to the close of the expiry day (the chain dates an expiry by midnight UTC of its day). */
export function yearsToExpiry(expiration: number, now: number): number {
  return (zonedTime('America/New_York', Math.floor(expiration / 86_400), EXPIRY_CLOSE_MINUTES) - now) / YEAR;
}

/** A contract's Greeks at its own implied volatility, the rate quotes are read at; none once it has expired. */
export function contractGreeks(contract: OptionContract, side: OptionSide, spot: number, now: number): Greeks | undefined {
  return greeks(side === 'calls' ? 'call' : 'put', {
    spot,
    strike: contract.strike,
    years: yearsToExpiry(contract.expiration, now),
    rate: PRICING_RATE,
    volatility: contract.impliedVolatility,
  });
}
