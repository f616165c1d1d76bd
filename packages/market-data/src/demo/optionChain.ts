import { SYMBOL_TYPES } from '@signaldesk/contract';
import { ProviderUnsupported } from '../errors.js';
import { sessionOn } from '../sessions/calendar.js';
import { civilDate, FRIDAY, nthWeekday, SECONDS_PER_DAY, weekdayOf } from '../sessions/clock.js';
import { zonedDay, zonedTime } from '../sessions/timeZones.js';
import type { OptionChain, OptionContract } from '../types.js';
import { findSymbol } from '../universe/symbols.js';
import { blackScholes, greeks, type OptionKind, PRICING_RATE } from '../options/blackScholes.js';
import type { Profile } from './profile.js';
import { Random, seedOf } from './random.js';

const NEW_YORK = 'America/New_York';
const WEEKLY_EXPIRIES = 6;
const MONTHLY_EXPIRIES = 6;
/** Names this large (millions of dollars) and every fund list weekly expiries; the rest only monthlies. */
const WEEKLY_CAP = 50_000;
const MAX_STRIKES = 80;

/** Whether the demo lists options: US stocks and funds, not indices, and nothing abroad, in crypto, gold or forex. */
export function isOptionable(profile: Profile): boolean {
  return profile.market === 'US' && (profile.type === SYMBOL_TYPES.stock || profile.type === SYMBOL_TYPES.etf);
}

/** Expiries fall on Fridays, on Thursday when the Friday is an exchange holiday. */
function expiryOn(friday: number): number {
  return sessionOn('US', friday) ? friday : friday - 1;
}

function expiryDays(today: number, weeklies: boolean): number[] {
  const days = new Set<number>();
  const firstFriday = today + ((FRIDAY - weekdayOf(today) + 7) % 7);
  if (weeklies) for (let w = 0; w < WEEKLY_EXPIRIES; w++) days.add(expiryOn(firstFriday + 7 * w));
  const { year, month } = civilDate(today);
  for (let m = 0; days.size < (weeklies ? WEEKLY_EXPIRIES : 0) + MONTHLY_EXPIRIES && m < 12; m++) {
    const monthly = expiryOn(nthWeekday(year + Math.floor((month - 1 + m) / 12), ((month - 1 + m) % 12) + 1, FRIDAY, 3));
    if (monthly >= today) days.add(monthly);
  }
  return [...days].sort((a, b) => a - b);
}

/** Listed strike spacing for a price, as the exchanges set it. */
function strikeStep(price: number, fund: boolean): number {
  if (fund) return price < 50 ? 0.5 : price < 1000 ? 1 : 5;
  const steps: [number, number][] = [
    [5, 0.5],
    [50, 1],
    [150, 2.5],
    [500, 5],
    [1000, 10],
    [2500, 25],
  ];
  return steps.find(([limit]) => price < limit)?.[1] ?? 50;
}

/** Months over which today's volatility gives way to the long-run level, in years. */
const VOLATILITY_MEMORY = 0.25;
/** Options trade at a premium over the volatility the stock has shown. */
const VOLATILITY_PREMIUM = 1.1;

/**
 * The at-the-money total variance to a horizon: today's variance fading
 * towards the long-run one. Its slope is a blend of the two variances, so it
 * always rises with the horizon and no calendar spread trades below zero.
 */
function atmTotalVariance(today: number, longRun: number, years: number): number {
  const now = today * today;
  const later = longRun * longRun;
  return later * years + (now - later) * VOLATILITY_MEMORY * (1 - Math.exp(-years / VOLATILITY_MEMORY));
}

/**
 * The implied volatility at a strike, from Gatheral and Jacquier's surface
 * (SSVI) with a power-law curvature: dearer on the downside (ρ < 0), rising
 * again far out, flatter for longer expiries. With η(1 + |ρ|) ≤ 2 and a rising
 * at-the-money variance it admits neither butterfly nor calendar arbitrage.
 */
