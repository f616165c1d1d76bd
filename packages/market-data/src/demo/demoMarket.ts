import type { Region } from '@signaldesk/contract';
import { INTRADAY_SECONDS, type IntradayDuration, isIntraday, resample } from '../sessions/bars.js';
import { lastSession, marketSessions, sessionBounds, type TradingSession } from '../sessions/calendar.js';
import { civilDate, SECONDS_PER_DAY } from '../sessions/clock.js';
import type { Candle, CandleRequest, EarningsEntry, MarketProvider, OptionChain, Quote } from '../types.js';
import { findSymbol } from '../universe/symbols.js';
import { type DailyHistory, generateDailyHistory, HISTORY_START, rowOf } from './dailyHistory.js';
import { demoEarnings, demoNextEarnings } from './earnings.js';
import { minuteBars } from './intraday.js';
import { demoOptionChain } from './optionChain.js';
import { Random, seedOf } from './random.js';

export interface DemoMarketOptions {
  /** The clock, epoch seconds; injectable so tests and replays see a fixed "now". */
  now?: () => number;
}

/** Intraday bars exist for the last 60 days, as a real feed keeps them. */
export const INTRADAY_DAYS = 60;
/** Histories kept in memory; generating one again costs about a millisecond. */
const CACHE_SIZE = 256;

const CURRENCY: Record<Region, string> = { US: 'USD', HK: 'HKD', CN: 'CNY', USD: 'USD', GF: 'USD' };

/**
 * A complete market without network or keys: every symbol gets a history
 * drawn from its own seed, so the same symbol shows the same bars on every
 * machine and after every restart. Bars are revealed up to "now": a session
 * under way shows the minutes that have closed, and the daily bar is their sum.
 */
export class DemoMarket implements MarketProvider {
  readonly name = 'demo';
  private readonly now: () => number;
  private readonly histories = new Map<string, DailyHistory>();

  constructor(options: DemoMarketOptions = {}) {
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000));
  }

  async candles(request: CandleRequest): Promise<Candle[]> {
    return this.candlesNow(request, this.now());
  }

  async quotes(symbols: readonly string[]): Promise<Quote[]> {
    const now = this.now();
    return symbols.map((symbol) => this.quote(symbol, now));
  }

  async options(symbol: string, expiration?: number): Promise<OptionChain> {
    const now = this.now();
    const history = this.history(symbol, now);
    const [latest, previous] = this.latestDays(history, now, 2);
    const spot = latest?.close ?? history.profile.level;
    return demoOptionChain({
      profile: history.profile,
      spot,
      previousClose: previous?.close ?? spot,
      volatility: this.volatilityAt(history, now),
      now,
      trading: latestTrading(symbol, now),
      expiration,
    });
  }

  async earnings(from: number, to: number): Promise<EarningsEntry[]> {
    return demoEarnings(from, to);
  }

  async nextEarnings(symbols: readonly string[], from: number): Promise<EarningsEntry[]> {
    return demoNextEarnings(symbols, from);
  }

  /** The bars of a request as of a given moment. */
  candlesNow(request: CandleRequest, now: number): Candle[] {
    const { symbol, duration } = request;
    const to = Math.min(request.to ?? now, now);
    const history = this.history(symbol, now);
    if (isIntraday(duration)) {
      const from = Math.max(request.from ?? 0, now - INTRADAY_DAYS * SECONDS_PER_DAY);
      return this.intraday(history, duration, from, to, now);
    }
    const from = Math.max(request.from ?? HISTORY_START, HISTORY_START);
    if (duration === '1d') return this.daily(history, from, to, now);
    // A week opens with its first session, which may lie up to a week before from.
    const weeks = resample(this.daily(history, from - 7 * SECONDS_PER_DAY, to, now), '1d', '1wk', symbol);
    return weeks.filter((week) => week.ts >= from);
  }

  /** A symbol's history, keyed by its bundled spelling so that `aapl` and `AAPL` draw the same bars. */
  private history(requested: string, now: number): DailyHistory {
    const symbol = findSymbol(requested)?.symbol ?? requested.toUpperCase();
    const horizonYear = civilDate(Math.floor(now / SECONDS_PER_DAY)).year + 1;
    let history = this.histories.get(symbol);
    if (history) {
      // Refresh the entry's place in the least-recently-used order.
      this.histories.delete(symbol);
      const last = history.sessions[history.sessions.length - 1];
      if (!last || civilDate(last.epochDay).year < horizonYear) history = undefined;
    }
    history ??= generateDailyHistory(symbol, horizonYear);
    this.histories.set(symbol, history);
    if (this.histories.size > CACHE_SIZE) {
      const oldest = this.histories.keys().next().value;
      if (oldest !== undefined) this.histories.delete(oldest);
    }
    return history;
  }

  private fullDay(history: DailyHistory, row: number, session: TradingSession): Candle {
    return {
      ts: session.ts,
      open: history.open[row] ?? 0,
      high: history.high[row] ?? 0,
      low: history.low[row] ?? 0,
      close: history.close[row] ?? 0,
      volume: history.volume[row] ?? 0,
    };
  }

  /** The minutes of one session that have closed by now. */
  private minutes(history: DailyHistory, session: TradingSession, now: number): Candle[] {
    const row = rowOf(history, session.epochDay);
    if (row < 0) return [];
    const day = {
      open: history.open[row] ?? 0,
      high: history.high[row] ?? 0,
      low: history.low[row] ?? 0,
      close: history.close[row] ?? 0,
      volume: history.volume[row] ?? 0,
      decimals: history.decimals[row] ?? 2,
    };
    const random = new Random(seedOf(history.profile.symbol, session.epochDay, 2));
    const bars = minuteBars(history.profile.market, session, day, random);
    if (session.close <= now) return bars;
    let closed = 0;
    while (closed < bars.length && (bars[closed]?.ts ?? 0) + 60 <= now) closed++;
    return bars.slice(0, closed);
  }

  /** A day's bar as of now: the whole day once it has closed, the sum of its closed minutes while it trades. */
  private dayAsOf(history: DailyHistory, row: number, now: number): Candle | undefined {
    const session = history.sessions[row];
    if (!session || session.open >= now) return undefined;
    if (session.close <= now) return this.fullDay(history, row, session);
    const [bar] = aggregate(this.minutes(history, session, now), () => session.ts);
    return bar;
  }

  private daily(history: DailyHistory, from: number, to: number, now: number): Candle[] {
    const bars: Candle[] = [];
    history.sessions.forEach((session, row) => {
      if (session.ts < from || session.ts >= to) return;
      const bar = this.dayAsOf(history, row, now);
      if (bar) bars.push(bar);
    });
    return bars;
  }

  private intraday(history: DailyHistory, duration: IntradayDuration, from: number, to: number, now: number): Candle[] {
    const seconds = INTRADAY_SECONDS[duration];
    const bars: Candle[] = [];
    for (const session of marketSessions(history.profile.market, from, Math.min(to, now))) {
      const minutes = this.minutes(history, session, now);
      const bucketOf = (ts: number): number => {
        const part = session.parts.find((p) => p.start <= ts && ts < p.end) ?? session.parts[0];
        const start = part?.start ?? ts;
        return start + Math.floor((ts - start) / seconds) * seconds;
      };
      for (const bar of aggregate(minutes, bucketOf)) if (bar.ts >= from && bar.ts < to) bars.push(bar);
    }
    return bars;
  }

  /** The last `count` days that have begun by now, newest first. */
  private latestDays(history: DailyHistory, now: number, count: number): Candle[] {
    const days: Candle[] = [];
    for (let row = history.sessions.length - 1; row >= 0 && days.length < count; row--) {
      const bar = this.dayAsOf(history, row, now);
      if (bar) days.push(bar);
    }
    return days;
  }

  private volatilityAt(history: DailyHistory, now: number): number {
    let row = history.sessions.length - 1;
    while (row > 0 && (history.sessions[row]?.open ?? 0) >= now) row--;
    return history.volatility[row] ?? history.profile.volatility;
  }

  private quote(symbol: string, now: number): Quote {
    const history = this.history(symbol, now);
    const { profile } = history;
    const [today, yesterday] = this.latestDays(history, now, 2);
    const price = today?.close ?? profile.level;
    const previousClose = yesterday?.close ?? today?.open ?? price;
    const cap = findSymbol(symbol)?.cap ?? 0;
    return {
      symbol,
      price,
      previousClose,
      updown: previousClose ? ((price - previousClose) / previousClose) * 100 : 0,
      volume: today?.volume ?? 0,
      marketCap: cap > 0 ? cap * 1e6 * (price / profile.level) : null,
      currency: currencyOf(symbol, profile.market),
      ts: today ? Math.min(now, latestTrading(symbol, now).until) : now,
      marketState: marketState(symbol, now),
    };
  }
}

