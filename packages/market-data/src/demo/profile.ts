import { type Region, SYMBOL_TYPES } from '@signaldesk/contract';
import { marketOf } from '../sessions/markets.js';
import { findSymbol } from '../universe/symbols.js';
import { MEAN_REVERTING, PEGGED, PRICE_LEVELS } from './priceLevels.js';
import { Random, seedOf } from './random.js';

/** How the demo market draws one instrument. */
export interface Profile {
  symbol: string;
  market: Region;
  type: number;
  /** Price on the reference day, in the instrument's currency. */
  level: number;
  /** Long-run annual volatility. */
  volatility: number;
  /** Sessions a year, to turn annual figures into daily ones. */
  sessionsPerYear: number;
  /** Share of a day's variance that arrives overnight, as the opening gap. */
  gapShare: number;
  /** Daily pull back towards the reference level; 0 lets the price wander. */
  reversion: number;
  /** Whether trending regimes apply; a pegged price or a fear gauge has none. */
  trends: boolean;
  /** Typical daily volume in the units Yahoo reports (shares, contracts, or dollars for crypto). */
  volume: number;
  /** Crypto volume is counted in dollars and so grows with the price. */
  volumeInDollars: boolean;
  /** Whether earnings-day jumps happen. */
  jumps: boolean;
}

/** The day every history is scaled to pass through its reference price. */
export const REFERENCE_DAY = Date.UTC(2024, 11, 31) / 86_400_000;

const USD_PER_UNIT: Partial<Record<Region, number>> = { HK: 1 / 7.8, CN: 1 / 7.25 };

/** Daily turnover as a share of market value, by market: A-shares change hands far more often. */
const TURNOVER: Record<Region, number> = { US: 0.004, HK: 0.003, CN: 0.012, USD: 0.03, GF: 0 };

/** Log-uniform price ranges, in local currency, for the members without a known level. */
const TYPICAL_PRICE: Record<Region, [number, number]> = {
  US: [15, 400],
  HK: [2, 120],
  CN: [4, 90],
  USD: [0.1, 60],
  GF: [0.5, 150],
};

const INDEX_VOLUME = 3e9;
const FOREX_TICKS = 150_000;
const FUTURES_CONTRACTS: Record<string, number> = { 'GC=F': 200_000, 'SI=F': 60_000 };

export function profileOf(symbol: string): Profile {
  const info = findSymbol(symbol);
  const market = info?.region ?? marketOf(symbol);
  const type = info?.type ?? (symbol.startsWith('^') ? SYMBOL_TYPES.index : SYMBOL_TYPES.stock);
  const known = PRICE_LEVELS.get(info?.symbol ?? symbol);
  const random = new Random(seedOf(symbol, 7));
  const [low, high] = TYPICAL_PRICE[market];
  const level = known?.price ?? low * (high / low) ** random.uniform();
  const volatility = known?.volatility ?? defaultVolatility(market, type, info?.cap ?? 0, random.uniform());
  const usdPrice = level * (USD_PER_UNIT[market] ?? 1);

  let volume: number;
  if (type === SYMBOL_TYPES.index) volume = INDEX_VOLUME;
  else if (type === SYMBOL_TYPES.forex) volume = FOREX_TICKS;
  else if (type === SYMBOL_TYPES.future) volume = FUTURES_CONTRACTS[symbol] ?? 100_000;
  else {
    // Funds carry no cap; their turnover comes from the table or a typical fund's.
    const dollars =
      type === SYMBOL_TYPES.etf
        ? (known?.turnover ?? 200 + 800 * random.uniform()) * 1e6
        : Math.max(info?.cap ?? 2000, 500) * 1e6 * TURNOVER[market];
    volume = market === 'USD' ? dollars : dollars / usdPrice;
  }

  const pegged = PEGGED.has(symbol);
  const fearGauge = MEAN_REVERTING.has(symbol);
  return {
    symbol,
    market,
    type,
    level,
    volatility,
    sessionsPerYear: market === 'USD' ? 365 : market === 'GF' ? 260 : 250,
    gapShare: market === 'USD' || market === 'GF' ? 0 : type === SYMBOL_TYPES.index ? 0.15 : 0.25,
    reversion: pegged ? 0.2 : fearGauge ? 0.04 : 0,
    trends: !pegged && !fearGauge,
    volume,
    volumeInDollars: market === 'USD',
    jumps: type === SYMBOL_TYPES.stock,
  };
}

function defaultVolatility(market: Region, type: number, cap: number, u: number): number {
  if (type === SYMBOL_TYPES.index) return 0.2;
  if (type === SYMBOL_TYPES.etf) return 0.2;
  if (type === SYMBOL_TYPES.forex) return 0.08;
  if (market === 'USD') return 0.8 + 0.4 * u;
  // Smaller companies swing more.
  const smallCap = cap > 0 && cap < 20_000 ? 0.06 : 0;
  return (market === 'US' ? 0.2 : 0.25) + 0.25 * u + smallCap;
}
