import { sessionOn } from '../sessions/calendar.js';
import { civilDate, dayText, epochDay, FRIDAY, isWeekend, nthWeekday, SECONDS_PER_DAY, THURSDAY } from '../sessions/clock.js';
import { zonedTime } from '../sessions/timeZones.js';
import type { EconomicEvent } from '../types.js';
import { Random, seedOf } from './random.js';

const TUESDAY = 2;
const WEDNESDAY = 3;
const NEW_YORK = 'America/New_York';
const SHANGHAI = 'Asia/Shanghai';
const FRANKFURT = 'Europe/Berlin';

/** The figures a release prints, period by period. */
interface Series {
  /** Value of period k (the k-th month since 1970, or the k-th week for weekly series). */
  value(k: number): number;
  decimals: number;
  unit: string;
  /** How far the consensus misses; 0 where the outcome is all but certain. */
  surprise: number;
}

interface Release {
  title: string;
  country: string;
  timeZone: string;
  importance: 1 | 2 | 3;
  /** Local release time, minutes after midnight. */
  at: number;
  /** Release days in one month; empty when the release skips that month. */
  days(year: number, month: number): number[];
  /** Speeches and press conferences have none. */
  series?: Series;
  weekly?: boolean;
}

/** Prints scattered around a mean, like a monthly change. */
function around(name: string, mean: number, sd: number, decimals: number, unit: string): Series {
  return { value: (k) => mean + sd * new Random(seedOf(name, k)).normal(), decimals, unit, surprise: sd / 2 };
}

/** A level moving in slow cycles, like an unemployment rate or a business survey. */
function cycle(name: string, base: number, swing: number, months: number, decimals: number, unit = ''): Series {
  return {
    value: (k) => base + swing * Math.sin((2 * Math.PI * k) / months) + 0.1 * swing * new Random(seedOf(name, k)).normal(),
    decimals,
    unit,
    surprise: 0.1 * swing,
  };
}

/** A policy rate: a slow cycle in quarter-point steps, so most meetings hold. */
function policyRate(base: number, swing: number): Series {
  return { value: (k) => Math.round((base + swing * Math.sin((2 * Math.PI * k) / 40)) * 4) / 4, decimals: 2, unit: '%', surprise: 0 };
}

function firstWeekdayFrom(year: number, month: number, date: number): number {
  let day = epochDay(year, month, date);
  while (isWeekend(day)) day++;
  return day;
}

type DayRule = (year: number, month: number) => number;
const everyMonth = (rule: DayRule) => (year: number, month: number) => [rule(year, month)];
const inMonths = (months: readonly number[], rule: DayRule) => (year: number, month: number) =>
  months.includes(month) ? [rule(year, month)] : [];

/** FOMC meets eight times a year on a Wednesday; which Wednesday of the month, as in 2024–2025 (-1 the last). */
const FOMC_WEEKS: Record<number, number> = { 1: -1, 3: 3, 5: 1, 6: 3, 7: -1, 9: 3, 11: 1, 12: 2 };
const FOMC_MONTHS = Object.keys(FOMC_WEEKS).map(Number);
const fomcDay: DayRule = (year, month) => nthWeekday(year, month, WEDNESDAY, FOMC_WEEKS[month] ?? 1);
/** Minutes follow each meeting by three weeks. */
const MINUTES_DELAY = 21;
const fomcMinutes = (year: number, month: number) =>
  [...FOMC_MONTHS.map((m) => fomcDay(year, m)), fomcDay(year - 1, 12)]
    .map((meeting) => meeting + MINUTES_DELAY)
    .filter((day) => civilDate(day).year === year && civilDate(day).month === month);

/** The ECB's Governing Council decides eight times a year on a Thursday. */
const ECB_WEEKS: Record<number, number> = { 1: -1, 3: 1, 4: 2, 6: 1, 7: 3, 9: 2, 10: 3, 12: 2 };
const ECB_MONTHS = Object.keys(ECB_WEEKS).map(Number);
const ecbDay: DayRule = (year, month) => nthWeekday(year, month, THURSDAY, ECB_WEEKS[month] ?? 1);

