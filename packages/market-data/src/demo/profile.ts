import { type Region, SYMBOL_TYPES, type SymbolInfo } from '@signaldesk/contract';
import { marketOf } from '../sessions/markets.js';
import { MEAN_REVERTING, PEGGED, PRICE_LEVELS } from '../universe/priceLevels.js';
import { findSymbol } from '../universe/symbols.js';
import { type Twin, TWINS } from '../universe/twins.js';
import { type Exposure, factorVolatility, marketFactor, sectorFactor, sharedVariance } from './factors.js';
import { Random, seedOf } from './random.js';
import { REVERSION_PER_YEAR } from './regimes.js';

/** How the demo market draws one instrument. */
export interface Profile {
  symbol: string;
  market: Region;
  type: number;
  /** The price the history is centred on, in the instrument's currency. */
  level: number;
  /** Long-run annual volatility. */
  volatility: number;
  /** The market and sector moves the symbol shares, and how strongly. */
  exposures: Exposure[];
  /** Annual volatility of the symbol's own moves, what the factors leave of its volatility. */
  ownVolatility: number;
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

/** The band reaches 0.9 of a year's standard deviation either side of the centre, never beyond a factor of 1.6. */
const MAX_BAND = Math.log(1.6);
const BAND_PER_VOLATILITY = 0.9;

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
  const band = Math.min(MAX_BAND, BAND_PER_VOLATILITY * volatility);
  const exposures = pegged ? [] : exposuresOf(symbol, market, type, info, volatility, fearGauge);
  return {
    symbol,
    market,
    type,
    level,
    volatility,
    exposures,
    ownVolatility: Math.sqrt(volatility ** 2 - sharedVariance(exposures)),
    sessionsPerYear,
    gapShare: market === 'USD' || market === 'GF' ? 0 : type === SYMBOL_TYPES.index ? 0.15 : 0.25,
    reversion: pegged ? 0.2 : fearGauge ? 0.04 : pullOf(volatility, band) / sessionsPerYear,
    band,
    growth: pegged || fearGauge ? 0 : growthOf(market, type, volatility),
    trends: !pegged && !fearGauge,
    volume,
    volumeInDollars: market === 'USD',
    jumps: type === SYMBOL_TYPES.stock,
    twin: TWINS.get(info?.symbol ?? symbol),
  };
}

/**
 * The yearly pull back to the centre: about three, more for a coin so wild
 * that its band is capped, so that its distance from the centre spreads over
 * about half the band (an Ornstein–Uhlenbeck spread of σ/√(2κ)) rather than
 * sitting on the band's edge.
 */
function pullOf(volatility: number, band: number): number {
  return Math.max(REVERSION_PER_YEAR, 2 * (volatility / band) ** 2);
}

/** The most of a symbol's variance the factors may explain: an index is nearly all market, a stock keeps a good part its own. */
const MAX_SHARED: Record<'fund' | 'single', number> = { fund: 0.95, single: 0.8 };
/** How the fear gauge moves against its market: a falling market lifts it. */
const FEAR_CORRELATION = -0.7;

/**
 * Betas drawn from the symbol alone: a stock takes 0.7 to 1.3 of its market's
 * move and as much again of its sector's, an index all of its market's. Gold
 * and a currency quoted in dollars rise as the dollar weakens, a currency per
 * dollar falls, and a cross of two other currencies leaves the dollar out.
 */
function exposuresOf(symbol: string, market: Region, type: number, info: SymbolInfo | undefined, volatility: number, fearGauge: boolean): Exposure[] {
  const random = new Random(seedOf(symbol, 8));
  const spread = () => 0.7 + 0.6 * random.uniform();
  const factor = marketFactor(market);
  let exposures: Exposure[];
  if (fearGauge) exposures = [{ factor, beta: (FEAR_CORRELATION * volatility) / factorVolatility(factor) }];
  else if (type === SYMBOL_TYPES.index) exposures = [{ factor, beta: 1 }];
  else if (type === SYMBOL_TYPES.forex) exposures = [{ factor, beta: dollarSide(symbol) * spread() }];
  else exposures = [{ factor, beta: spread() }];
  if (info?.sector !== undefined) exposures.push({ factor: sectorFactor(market, info.sector), beta: spread() });
  // Betas shrink together until the factors leave the symbol its share of its own moves.
  const fund = type === SYMBOL_TYPES.index || type === SYMBOL_TYPES.etf;
  const allowed = (fearGauge ? FEAR_CORRELATION ** 2 : MAX_SHARED[fund ? 'fund' : 'single']) * volatility ** 2;
  const shared = sharedVariance(exposures);
  const shrink = shared > allowed ? Math.sqrt(allowed / shared) : 1;
  return exposures.filter((e) => e.beta !== 0).map((e) => ({ factor: e.factor, beta: e.beta * shrink }));
}

/** +1 for a price in dollars of a foreign unit (EURUSD=X), −1 for a foreign currency per dollar (JPY=X), 0 for a cross. */
function dollarSide(symbol: string): number {
  const pair = symbol.replace('=X', '');
  if (pair.length === 3) return -1;
  return pair.endsWith('USD') ? 1 : 0;
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
