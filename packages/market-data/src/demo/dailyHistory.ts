import { SYMBOL_TYPES } from '@signaldesk/contract';
import { marketSessions, type TradingSession } from '../sessions/calendar.js';
import { epochDay, SECONDS_PER_DAY } from '../sessions/clock.js';
import { factorPath, factorRow } from './factors.js';
import { ANCHOR_DAY, type Profile, profileOf } from './profile.js';
import { Random, seedOf } from './random.js';
import { MAX_VOLATILITY_MULTIPLE, nextRegime, regimeDrift } from './regimes.js';

/** Every demo history starts on the first trading day of 2015. */
export const HISTORY_START = epochDay(2015, 1, 1) * SECONDS_PER_DAY;
/** Histories are drawn through at least this date, so the same bars come out whatever "now" is. */
const MIN_HORIZON_YEAR = 2027;

/** A symbol's whole daily history as parallel columns, one row per session. */
export interface DailyHistory {
  profile: Profile;
  sessions: readonly TradingSession[];
  /** Epoch day of each row, ascending. */
  days: Int32Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  /** Annualised volatility the day was drawn with: what an option desk would quote from. */
  volatility: Float64Array;
  /** Decimals the day's prices are rounded to. */
  decimals: Uint8Array;
}

// GARCH(1,1): today's variance remembers yesterday's shock (α) and yesterday's variance (β).
const GARCH_ALPHA = 0.08;
const GARCH_BETA = 0.9;
/** Extra overnight variance per closed day between sessions (weekends, holidays), as a share of a day's. */
const CLOSED_DAY_SHARE = 0.1;
/** About one surprise a quarter: an earnings gap. */
const JUMP_CHANCE = 1 / 63;
const JUMP_SIZE = 4;
/** Scales |N(0,1)| (mean 0.8) to the mean excursion of a Brownian bridge beyond its ends, about 0.6 σ. */
const EXCURSION = 0.75;

/** Decimals a price is quoted with: cents above a unit, more digits for coins worth a fraction of a cent. */
export function decimalsFor(price: number, forex: boolean): number {
  if (forex) return price < 20 ? 5 : 3;
  if (price >= 1) return 2;
  return Math.min(12, 4 - Math.floor(Math.log10(price)));
}

const SCALES = Array.from({ length: 16 }, (_, decimals) => 10 ** decimals);

