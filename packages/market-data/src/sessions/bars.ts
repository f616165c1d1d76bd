import type { Region } from '@signaldesk/contract';
import type { Candle, FetchDuration } from '../types.js';
import { mondayOf } from './clock.js';
import { marketSessions, partAt, type SessionPart, sessionAt, type TradingSession } from './calendar.js';
import { marketOf, timeZoneOfMarket } from './markets.js';
import { zonedDay } from './timeZones.js';

/** Length of the intraday durations in seconds. */
export const INTRADAY_SECONDS = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '30m': 1800,
  '1h': 3600,
  '4h': 14_400,
} as const;

export type IntradayDuration = keyof typeof INTRADAY_SECONDS;

export function isIntraday(duration: FetchDuration): duration is IntradayDuration {
  return duration in INTRADAY_SECONDS;
}

/** Coarseness order, to refuse resampling towards a finer duration. */
const RANK: Record<FetchDuration, number> = { '1m': 0, '5m': 1, '15m': 2, '30m': 3, '1h': 4, '4h': 5, '1d': 6, '1wk': 7 };

/**
 * Intraday bars start at the opening of each stretch of trading and step by
 * their length; the last bar before a break or the close is cut short. So an
 * hour bar in Hong Kong opens at 09:30, 10:30, 11:30 (half an hour), 13:00,
 * 14:00 and 15:00, and a 4h bar never spans the lunch break.
 */
export function partBarStarts(part: SessionPart, seconds: number): number[] {
  const starts: number[] = [];
  for (let t = part.start; t < part.end; t += seconds) starts.push(t);
  return starts;
}

function weeklyOpens(sessions: readonly TradingSession[]): number[] {
  const opens: number[] = [];
  let week = Number.NaN;
  for (const session of sessions) {
    const monday = mondayOf(session.epochDay);
    if (monday !== week) opens.push(session.ts);
    week = monday;
  }
  return opens;
}

/** Opening times of the bars a market forms in [from, to); a weekly bar opens with the week's first daily bar. */
export function barOpenTimes(symbol: string, duration: FetchDuration, from: number, to: number): number[] {
  const market = marketOf(symbol);
  if (duration === '1d' || duration === '1wk') {
    // The week's first session may lie before from; look back a week to find it.
    const lookBack = duration === '1wk' ? 8 * 86_400 : 2 * 86_400;
    const sessions = marketSessions(market, from - lookBack, to + 2 * 86_400);
    const opens = duration === '1d' ? sessions.map((session) => session.ts) : weeklyOpens(sessions);
    return opens.filter((ts) => ts >= from && ts < to);
  }
  const seconds = INTRADAY_SECONDS[duration];
  const opens: number[] = [];
  for (const session of marketSessions(market, from, to)) {
    for (const part of session.parts) {
      for (const ts of partBarStarts(part, seconds)) if (ts >= from && ts < to) opens.push(ts);
    }
  }
  return opens;
}

/** The opening time of the bar of the given duration that contains ts. */
function bucketOf(market: Region, duration: FetchDuration, ts: number): number {
  const session = sessionAt(market, ts);
  if (duration === '1d') return session ? session.ts : ts;
  if (duration === '1wk') {
    return mondayOf(session ? session.epochDay : zonedDay(timeZoneOfMarket(market), ts));
  }
  const seconds = INTRADAY_SECONDS[duration];
  const part = session && partAt(session, ts);
  // A bar outside regular hours (some sources send them) falls on the plain UTC grid.
  const start = part ? part.start : 0;
  return start + Math.floor((ts - start) / seconds) * seconds;
}

/**
 * Combines bars (sorted by time) into a coarser duration in the symbol's
 * market: 1d into weeks starting Monday in exchange time, 1h into 4h aligned
 * to the session, or any other finer-to-coarser pair. A resampled bar takes
 * the time of its bucket's opening; a week takes its first daily bar's time.
 */
export function resample(candles: readonly Candle[], from: FetchDuration, to: FetchDuration, symbol: string): Candle[] {
  if (RANK[to] <= RANK[from]) throw new RangeError(`cannot resample ${from} into ${to}`);
  const market = marketOf(symbol);
  const result: Candle[] = [];
  let bucket = Number.NaN;
  let current: Candle | undefined;
  for (const candle of candles) {
    const key = bucketOf(market, to, candle.ts);
    if (current && key === bucket) {
      if (candle.high > current.high) current.high = candle.high;
      if (candle.low < current.low) current.low = candle.low;
      current.close = candle.close;
      current.volume += candle.volume;
      continue;
    }
    bucket = key;
    current = { ...candle, ts: to === '1wk' ? candle.ts : key };
    result.push(current);
  }
  return result;
}