/** CPI comes out on the first Wednesday from the 10th. */
const cpiDay: DayRule = (year, month) => {
  const day = nthWeekday(year, month, WEDNESDAY, 2);
  return civilDate(day).day < 10 ? day + 7 : day;
};
/** Jobs come out on the first Friday, a day early when that Friday is a holiday (4 July). */
const jobsDay: DayRule = (year, month) => {
  const friday = nthWeekday(year, month, FRIDAY, 1);
  return sessionOn('US', friday) ? friday : friday - 1;
};
const QUARTER_OPENERS = [1, 4, 7, 10];

/**
 * The releases that move markets, on the rhythm their agencies keep: US jobs
 * on the first Friday, CPI mid-month, retail sales around the 15th, FOMC
 * eight times a year with its minutes three weeks later, GDP at the end of a
 * quarter's first month; China's CPI on the 9th, its official PMI on the
 * month's last day and GDP mid-month after the quarter; the ECB's decisions
 * eight times a year.
 */
const RELEASES: readonly Release[] = [
  { title: 'Non-Farm Employment Change', country: 'US', timeZone: NEW_YORK, importance: 3, at: 510, days: everyMonth(jobsDay), series: around('NFP', 175, 90, 0, 'K') },
  { title: 'Unemployment Rate', country: 'US', timeZone: NEW_YORK, importance: 3, at: 510, days: everyMonth(jobsDay), series: cycle('Unemployment', 4.4, 0.8, 90, 1, '%') },
  { title: 'Average Hourly Earnings m/m', country: 'US', timeZone: NEW_YORK, importance: 2, at: 510, days: everyMonth(jobsDay), series: around('AHE', 0.3, 0.1, 1, '%') },
  { title: 'CPI m/m', country: 'US', timeZone: NEW_YORK, importance: 3, at: 510, days: everyMonth(cpiDay), series: around('CPI', 0.25, 0.15, 1, '%') },
  { title: 'Core CPI m/m', country: 'US', timeZone: NEW_YORK, importance: 3, at: 510, days: everyMonth(cpiDay), series: around('Core CPI', 0.25, 0.1, 1, '%') },
  { title: 'PPI m/m', country: 'US', timeZone: NEW_YORK, importance: 2, at: 510, days: everyMonth((y, m) => cpiDay(y, m) + 1), series: around('PPI', 0.2, 0.3, 1, '%') },
  { title: 'Retail Sales m/m', country: 'US', timeZone: NEW_YORK, importance: 3, at: 510, days: everyMonth((y, m) => firstWeekdayFrom(y, m, 15)), series: around('Retail', 0.3, 0.6, 1, '%') },
  { title: 'Federal Funds Rate', country: 'US', timeZone: NEW_YORK, importance: 3, at: 840, days: inMonths(FOMC_MONTHS, fomcDay), series: policyRate(2.5, 2.5) },
  { title: 'FOMC Press Conference', country: 'US', timeZone: NEW_YORK, importance: 3, at: 870, days: inMonths(FOMC_MONTHS, fomcDay) },
  { title: 'FOMC Meeting Minutes', country: 'US', timeZone: NEW_YORK, importance: 2, at: 840, days: fomcMinutes },
  { title: 'Advance GDP q/q', country: 'US', timeZone: NEW_YORK, importance: 3, at: 510, days: inMonths(QUARTER_OPENERS, (y, m) => nthWeekday(y, m, THURSDAY, -1)), series: around('GDP', 2.2, 1.5, 1, '%') },
  { title: 'ISM Manufacturing PMI', country: 'US', timeZone: NEW_YORK, importance: 2, at: 600, days: everyMonth((y, m) => firstWeekdayFrom(y, m, 1)), series: cycle('ISM', 50, 4, 40, 1) },
  { title: 'CB Consumer Confidence', country: 'US', timeZone: NEW_YORK, importance: 2, at: 600, days: everyMonth((y, m) => nthWeekday(y, m, TUESDAY, -1)), series: cycle('Confidence', 102, 8, 50, 1) },
  { title: 'Core PCE Price Index m/m', country: 'US', timeZone: NEW_YORK, importance: 2, at: 510, days: everyMonth((y, m) => nthWeekday(y, m, FRIDAY, -1)), series: around('PCE', 0.2, 0.1, 1, '%') },
  {
    title: 'Unemployment Claims', country: 'US', timeZone: NEW_YORK, importance: 1, at: 510, weekly: true,
    days: (y, m) => [1, 2, 3, 4, 5].map((n) => nthWeekday(y, m, THURSDAY, n)).filter((day) => civilDate(day).month === m),
    series: around('Claims', 225, 15, 0, 'K'),
  },
  { title: 'CPI y/y', country: 'CN', timeZone: SHANGHAI, importance: 2, at: 570, days: everyMonth((y, m) => epochDay(y, m, 9)), series: around('China CPI', 1, 0.8, 1, '%') },
  { title: 'PPI y/y', country: 'CN', timeZone: SHANGHAI, importance: 1, at: 570, days: everyMonth((y, m) => epochDay(y, m, 9)), series: around('China PPI', -0.5, 2, 1, '%') },
  { title: 'Manufacturing PMI', country: 'CN', timeZone: SHANGHAI, importance: 2, at: 570, days: everyMonth((y, m) => epochDay(y, m + 1, 1) - 1), series: cycle('China PMI', 50, 1.2, 30, 1) },
  { title: 'Caixin Manufacturing PMI', country: 'CN', timeZone: SHANGHAI, importance: 2, at: 585, days: everyMonth((y, m) => firstWeekdayFrom(y, m, 1)), series: cycle('Caixin PMI', 50.5, 1.5, 30, 1) },
  { title: 'GDP q/y', country: 'CN', timeZone: SHANGHAI, importance: 3, at: 600, days: inMonths(QUARTER_OPENERS, (y, m) => firstWeekdayFrom(y, m, 16)), series: around('China GDP', 5.2, 0.4, 1, '%') },
  { title: 'Retail Sales y/y', country: 'CN', timeZone: SHANGHAI, importance: 2, at: 600, days: everyMonth((y, m) => firstWeekdayFrom(y, m, 16)), series: around('China Retail', 4.5, 2, 1, '%') },
  { title: 'Main Refinancing Rate', country: 'EU', timeZone: FRANKFURT, importance: 3, at: 855, days: inMonths(ECB_MONTHS, ecbDay), series: policyRate(1.75, 2) },
  { title: 'ECB Press Conference', country: 'EU', timeZone: FRANKFURT, importance: 3, at: 885, days: inMonths(ECB_MONTHS, ecbDay) },
  { title: 'CPI Flash Estimate y/y', country: 'EU', timeZone: FRANKFURT, importance: 2, at: 660, days: everyMonth((y, m) => firstWeekdayFrom(y, m, 1)), series: around('EU CPI', 2.2, 0.7, 1, '%') },
];