function smile(totalVariance: number, logMoneyness: number, years: number, fund: boolean): number {
  const rho = fund ? -0.7 : -0.55;
  const eta = fund ? 1.15 : 1.25;
  const phi = eta / Math.sqrt(totalVariance * (1 + totalVariance));
  const x = phi * logMoneyness;
  const variance = (totalVariance / 2) * (1 + rho * x + Math.sqrt((x + rho) * (x + rho) + 1 - rho * rho));
  return Math.sqrt(variance / years);
}

function roundToTick(value: number, tick: number, direction: 'down' | 'up'): number {
  const steps = direction === 'down' ? Math.floor(value / tick + 1e-9) : Math.ceil(value / tick - 1e-9);
  return Math.round(steps * tick * 100) / 100;
}

/** OCC's contract code: root, yymmdd, C or P, strike in thousandths on 8 digits. */
export function occSymbol(root: string, expiryDay: number, kind: OptionKind, strike: number): string {
  const { year, month, day } = civilDate(expiryDay);
  const date = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return `${root.replace(/[-.]/g, '')}${date}${kind === 'call' ? 'C' : 'P'}${String(Math.round(strike * 1000)).padStart(8, '0')}`;
}

export interface ChainInputs {
  profile: Profile;
  /** Latest price of the underlying. */
  spot: number;
  /** The previous close: strikes and open interest are set on it, so they stay put through the day. */
  previousClose: number;
  /** Annualised volatility the underlying trades at now. */
  volatility: number;
  now: number;
  /** The session the latest trades were made in: its open, and its close or now while it trades. */
  trading: { open: number; until: number };
  /** The expiry asked for (midnight UTC of its day); the nearest one is served. */
  expiration: number | undefined;
}

/**
 * A listed option chain priced with Black–Scholes on a skewed smile, with
 * bid/ask spreads widening away from the money, and open interest and volume
 * that crowd at the money, at round strikes and in the monthly expiries.
 */
