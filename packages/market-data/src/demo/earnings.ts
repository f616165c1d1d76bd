import { type Region, SYMBOL_TYPES, type SymbolInfo } from '@signaldesk/contract';
import { sessionOn } from '../sessions/calendar.js';
import { civilDate, dayText, epochDay, SECONDS_PER_DAY } from '../sessions/clock.js';
import { timeZoneOfMarket } from '../sessions/markets.js';
import { zonedTime } from '../sessions/timeZones.js';
import type { EarningsEntry } from '../types.js';
import { findSymbol, SYMBOLS } from '../universe/symbols.js';
import { Random, seedOf } from './random.js';

interface Season {
  /** [month, day] the reporting season opens, one per quarter. */
  opens: readonly (readonly [number, number])[];
  /** How many days the season runs. */
  days: number;
  /** Share of companies reporting after the close. */
  afterClose: number;
  /** Local time of the release before the open and after the close, minutes after midnight. */
  before: number;
  after: number;
  /** Share of companies whose fiscal quarters end a month or two after the calendar's, and which report that much later. */
  offCycle: number;
}

/**
 * Reporting seasons: US companies report in the four weeks after each quarter
 * ends; Hong Kong's annual and interim results come in March and August with
 * quarterly updates between; A-shares report by the end of April (annual and
 * first quarter), August (half year) and October (third quarter).
 */
const SEASONS: Partial<Record<Region, Season>> = {
  US: { opens: [[1, 14], [4, 14], [7, 14], [10, 13]], days: 35, afterClose: 0.55, before: 7 * 60, after: 16 * 60 + 5, offCycle: 0.12 },
  HK: { opens: [[3, 10], [5, 12], [8, 8], [11, 10]], days: 22, afterClose: 0.8, before: 7 * 60 + 30, after: 16 * 60 + 30, offCycle: 0 },
  CN: { opens: [[3, 20], [4, 18], [8, 10], [10, 15]], days: 14, afterClose: 0.9, before: 8 * 60, after: 17 * 60 + 30, offCycle: 0 },
};

/** The first trading day on or after a date, so that no report lands on a weekend or holiday. */
function tradingDayFrom(market: Region, day: number): number {
  let next = day;
  while (!sessionOn(market, next) && next < day + 20) next++;
  return next;
}

/** A year holds every company's next report: each reports once a quarter, and the longest gap between seasons is five months. */
const YEAR_AHEAD = 366 * SECONDS_PER_DAY;

/**
 * Quarterly earnings dates of one bundled stock in [from, to): each company keeps its place in the season from year
 * to year (big companies are not always first, but they are regular), with a few days' drift per quarter. Companies
 * with fiscal years off the calendar (a retailer's, a software house's) report between the seasons, so no trading week
 * goes without reports. None for a symbol that is not a stock of a market with seasons.
 */
function reportsOf(info: SymbolInfo, from: number, to: number): EarningsEntry[] {
  const season = SEASONS[info.region];
  if (info.type !== SYMBOL_TYPES.stock || !season) return [];
  const entries: EarningsEntry[] = [];
  const habit = new Random(seedOf(info.symbol, 11));
  const place = habit.uniform();
  const timing = habit.uniform() < season.afterClose ? 'amc' : 'bmo';
  const monthsLate = habit.uniform() < season.offCycle ? 1 + habit.below(2) : 0;
  const timeZone = timeZoneOfMarket(info.region);
  const firstYear = civilDate(Math.floor(from / SECONDS_PER_DAY)).year - 1;
  const lastYear = civilDate(Math.floor(to / SECONDS_PER_DAY)).year;
  for (let year = firstYear; year <= lastYear; year++) {
    season.opens.forEach(([month, day], quarter) => {
      const drift = new Random(seedOf(info.symbol, year, quarter)).below(5) - 2;
      const nominal = epochDay(year, month + monthsLate, day) + Math.max(0, Math.round(place * season.days) + drift);
      const reportDay = tradingDayFrom(info.region, nominal);
      const ts = zonedTime(timeZone, reportDay, timing === 'amc' ? season.after : season.before);
      if (ts < from || ts >= to) return;
      entries.push({ symbol: info.symbol, day: dayText(reportDay), ts, marketCap: info.cap * 1e6, timing });
    });
  }
  return entries;
}

const byTime = (a: EarningsEntry, b: EarningsEntry) => a.ts - b.ts || a.symbol.localeCompare(b.symbol);

/** Quarterly earnings dates of every bundled stock in [from, to), in time order. */
export function demoEarnings(from: number, to: number): EarningsEntry[] {
  return SYMBOLS.flatMap((info) => reportsOf(info, from, to)).sort(byTime);
}

/** Each listed stock's first report from `from` on, from the same schedule as demoEarnings; none for the others. */
export function demoNextEarnings(symbols: readonly string[], from: number): EarningsEntry[] {
  return symbols.flatMap((symbol) => {
    const info = findSymbol(symbol);
    return info ? (reportsOf(info, from, from + YEAR_AHEAD).sort(byTime)[0] ?? []) : [];
  });
}