function print(series: Series, value: number): string {
  return `${value.toFixed(series.decimals)}${series.unit}`;
}

/**
 * The economic calendar of [from, to), in time order: each release with its
 * previous print, a consensus forecast and, once its time has passed by
 * `now`, the actual figure.
 */
export function demoEconomicEvents(from: number, to: number, now: number = Math.floor(Date.now() / 1000)): EconomicEvent[] {
  const events: EconomicEvent[] = [];
  const start = civilDate(Math.floor(from / SECONDS_PER_DAY) - 1);
  const end = civilDate(Math.floor(to / SECONDS_PER_DAY) + 1);
  for (let month = start.year * 12 + start.month - 1; month <= end.year * 12 + end.month - 1; month++) {
    const year = Math.floor(month / 12);
    const monthOfYear = (month % 12) + 1;
    for (const release of RELEASES) {
      for (const day of release.days(year, monthOfYear)) {
        const ts = zonedTime(release.timeZone, day, release.at);
        if (ts < from || ts >= to) continue;
        const { series } = release;
        const k = release.weekly ? Math.floor(day / 7) : month;
        const actual = series?.value(k);
        const consensus =
          series && actual !== undefined ? actual + series.surprise * new Random(seedOf(release.title, k, 1)).normal() : undefined;
        events.push({
          day: dayText(day),
          ts,
          title: release.title,
          country: release.country,
          importance: release.importance,
          actual: series && actual !== undefined && ts <= now ? print(series, actual) : null,
          forecast: series && consensus !== undefined ? print(series, consensus) : null,
          previous: series ? print(series, series.value(k - 1)) : null,
        });
      }
    }
  }
  return events.sort((a, b) => a.ts - b.ts || a.title.localeCompare(b.title));
}