export function roundTo(value: number, decimals: number): number {
  const scale = SCALES[decimals] ?? 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** The row of a trading day in a history, or -1 when the market did not trade. */
export function rowOf(history: DailyHistory, day: number): number {
  const { days } = history;
  let lo = 0;
  let hi = days.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const value = days[mid] ?? 0;
    if (value === day) return mid;
    if (value < day) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Draws the daily bars of one symbol from 2015 through the horizon year. */
export function generateDailyHistory(symbol: string, horizonYear: number): DailyHistory {
  const profile = profileOf(symbol);
  const lastYear = Math.max(horizonYear, MIN_HORIZON_YEAR);
  const sessions = marketSessions(profile.market, HISTORY_START, epochDay(lastYear + 1, 1, 1) * SECONDS_PER_DAY);
  const bars = profile.twin
    ? followLeader(profile, profile.twin.premium, sessions, generateDailyHistory(profile.twin.leader, horizonYear))
    : drawBars(profile, sessions);
  return finish(profile, sessions, bars);
}

/** Log prices of each row and the day's activity, before rounding. */
interface DrawnBars {
  logOpen: Float64Array;
  logHigh: Float64Array;
  logLow: Float64Array;
  logClose: Float64Array;
  /** Multiple of the typical volume. */
  activity: Float64Array;
  volatility: Float64Array;
}

function emptyBars(n: number): DrawnBars {
  return {
    logOpen: new Float64Array(n),
    logHigh: new Float64Array(n),
    logLow: new Float64Array(n),
    logClose: new Float64Array(n),
    activity: new Float64Array(n),
    volatility: new Float64Array(n),
  };
}

/** The log price the history is centred on: the level from the anchor day on, lower before it by the growth rate. */
function centreOf(profile: Profile, day: number): number {
  return Math.log(profile.level) + (profile.growth * Math.min(0, day - ANCHOR_DAY)) / 365.25;
}

/** The share of the band a distance passes through untouched: only the edge is squeezed, so moves near the centre keep their size. */
const FREE_SHARE = 0.5;

/** A monotone map of a distance into (−band, band): itself near the centre, a tanh towards the edge, joined smoothly. */
function squeezeInto(band: number): (x: number) => number {
  const free = FREE_SHARE * band;
  const edge = band - free;
  return (x) => {
    const size = Math.abs(x);
    return size <= free ? x : Math.sign(x) * (free + edge * Math.tanh((size - free) / edge));
  };
}

/** The shared part of a symbol's distance from its centre at each session's open and close, and its daily variance. */
interface SharedMoves {
  open: Float64Array;
  close: Float64Array;
  variance: Float64Array;
}

/** The factors' moves weighted by the symbol's betas, on the symbol's own sessions. */
function sharedMoves(profile: Profile, sessions: readonly TradingSession[]): SharedMoves {
  const n = sessions.length;
  const moves = { open: new Float64Array(n), close: new Float64Array(n), variance: new Float64Array(n) };
  const lastDay = sessions[n - 1]?.epochDay ?? 0;
  for (const { factor, beta } of profile.exposures) {
    const path = factorPath(factor, lastDay);
    for (let i = 0; i < n; i++) {
      const row = factorRow((sessions[i] as TradingSession).epochDay);
      moves.open[i] = (moves.open[i] ?? 0) + beta * (path.open[row] ?? 0);
      moves.close[i] = (moves.close[i] ?? 0) + beta * (path.close[row] ?? 0);
      moves.variance[i] = (moves.variance[i] ?? 0) + beta * beta * (path.variance[row] ?? 0);
    }
  }
  return moves;
}

/**
 * A symbol's distance from its centre is the sum of the factors' moves it
 * shares and its own: GARCH shocks with fat tails, trending regimes and
 * earnings jumps, which a pull draws back. A tanh squeeze then keeps that
 * distance inside the profile's band. The squeeze is monotone, so each bar's
 * high stays the highest and its low the lowest.
 */
function drawBars(profile: Profile, sessions: readonly TradingSession[]): DrawnBars {
  const n = sessions.length;
  const random = new Random(seedOf(profile.symbol, 1));
  const bars = emptyBars(n);
  const { logOpen, logHigh, logLow, logClose, activity, volatility } = bars;
  const shared = sharedMoves(profile, sessions);

  const perYear = profile.sessionsPerYear;
  const longRunVariance = profile.ownVolatility ** 2 / perYear;
  const omega = longRunVariance * (1 - GARCH_ALPHA - GARCH_BETA);
  const maxVariance = longRunVariance * MAX_VOLATILITY_MULTIPLE ** 2;
  const typicalMove = profile.volatility / Math.sqrt(perYear);
  let variance = longRunVariance;
  // Square roots that stay fixed through the loop: the overnight share by closed days in between, the day's share, the year.
  const crypto = profile.market === 'USD';
  const gapScale = Array.from({ length: 12 }, (_, closed) => Math.sqrt(profile.gapShare + (crypto ? 0 : CLOSED_DAY_SHARE * closed)));
  const regularGapScale = Math.sqrt(profile.gapShare);
  const dayScale = Math.sqrt(1 - profile.gapShare);
  const annualScale = Math.sqrt(perYear);
  const squeeze = squeezeInto(profile.band);
  let bull = random.uniform() < 0.65;
  // The symbol's own part of its distance from its centre at the last close, and the whole distance, before the squeeze.
  let ownClose = 0;
  let previousClose = shared.open[0] ?? 0;
  let previousDay = (sessions[0]?.epochDay ?? 0) - 1;
  let previousCentre = centreOf(profile, previousDay);

  for (let i = 0; i < n; i++) {
    const session = sessions[i] as TradingSession;
    if (profile.trends) bull = nextRegime(bull, random.uniform());
    const drift = profile.trends ? regimeDrift(bull, profile.ownVolatility) / perYear : 0;
    const pull = -profile.reversion * ownClose;

    const closedDays = Math.max(0, session.epochDay - previousDay - 1);
    previousDay = session.epochDay;
    const sd = Math.sqrt(variance);
    const gapZ = random.fatTailed();
    const moveZ = random.fatTailed();
    let gap = sd * (gapScale[Math.min(closedDays, gapScale.length - 1)] ?? 0) * gapZ;
    const allSd = Math.sqrt(variance + (shared.variance[i] ?? 0));
    if (profile.jumps && random.uniform() < JUMP_CHANCE) gap += JUMP_SIZE * allSd * random.fatTailed();
    const ownOpen = ownClose + gap;
    ownClose = ownOpen + drift + pull + sd * dayScale * moveZ;
    const open = ownOpen + (shared.open[i] ?? 0);
    const close = ownClose + (shared.close[i] ?? 0);
    // The day's extremes beyond open and close, about as far as a Brownian path's excursions reach.
    const daySd = allSd * dayScale;
    const up = EXCURSION * daySd * Math.abs(random.normal());
    const down = EXCURSION * daySd * Math.abs(random.normal());
    // The open stands on yesterday's centre, so that a market without a gap opens exactly at its last close.
    const centre = centreOf(profile, session.epochDay);
    const openLog = previousCentre + squeeze(open);
    const closeLog = centre + squeeze(close);
    logOpen[i] = openLog;
    logClose[i] = closeLog;
    logHigh[i] = Math.max(openLog, centre + squeeze(Math.max(open, close) + up));
    logLow[i] = Math.min(openLog, centre + squeeze(Math.min(open, close) - down));
    previousCentre = centre;
    volatility[i] = allSd * annualScale;

    // The variance feeds on the regular shock only: weekends and jumps add to a day's move without
    // raising the long-run level, which keeps the process stationary at the profile's volatility.
    const shock = sd * (regularGapScale * gapZ + dayScale * moveZ);
    // Busy days are the days that move.
    activity[i] = Math.exp(0.4 * random.normal() - 0.08) * (0.7 + (0.3 * Math.abs(close - previousClose)) / typicalMove);

    variance = Math.min(maxVariance, omega + GARCH_ALPHA * shock * shock + GARCH_BETA * variance);
    previousClose = close;
  }
  return bars;
}

/** The premium between twins returns a tenth of the way to its usual level a day; its daily step is a tenth of its reach. */
const PREMIUM_PULL = 0.1;
const PREMIUM_STEP = 1 / 10;

/**
 * A twin's bars: on each of its sessions the leader's latest bar, scaled by
 * the ratio of their price levels, times a small premium that wanders and
 * returns. A day the leader's market is shut, the twin trades around its last close.
 */
function followLeader(profile: Profile, reach: number, sessions: readonly TradingSession[], leader: DailyHistory): DrawnBars {
  const n = sessions.length;
  const random = new Random(seedOf(profile.symbol, 1));
  const bars = emptyBars(n);
  const { logOpen, logHigh, logLow, logClose, activity, volatility } = bars;
  const quietSd = (0.3 * profile.volatility) / Math.sqrt(profile.sessionsPerYear);
  const ratio = Math.log(profile.level / leader.profile.level);
  const logOf = (price: Float64Array, row: number) => Math.log(price[row] ?? leader.profile.level);
  let row = -1;
  let premium = 0;
  let previousClose = ratio + logOf(leader.close, 0);
  for (let i = 0; i < n; i++) {
    const day = (sessions[i] as TradingSession).epochDay;
    const before = row;
    while (row + 1 < leader.days.length && (leader.days[row + 1] ?? 0) <= day) row++;
    const at = Math.max(0, row);
    premium += -PREMIUM_PULL * premium + PREMIUM_STEP * reach * random.normal();
    const shift = ratio + reach * Math.tanh(premium / reach);
    const close = shift + logOf(leader.close, at);
    if (row !== before && row >= 0) {
      logOpen[i] = shift + logOf(leader.open, at);
      logHigh[i] = Math.max(shift + logOf(leader.high, at), logOpen[i] ?? close, close);
      logLow[i] = Math.min(shift + logOf(leader.low, at), logOpen[i] ?? close, close);
      activity[i] = ((leader.volume[at] ?? 0) / Math.max(1, leader.profile.volume)) * Math.exp(0.2 * random.normal());
    } else {
      // The leader's market is shut: the twin drifts on its premium in thin trade.
      const open = previousClose + quietSd * random.normal();
      logOpen[i] = open;
      logHigh[i] = Math.max(open, close) + quietSd * Math.abs(random.normal());
      logLow[i] = Math.min(open, close) - quietSd * Math.abs(random.normal());
      activity[i] = 0.6 * Math.exp(0.2 * random.normal());
    }
    logClose[i] = close;
    volatility[i] = leader.volatility[at] ?? profile.volatility;
    previousClose = close;
  }
  return bars;
}

/** Prices out of log space, rounded to the instrument's quoting precision; volumes in its units. */
function finish(profile: Profile, sessions: readonly TradingSession[], bars: DrawnBars): DailyHistory {
  const n = sessions.length;
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const volume = new Float64Array(n);
  const decimals = new Uint8Array(n);
  const forex = profile.type === SYMBOL_TYPES.forex;
  const days = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const o = Math.exp(bars.logOpen[i] ?? 0);
    const places = decimalsFor(o, forex);
    decimals[i] = places;
    open[i] = roundTo(o, places);
    close[i] = roundTo(Math.exp(bars.logClose[i] ?? 0), places);
    high[i] = roundTo(Math.exp(bars.logHigh[i] ?? 0), places);
    // A price below the quoting precision still shows as the smallest quotable one.
    low[i] = Math.max(1 / (SCALES[places] ?? 1), roundTo(Math.exp(bars.logLow[i] ?? 0), places));
    const units = profile.volumeInDollars ? o / profile.level : 1;
    volume[i] = Math.round(profile.volume * (bars.activity[i] ?? 0) * units);
    days[i] = (sessions[i] as TradingSession).epochDay;
  }
  return { profile, sessions, days, open, high, low, close, volume, volatility: bars.volatility, decimals };
}