export function demoOptionChain(inputs: ChainInputs): OptionChain {
  const { profile, spot, previousClose, volatility, now, trading } = inputs;
  if (!isOptionable(profile)) throw new ProviderUnsupported('demo', `options for ${profile.symbol}`);
  const fund = profile.type === SYMBOL_TYPES.etf;
  const cap = findSymbol(profile.symbol)?.cap ?? 0;
  const today = zonedDay(NEW_YORK, now);
  const expiries = expiryDays(today, fund || cap >= WEEKLY_CAP);
  const dates = expiries.map((day) => day * SECONDS_PER_DAY);
  const wanted = inputs.expiration ?? dates[0] ?? 0;
  const chosen = expiries.reduce((best, day) =>
    Math.abs(day * SECONDS_PER_DAY - wanted) < Math.abs(best * SECONDS_PER_DAY - wanted) ? day : best,
  );
  const expiration = chosen * SECONDS_PER_DAY;
  const expiryClose = zonedTime(NEW_YORK, chosen, 16 * 60);
  const years = Math.max(expiryClose - now, 3600) / (365 * SECONDS_PER_DAY);
  const { year, month } = civilDate(chosen);
  const monthly = expiryOn(nthWeekday(year, month, FRIDAY, 3)) === chosen;
  const random = new Random(seedOf(profile.symbol, today, chosen));

  const totalVariance = atmTotalVariance(VOLATILITY_PREMIUM * volatility, VOLATILITY_PREMIUM * profile.volatility, years);
  const atm = Math.sqrt(totalVariance / years);
  const width = Math.max(0.3, 3 * atm * Math.sqrt(years)) * previousClose;
  let step = strikeStep(previousClose, fund);
  while ((2 * width) / step > MAX_STRIKES) step *= 2;
  const strikes: number[] = [];
  // Strikes reach down to a fifth of the price at most: below it nobody lists any.
  const lowest = Math.max(1, Math.ceil(Math.max(previousClose - width, 0.2 * previousClose) / step));
  for (let i = lowest; i * step <= previousClose + width; i++) strikes.push(Math.round(i * step * 100) / 100);
  const stepCents = Math.round(step * 100);

  const liquidity = (fund ? 40 : 8) * Math.sqrt(Math.max(cap, 5000) / 1000) * (monthly ? 2 : 1);
  const forward = spot * Math.exp(PRICING_RATE * years);
  const contract = (kind: OptionKind, strike: number): OptionContract => {
    const iv = smile(totalVariance, Math.log(strike / forward), years, fund);
    const value = blackScholes(kind, { spot, strike, years, rate: PRICING_RATE, volatility: iv });
    const intrinsic = Math.max(0, kind === 'call' ? spot - strike : strike - spot);
    const tick = value < 3 || fund ? 0.01 : 0.05;
    // Makers quote wider away from the money, where hedging costs more; the bid never gives away the exercise value.
    const fromMoney = Math.abs(Math.log(strike / forward)) / (atm * Math.sqrt(years));
    const halfSpread = Math.max(0.01, (value - intrinsic) * 0.02 + value * 0.005 * Math.min(1 + fromMoney, 10)) / 2;
    const bid = Math.max(roundToTick(value - halfSpread, tick, 'down'), roundToTick(intrinsic, 0.01, 'up'), 0);
    const ask = Math.max(tick, roundToTick(value + halfSpread, tick, 'up'), bid);
    const lastPrice = Math.min(ask, Math.max(bid, 0.01, Math.round((value + (random.uniform() - 0.5) * (ask - bid)) * 100) / 100));
    // The day's change is what the stock's move is worth to the option: its delta times the move.
    const change = (greeks(kind, { spot, strike, years, rate: PRICING_RATE, volatility: iv })?.delta ?? 0) * (spot - previousClose);
    const before = Math.max(0.01, lastPrice - change);

    // Crowds at the money (set on the previous close) and at round strikes; hedgers hold puts below, speculators calls above.
    const fromClose = Math.log(strike / previousClose) / (atm * Math.sqrt(years));
    const cents = Math.round(strike * 100);
    const round = cents % (stepCents * 10) === 0 ? 2.5 : cents % (stepCents * 4) === 0 ? 1.6 : cents % (stepCents * 2) === 0 ? 1.2 : 1;
    const side = kind === 'put' ? (fromClose < 0 ? 1.3 : 0.6) : fromClose > 0 ? 1.2 : 0.7;
    // A bell at the money over a thin floor of positions left from when the price stood elsewhere.
    const crowd = Math.exp(-0.35 * fromClose * fromClose) + 0.03;
    const openInterest = Math.round(liquidity * 100 * crowd * round * side * Math.exp(0.5 * random.normal()));
    const volume = Math.round(openInterest * 0.25 * Math.exp(-3 * years) * crowd * Math.exp(0.7 * random.normal()));
    return {
      contractSymbol: occSymbol(profile.symbol, chosen, kind, strike),
      // Options trade in the stock's session: the last trade falls within its last hour, never on a day the market is shut.
      lastTradeDate: trading.until - random.below(Math.max(1, Math.min(3600, trading.until - trading.open))),
      strike,
      lastPrice,
      bid,
      ask,
      // A change too small to show is none: 0, not −0.
      percentChange: Math.round(((lastPrice - before) / before) * 10_000) / 100 || 0,
      volume,
      openInterest,
      impliedVolatility: Math.round(iv * 10_000) / 10_000,
      expiration,
      inTheMoney: kind === 'call' ? strike < spot : strike > spot,
    };
  };

  return {
    symbol: profile.symbol,
    underlyingPrice: spot,
    dates,
    strikes,
    expiration,
    calls: monotone(strikes.map((strike) => contract('call', strike))),
    puts: monotone(strikes.map((strike) => contract('put', strike)).reverse()).reverse(),
  };
}

/**
 * Rounding to ticks can leave a farther strike a cent dearer than a nearer
 * one; caps each quote at the one before it, so calls never rise with the
 * strike (and, run from the top strike down, puts never fall). Capping keeps
 * bid ≤ last ≤ ask, since the previous contract's prices already satisfy it.
 */
function monotone(contracts: OptionContract[]): OptionContract[] {
  for (let i = 1; i < contracts.length; i++) {
    const previous = contracts[i - 1] as OptionContract;
    const contract = contracts[i] as OptionContract;
    contract.bid = Math.min(contract.bid, previous.bid);
    contract.ask = Math.min(contract.ask, previous.ask);
    contract.lastPrice = Math.max(contract.bid, Math.min(contract.lastPrice, previous.lastPrice));
  }
  return contracts;
}