/** Joins consecutive bars that share a bucket into one bar. */
function aggregate(bars: readonly Candle[], bucketOf: (ts: number) => number): Candle[] {
  const result: Candle[] = [];
  let current: Candle | undefined;
  let bucket = Number.NaN;
  for (const bar of bars) {
    const key = bucketOf(bar.ts);
    if (current && key === bucket) {
      if (bar.high > current.high) current.high = bar.high;
      if (bar.low < current.low) current.low = bar.low;
      current.close = bar.close;
      current.volume += bar.volume;
    } else {
      bucket = key;
      current = { ...bar, ts: key };
      result.push(current);
    }
  }
  return result;
}

/** Yahoo quotes a pair in its second currency, and a lone currency before =X per US dollar. */
function currencyOf(symbol: string, market: Region): string {
  if (symbol.endsWith('=X')) return symbol.length === 5 ? symbol.slice(0, 3) : symbol.slice(3, 6);
  return CURRENCY[market];
}

/** The session the latest price was made in: the one under way up to now, or else the last one from open to close. */
function latestTrading(symbol: string, now: number): { open: number; until: number } {
  const current = sessionBounds(symbol, now);
  if (current.open <= now) return { open: current.open, until: now };
  const last = lastSession(symbol, now);
  return { open: last.open, until: last.close };
}

/** Extended hours as New York keeps them: from 04:00 before the open to 20:00 after the close. */
const PRE_MARKET = 5.5 * 3600;
const POST_MARKET = 4 * 3600;

/** Regular while a session is under way (lunch included); pre and post in the hours either side of it. */
function marketState(symbol: string, now: number): Quote['marketState'] {
  const next = sessionBounds(symbol, now);
  if (next.open <= now) return 'regular';
  if (next.open - now <= PRE_MARKET) return 'pre';
  return now - lastSession(symbol, now).close <= POST_MARKET ? 'post' : 'closed';
}
