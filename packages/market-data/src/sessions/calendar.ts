import type { Region } from '@signaldesk/contract';
import { civilDate, dayText, epochDay, isWeekend, MONDAY, SECONDS_PER_DAY, weekdayOf } from './clock.js';
import { globexHolidays, type HolidayYear, hkexHolidays, NO_HOLIDAYS, nyseHolidays, sseHolidays } from './holidays.js';
import { marketOf, timeZoneOfMarket } from './markets.js';
import { zonedTime } from './timeZones.js';

/** A stretch of continuous trading, [start, end) in epoch seconds. */
export interface SessionPart {
  start: number;
  end: number;
}

/** One trading day of one market. */
export interface TradingSession {
  /** The trading day, yyyyMMdd in the exchange's calendar. */
  day: string;
  /** The same day as days since 1970-01-01, for arithmetic. */
  epochDay: number;
  /** Timestamp of the day's daily bar: the opening bell, midnight UTC for crypto, midnight New York for gold and forex. */
  ts: number;
  open: number;
  close: number;
  /** Continuous trading; two parts where the market breaks for lunch. */
  parts: readonly SessionPart[];
}

/** Trading hours in minutes after local midnight of the trading day; negative reaches into the evening before. */
type Hours = readonly (readonly [number, number])[];

interface MarketRules {
  holidays(year: number): HolidayYear;
  trades(day: number): boolean;
  hours(day: number, short: boolean): Hours;
  barTs(day: number, open: number): number;
}

const h = (hour: number, minute = 0) => hour * 60 + minute;

const STOCK_RULES = (holidays: (year: number) => HolidayYear, full: Hours, short: Hours): MarketRules => ({
  holidays,
  trades: (day) => !isWeekend(day),
  hours: (_day, isShort) => (isShort ? short : full),
  barTs: (_day, open) => open,
});

const RULES: Record<Region, MarketRules> = {
  US: STOCK_RULES(nyseHolidays, [[h(9, 30), h(16)]], [[h(9, 30), h(13)]]),
  HK: STOCK_RULES(
    hkexHolidays,
    [
      [h(9, 30), h(12)],
      [h(13), h(16)],
    ],
    [[h(9, 30), h(12)]],
  ),
  CN: STOCK_RULES(
    sseHolidays,
    [
      [h(9, 30), h(11, 30)],
      [h(13), h(15)],
    ],
    [],
  ),
  USD: {
    holidays: () => NO_HOLIDAYS,
    trades: () => true,
    hours: () => [[0, h(24)]],
    barTs: (day) => day * SECONDS_PER_DAY,
  },
  // The week opens Sunday 17:00 New York; each later day reopens at 18:00 after the daily pause and closes at 17:00.
  GF: {
    holidays: globexHolidays,
    trades: (day) => !isWeekend(day),
    hours: (day) => [[weekdayOf(day) === MONDAY ? h(17) - h(24) : h(18) - h(24), h(17)]],
    barTs: (day) => zonedTime('America/New_York', day, 0),
  },
};

interface YearSessions {
  list: TradingSession[];
  byDay: Map<number, TradingSession>;
}

const cache = new Map<Region, Map<number, YearSessions>>();

function buildYear(market: Region, year: number): YearSessions {
  const rules = RULES[market];
  const timeZone = timeZoneOfMarket(market);
  const { closed, short } = rules.holidays(year);
  const list: TradingSession[] = [];
  const byDay = new Map<number, TradingSession>();
  for (let day = epochDay(year, 1, 1); day < epochDay(year + 1, 1, 1); day++) {
    if (!rules.trades(day) || closed.has(day)) continue;
    const parts = rules.hours(day, short.has(day)).map(([from, to]) => ({
      start: zonedTime(timeZone, day, from),
      end: zonedTime(timeZone, day, to),
    }));
    const first = parts[0];
    const last = parts[parts.length - 1];
    if (!first || !last) continue;
    const session: TradingSession = {
      day: dayText(day),
      epochDay: day,
      ts: rules.barTs(day, first.start),
      open: first.start,
      close: last.end,
      parts,
    };
    list.push(session);
    byDay.set(day, session);
  }
  return { list, byDay };
}

