import { type Region, SYMBOL_TYPES, type SymbolInfo } from '@signaldesk/contract';
import { marketOf } from '../sessions/markets.js';
import { MEAN_REVERTING, PEGGED, PRICE_LEVELS } from '../universe/priceLevels.js';
import { findSymbol } from '../universe/symbols.js';
import { type Twin, TWINS } from '../universe/twins.js';
import { Random, seedOf } from './random.js';

/** How the demo market draws one instrument. */
export interface Profile {
  symbol: string;
  market: Region;
  type: number;
  /** The price the history is centred on, in the instrument's currency. */
  level: number;
  /** Long-run annual volatility. */
  volatility: number;
  /** Sessions a year, to turn annual figures into daily ones. */
  sessionsPerYear: number;
  /** Share of a day's variance that arrives overnight, as the opening gap. */
  gapShare: number;
  /** Daily pull of the log price back towards its centre. */
  reversion: number;
  /** Largest distance of the log price from its centre: the band the history stays in. */
  band: number;
  /** Annual growth of the centre up to the anchor day: older prices sit lower, as a growing business's do. */
  growth: number;
  /** Whether trending regimes apply; a pegged price or a fear gauge has none. */
  trends: boolean;
  /** Typical daily volume in the units Yahoo reports (shares, contracts, or dollars for crypto). */
  volume: number;
  /** Crypto volume is counted in dollars and so grows with the price. */
  volumeInDollars: boolean;
  /** Whether earnings-day jumps happen. */
  jumps: boolean;
  /** The listing this one moves with (another share class, the A share of an H share, the index a fund holds). */
  twin: Twin | undefined;
}

/** The day the centre of every history reaches its instrument's price level and stays there. */
export const ANCHOR_DAY = Date.UTC(2025, 5, 30) / 86_400_000;

const USD_PER_UNIT: Partial<Record<Region, number>> = { HK: 1 / 7.8, CN: 1 / 7.25 };

/** Daily turnover as a share of market value, by market: A-shares change hands far more often. */
const TURNOVER: Record<Region, number> = { US: 0.004, HK: 0.003, CN: 0.012, USD: 0.03, GF: 0 };

/** Log-uniform price range, in local currency, for a symbol outside the bundled universe. */
const TYPICAL_PRICE: Record<Region, [number, number]> = {
  US: [15, 400],
  HK: [2, 120],
  CN: [4, 90],
  USD: [0.1, 60],
  GF: [0.5, 150],
};

/** A pull of about three per year: a move away from the centre halves in about three months. */
const REVERSION_PER_YEAR = 3;
/** The band reaches 0.6 of a year's standard deviation either side of the centre, never beyond a factor of 1.6. */
const MAX_BAND = Math.log(1.6);

const INDEX_VOLUME = 3e9;
const FOREX_TICKS = 150_000;
const FUTURES_CONTRACTS: Record<string, number> = { 'GC=F': 200_000, 'SI=F': 60_000 };
/** Sectors whose prices carry growth expectations and swing more. */
const GROWTH_SECTORS: ReadonlySet<string> = new Set(['tech', 'communication', 'consumer-disc']);

export function profileOf(symbol: string): Profile {
  const info = findSymbol(symbol);
  const market = info?.region ?? marketOf(symbol);
  const type = info?.type ?? (symbol.startsWith('^') ? SYMBOL_TYPES.index : SYMBOL_TYPES.stock);
  const known = PRICE_LEVELS.get(info?.symbol ?? symbol);
  const random = new Random(seedOf(symbol, 7));
  const [low, high] = TYPICAL_PRICE[market];
  const level = known?.price ?? low * (high / low) ** random.uniform();
  const volatility = known?.volatility ?? defaultVolatility(market, type, info, random.uniform());
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
  const sessionsPerYear = market === 'USD' ? 365 : market === 'GF' ? 260 : 250;
  return {
    symbol,
    market,
    type,
    level,
    volatility,
    sessionsPerYear,
    gapShare: market === 'USD' || market === 'GF' ? 0 : type === SYMBOL_TYPES.index ? 0.15 : 0.25,
    reversion: pegged ? 0.2 : fearGauge ? 0.04 : REVERSION_PER_YEAR / sessionsPerYear,
    band: Math.min(MAX_BAND, 0.6 * volatility),
    growth: pegged || fearGauge ? 0 : growthOf(market, type, volatility),
    trends: !pegged && !fearGauge,
    volume,
    volumeInDollars: market === 'USD',
    jumps: type === SYMBOL_TYPES.stock,
    twin: TWINS.get(info?.symbol ?? symbol),
  };
}

function defaultVolatility(market: Region, type: number, info: SymbolInfo | undefined, u: number): number {
  if (type === SYMBOL_TYPES.index || type === SYMBOL_TYPES.etf) return 0.2;
  if (type === SYMBOL_TYPES.forex) return 0.08;
  if (type === SYMBOL_TYPES.future) return 0.18;
  if (market === 'USD') return 0.8 + 0.4 * u;
  const growth = info?.sector !== undefined && GROWTH_SECTORS.has(info.sector) ? 0.1 : 0;
  // Smaller companies swing more.
  const cap = info?.cap ?? 0;
  const smallCap = cap > 0 && cap < 20_000 ? 0.06 : 0;
  const base = market === 'US' ? 0.2 : 0.25;
  return base + growth + smallCap + 0.15 * u;
}

/**
 * How fast the centre grew before the anchor day: in proportion to the risk
 * taken (a rough equity premium), much less in Hong Kong and Shanghai, whose
 * indices ended the decade near where they began, and not at all for currencies.
 */
function growthOf(market: Region, type: number, volatility: number): number {
  if (type === SYMBOL_TYPES.forex) return 0;
  return (market === 'HK' || market === 'CN' ? 0.1 : 0.4) * volatility;
}
