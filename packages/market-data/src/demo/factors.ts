import type { Region, Sector } from '@signaldesk/contract';
import { epochDay, SATURDAY, SUNDAY, weekdayOf } from '../sessions/clock.js';
import { Random, seedOf } from './random.js';
import { MAX_VOLATILITY_MULTIPLE, nextRegime, REVERSION_PER_YEAR, regimeDrift } from './regimes.js';

/**
 * The common moves every symbol of a market shares: one factor per market and
 * one per sector within it. A factor lives on calendar days, so its value on a
 * date depends only on the seed, its name and that date, never on which symbols
 * were drawn before. Each day's shocks come from a hash of the factor's name and
 * the day; the walk through the days adds volatility clustering (GARCH), bull
 * and bear regimes and a pull back to zero, as the symbols' own moves have.
 */

/** How one factor moves. */
interface FactorSpec {
  /** Annual volatility. */
  volatility: number;
  /** Share of a day's variance that arrives overnight, before the open. */
  gapShare: number;
  /** A closed weekend day's share of a trading day's variance: news still comes, but less. */
  weekendWeight: number;
  /** Bull and bear markets: a whole market trends, a sector only rotates around it. */
  trends: boolean;
  /** The market whose shocks this one's repeat in part: Hong Kong opens on New York's last session. */
  follows?: { market: Region; lag: number; correlation: number };
}

const MARKET_FACTORS: Record<Region, FactorSpec> = {
  US: { volatility: 0.2, gapShare: 0.2, weekendWeight: 0.1, trends: true },
  HK: { volatility: 0.22, gapShare: 0.2, weekendWeight: 0.1, trends: true, follows: { market: 'US', lag: 1, correlation: 0.45 } },
  CN: { volatility: 0.24, gapShare: 0.2, weekendWeight: 0.1, trends: true, follows: { market: 'HK', lag: 0, correlation: 0.35 } },
  USD: { volatility: 0.6, gapShare: 0, weekendWeight: 1, trends: true, follows: { market: 'US', lag: 0, correlation: 0.2 } },
  // Gold and currencies share the dollar's moves: the factor is the dollar's weakness.
  GF: { volatility: 0.07, gapShare: 0, weekendWeight: 0.1, trends: false },
};

/** A sector swings around its market by about this much a year. */
const SECTOR_VOLATILITY = 0.12;

/** The first day of every factor: a year before the histories begin, so that 2015 opens in a settled state. */
const FIRST_DAY = epochDay(2014, 1, 1);

// A broad index's GARCH(1,1) as fitted to real ones: a shock lifts tomorrow's variance by a tenth of its square.
const GARCH_ALPHA = 0.1;
const GARCH_BETA = 0.88;

/** A factor's log level at each day's open and close, and the daily variance it moved with, from FIRST_DAY on. */
export interface FactorPath {
  open: Float64Array;
  close: Float64Array;
  /** Variance of a full trading day's move at that date. */
  variance: Float64Array;
  /** The day's standardised shock, which a market that follows this one takes up in part. */
  shock: Float64Array;
}

export interface Exposure {
  factor: string;
  /** How much of the factor's move the symbol takes: 1 moves with it, −1 against it. */
  beta: number;
}

export function marketFactor(market: Region): string {
  return market;
}

export function sectorFactor(market: Region, sector: Sector): string {
  return `${market}:${sector}`;
}

/** A factor's annual volatility, by its name. */
export function factorVolatility(factor: string): number {
  return factor.includes(':') ? SECTOR_VOLATILITY : MARKET_FACTORS[factor as Region].volatility;
}

/** The annual variance a symbol takes from its factors, as if they moved independently. */
export function sharedVariance(exposures: readonly Exposure[]): number {
  return exposures.reduce((sum, e) => sum + (e.beta * factorVolatility(e.factor)) ** 2, 0);
}

function specOf(factor: string): FactorSpec {
  const [market, sector] = factor.split(':') as [Region, string | undefined];
  const spec = MARKET_FACTORS[market];
  if (sector === undefined) return spec;
  // A sector rotates around its market: no trend of its own, no lead from abroad.
  return { volatility: SECTOR_VOLATILITY, gapShare: spec.gapShare, weekendWeight: spec.weekendWeight, trends: false };
}

/** One day's draws of a factor, from its name and the day alone. */
interface DayDraws {
  shock: number;
  split: number;
  switch: number;
}

function drawsOf(factor: string, day: number): DayDraws {
  const random = new Random(seedOf(`factor:${factor}`, day));
  return { shock: random.fatTailed(), split: random.normal(), switch: random.uniform() };
}

const paths = new Map<string, FactorPath>();

/** A factor's path through at least lastDay; a longer path extends a shorter one without changing it. */
export function factorPath(factor: string, lastDay: number): FactorPath {
  const known = paths.get(factor);
  if (known && known.close.length > lastDay - FIRST_DAY) return known;
  const path = walk(factor, lastDay);
  paths.set(factor, path);
  return path;
}

/** Index of a day in a factor path. */
export function factorRow(day: number): number {
  return day - FIRST_DAY;
}

function walk(factor: string, lastDay: number): FactorPath {
  const spec = specOf(factor);
  const n = lastDay - FIRST_DAY + 1;
  const open = new Float64Array(n);
  const close = new Float64Array(n);
  const varianceOf = new Float64Array(n);
  const shocks = new Float64Array(n);
  const leader = spec.follows ? factorPath(marketFactor(spec.follows.market), lastDay).shock : undefined;
  const { lag = 0, correlation = 0 } = spec.follows ?? {};
  const ownShare = Math.sqrt(1 - correlation * correlation);
  // Weekend days count for less, so a year holds fewer full days of variance than calendar days.
  const weightPerYear = (365.25 * (5 + 2 * spec.weekendWeight)) / 7;
  const longRunVariance = spec.volatility ** 2 / weightPerYear;
  const omega = longRunVariance * (1 - GARCH_ALPHA - GARCH_BETA);
  const maxVariance = longRunVariance * MAX_VOLATILITY_MULTIPLE ** 2;
  // A factor's distance from zero halves in about three months, as a symbol's distance from its centre does.
  const pull = REVERSION_PER_YEAR / weightPerYear;
  // The overnight part of a day's move is where a Brownian path stands at the open: a share of the move plus noise.
  const { gapShare } = spec;
  const gapNoise = Math.sqrt(gapShare * (1 - gapShare));
  let variance = longRunVariance;
  let level = 0;
  let bull = true;

  for (let i = 0; i < n; i++) {
    const day = FIRST_DAY + i;
    const weekday = weekdayOf(day);
    const weight = weekday === SATURDAY || weekday === SUNDAY ? spec.weekendWeight : 1;
    const draws = drawsOf(factor, day);
    const led = leader && i >= lag ? (leader[i - lag] ?? 0) : 0;
    const shock = correlation * led + ownShare * draws.shock;
    shocks[i] = shock;
    if (spec.trends) bull = nextRegime(bull, draws.switch, weight);
    const drift = spec.trends ? (regimeDrift(bull, spec.volatility) * weight) / weightPerYear : 0;
    const sd = Math.sqrt(variance * weight);
    const move = sd * shock;
    open[i] = level + gapShare * move + gapNoise * sd * draws.split;
    level += drift - pull * weight * level + move;
    close[i] = level;
    varianceOf[i] = variance;
    // A quiet weekend day leaves the variance where Friday left it.
    if (weight === 1) variance = Math.min(maxVariance, omega + GARCH_ALPHA * variance * shock * shock + GARCH_BETA * variance);
  }
  return { open, close, variance: varianceOf, shock: shocks };
}