function yearSessions(market: Region, year: number): YearSessions {
  let years = cache.get(market);
  if (!years) {
    years = new Map();
    cache.set(market, years);
  }
  let sessions = years.get(year);
  if (!sessions) {
    sessions = buildYear(market, year);
    years.set(year, sessions);
  }
  return sessions;
}

/** The session of one trading day, if the market trades that day. */
export function sessionOn(market: Region, day: number): TradingSession | undefined {
  return yearSessions(market, civilDate(day).year).byDay.get(day);
}

/** Sessions of a market that overlap [from, to), in order. */
export function marketSessions(market: Region, from: number, to: number): TradingSession[] {
  const result: TradingSession[] = [];
  if (to <= from) return result;
  // A session never starts more than a day before its trading day's date, nor ends after it.
  const firstYear = civilDate(Math.floor(from / SECONDS_PER_DAY) - 1).year;
  const lastYear = civilDate(Math.floor(to / SECONDS_PER_DAY) + 1).year;
  for (let year = firstYear; year <= lastYear; year++) {
    for (const session of yearSessions(market, year).list) {
      if (session.close > from && session.open < to) result.push(session);
    }
  }
  return result;
}

/** Trading sessions of a symbol's market that overlap [from, to). */
export function tradingDays(symbol: string, from: number, to: number): TradingSession[] {
  return marketSessions(marketOf(symbol), from, to);
}

/** The session under way at ts (its lunch break included), if any. */
export function sessionAt(market: Region, ts: number): TradingSession | undefined {
  const utcDay = Math.floor(ts / SECONDS_PER_DAY);
  // Every session's trading day is the UTC date of its hours or the next one (gold and forex open the evening before).
  for (const day of [utcDay, utcDay + 1]) {
    const session = sessionOn(market, day);
    if (session && session.open <= ts && ts < session.close) return session;
  }
  return undefined;
}

/** The part of a session in which ts falls, if trading is on at that moment. */
export function partAt(session: TradingSession, ts: number): SessionPart | undefined {
  return session.parts.find((part) => part.start <= ts && ts < part.end);
}

export function isTradingTime(symbol: string, ts: number): boolean {
  const session = sessionAt(marketOf(symbol), ts);
  return session !== undefined && partAt(session, ts) !== undefined;
}

/** The longest a market stays shut: the Spring Festival week with its weekends. */
const LONGEST_CLOSURE_DAYS = 16;

/** The session under way at ts or, when the market is shut, the next one to open. */
export function sessionBounds(symbol: string, ts: number): TradingSession {
  const market = marketOf(symbol);
  const current = sessionAt(market, ts);
  if (current) return current;
  const utcDay = Math.floor(ts / SECONDS_PER_DAY);
  for (let day = utcDay; day <= utcDay + LONGEST_CLOSURE_DAYS; day++) {
    const session = sessionOn(market, day);
    if (session && session.open > ts) return session;
  }
  throw new RangeError(`no ${market} session within ${LONGEST_CLOSURE_DAYS} days of ${ts}`);
}

/** The latest session that has closed by now: the one a daily update after the close should fetch. */
export function lastSession(symbol: string, now: number): TradingSession {
  const market = marketOf(symbol);
  const utcDay = Math.floor(now / SECONDS_PER_DAY);
  for (let day = utcDay + 1; day >= utcDay - LONGEST_CLOSURE_DAYS; day--) {
    const session = sessionOn(market, day);
    if (session && session.close <= now) return session;
  }
  throw new RangeError(`no ${market} session within ${LONGEST_CLOSURE_DAYS} days before ${now}`);
}

/** When the symbol's market last closed, epoch seconds. */
export function lastClose(symbol: string, now: number): number {
  return lastSession(symbol, now).close;
}
