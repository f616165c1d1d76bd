import { SYMBOL_TYPES } from '@signaldesk/contract';
import { marketSessions, type TradingSession } from '../sessions/calendar.js';
import { epochDay, SECONDS_PER_DAY } from '../sessions/clock.js';
import { type Profile, profileOf, REFERENCE_DAY } from './profile.js';
import { Random, seedOf } from './random.js';

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
const MAX_VOLATILITY_MULTIPLE = 4;
// Regimes: a bull market lasts about 180 sessions, a bear market about 100.
const BULL_TO_BEAR = 1 / 180;
const BEAR_TO_BULL = 1 / 100;
const BULL_DRIFT = 0.6;
const BEAR_DRIFT = -0.8;
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
  const n = sessions.length;
  const random = new Random(seedOf(symbol, 1));

  const logOpen = new Float64Array(n);
  const logHigh = new Float64Array(n);
  const logLow = new Float64Array(n);
  const logClose = new Float64Array(n);
  const volume = new Float64Array(n);
  const volatility = new Float64Array(n);

  const perYear = profile.sessionsPerYear;
  const longRunVariance = profile.volatility ** 2 / perYear;
  const omega = longRunVariance * (1 - GARCH_ALPHA - GARCH_BETA);
  const maxVariance = longRunVariance * MAX_VOLATILITY_MULTIPLE ** 2;
  const longRunSd = Math.sqrt(longRunVariance);
  let variance = longRunVariance;
  // Square roots that stay fixed through the loop: the overnight share by closed days in between, the day's share, the year.
  const crypto = profile.market === 'USD';
  const gapScale = Array.from({ length: 12 }, (_, closed) => Math.sqrt(profile.gapShare + (crypto ? 0 : CLOSED_DAY_SHARE * closed)));
  const regularGapScale = Math.sqrt(profile.gapShare);
  const dayScale = Math.sqrt(1 - profile.gapShare);
  const annualScale = Math.sqrt(perYear);
  let bull = random.uniform() < 0.65;
  let previousClose = 0;
  let previousDay = (sessions[0]?.epochDay ?? 0) - 1;
  let referenceRow = 0;

  for (let i = 0; i < n; i++) {
    const session = sessions[i] as TradingSession;
    if (session.epochDay <= REFERENCE_DAY) referenceRow = i;
    if (profile.trends && random.uniform() < (bull ? BULL_TO_BEAR : BEAR_TO_BULL)) bull = !bull;
    const drift = profile.trends ? ((bull ? BULL_DRIFT : BEAR_DRIFT) * profile.volatility) / perYear : 0;
    const pull = -profile.reversion * previousClose;

    const closedDays = Math.max(0, session.epochDay - previousDay - 1);
    previousDay = session.epochDay;
    const sd = Math.sqrt(variance);
    const gapZ = random.fatTailed();
    const moveZ = random.fatTailed();
    let gap = sd * (gapScale[Math.min(closedDays, gapScale.length - 1)] ?? 0) * gapZ;
    if (profile.jumps && random.uniform() < JUMP_CHANCE) gap += JUMP_SIZE * sd * random.fatTailed();
    const daySd = sd * dayScale;
    const move = drift + pull + daySd * moveZ;
    const open = previousClose + gap;
    const close = open + move;
    // The day's extremes beyond open and close, about as far as a Brownian path's excursions reach.
    const up = EXCURSION * daySd * Math.abs(random.normal());
    const down = EXCURSION * daySd * Math.abs(random.normal());
    logOpen[i] = open;
    logClose[i] = close;
    logHigh[i] = Math.max(open, close) + up;
    logLow[i] = Math.min(open, close) - down;
    volatility[i] = sd * annualScale;

    // The variance feeds on the regular shock only: weekends and jumps add to a day's move without
    // raising the long-run level, which keeps the process stationary at the profile's volatility.
    const shock = sd * (regularGapScale * gapZ + dayScale * moveZ);
    // Busy days are the days that move.
    const moved = Math.abs(gap + move - drift - pull);
    volume[i] = Math.exp(0.4 * random.normal() - 0.08) * (0.7 + (0.3 * moved) / longRunSd);

    variance = Math.min(maxVariance, omega + GARCH_ALPHA * shock * shock + GARCH_BETA * variance);
    previousClose = close;
  }

  // Scale so the reference day closes at the instrument's known level; round to its quoting precision.
  const shift = Math.log(profile.level) - (logClose[referenceRow] ?? 0);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const decimals = new Uint8Array(n);
  const forex = profile.type === SYMBOL_TYPES.forex;
  const days = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const o = Math.exp((logOpen[i] ?? 0) + shift);
    const places = decimalsFor(o, forex);
    decimals[i] = places;
    open[i] = roundTo(o, places);
    close[i] = roundTo(Math.exp((logClose[i] ?? 0) + shift), places);
    high[i] = roundTo(Math.exp((logHigh[i] ?? 0) + shift), places);
    // A crash deeper than the quoting precision still leaves a positive price.
    low[i] = Math.max(1 / (SCALES[places] ?? 1), roundTo(Math.exp((logLow[i] ?? 0) + shift), places));
    const units = profile.volumeInDollars ? o / profile.level : 1;
    volume[i] = Math.round(profile.volume * (volume[i] ?? 0) * units);
    days[i] = (sessions[i] as TradingSession).epochDay;
  }
  return { profile, sessions, days, open, high, low, close, volume, volatility, decimals };
}
