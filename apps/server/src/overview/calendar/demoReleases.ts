import type { EconomicCalendarEvent } from '@signaldesk/contract';
import { dayText, demoEconomicEvents, epochDay, zonedTime } from '@signaldesk/market-data';
import type { EconomicSource } from './calendarSources.js';

const DAY = 86_400;
const TUESDAY = 2;
const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;

const weekdayOf = (day: number) => (day + 4) % 7;
const isWeekend = (day: number) => weekdayOf(day) === 0 || weekdayOf(day) === 6;

/** The n-th given weekday of a month (n = -1 for the last). */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = epochDay(year, month, 1);
    return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = epochDay(year, month + 1, 1) - 1;
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

function firstWeekdayFrom(year: number, month: number, date: number): number {
  let day = epochDay(year, month, date);
  while (isWeekend(day)) day++;
  return day;
}

function lastWeekday(year: number, month: number): number {
  let day = epochDay(year, month + 1, 1) - 1;
  while (isWeekend(day)) day--;
  return day;
}

type DayRule = (year: number, month: number) => number | null;
const monthly = (rule: (year: number, month: number) => number): DayRule => rule;
/** A release that comes out only in some months, on the rule of that month. */
const onMonths =
  (rules: Record<number, (year: number, month: number) => number>): DayRule =>
  (year, month) =>
    rules[month]?.(year, month) ?? null;
const nth = (weekday: number, n: number) => (year: number, month: number) => nthWeekday(year, month, weekday, n);

/** What a release prints: a mean and spread for the consensus and the outcome. */
interface Figure {
  mean: number;
  spread: number;
  decimals: number;
  unit: string;
}

interface Release {
  title: string;
  country: string;
  timeZone: string;
  importance: 1 | 2 | 3;
  /** Local release time, minutes after midnight. */
  at: number;
  day: DayRule;
  figure?: Figure;
}

const pct = (mean: number, spread: number, decimals = 1): Figure => ({ mean, spread, decimals, unit: '%' });
const level = (mean: number, spread: number, decimals = 1, unit = ''): Figure => ({ mean, spread, decimals, unit });

/**
 * The recurring releases of Japan, the UK, France, Germany, Australia and Canada on the rhythm their
 * agencies and central banks keep (central-bank meetings eight times a year on the weekday and week
 * they usually fall on; CPI, jobs, GDP and PMI on their usual day of the month), and China's loan
 * prime rate; the demo market's own calendar adds the US, China's data and the ECB.
 */
const RELEASES: readonly Release[] = [
  // Japan
  {
    title: 'BoJ Policy Rate',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 3,
    at: 720,
    day: onMonths({
      1: nth(FRIDAY, 4),
      3: nth(WEDNESDAY, 3),
      4: nth(THURSDAY, -1),
      6: nth(TUESDAY, 3),
      7: nth(THURSDAY, -1),
      9: nth(FRIDAY, 3),
      10: nth(THURSDAY, -1),
      12: nth(FRIDAY, 3),
    }),
    figure: level(0.5, 0, 2, '%'),
  },
  {
    title: 'National Core CPI y/y',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 2,
    at: 510,
    day: monthly(nth(FRIDAY, 3)),
    figure: pct(2.6, 0.4),
  },
  {
    title: 'Tokyo Core CPI y/y',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 2,
    at: 510,
    day: monthly(nth(FRIDAY, -1)),
    figure: pct(2.3, 0.4),
  },
  {
    title: 'Prelim GDP q/q',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 2,
    at: 530,
    day: onMonths({
      2: (y, m) => firstWeekdayFrom(y, m, 15),
      5: (y, m) => firstWeekdayFrom(y, m, 15),
      8: (y, m) => firstWeekdayFrom(y, m, 15),
      11: (y, m) => firstWeekdayFrom(y, m, 15),
    }),
    figure: pct(0.2, 0.4),
  },
  {
    title: 'Tankan Manufacturing Index',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 2,
    at: 530,
    day: onMonths({
      4: (y, m) => firstWeekdayFrom(y, m, 1),
      7: (y, m) => firstWeekdayFrom(y, m, 1),
      10: (y, m) => firstWeekdayFrom(y, m, 1),
      12: (y, m) => firstWeekdayFrom(y, m, 13),
    }),
    figure: level(12, 3, 0),
  },
  {
    title: 'au Jibun Bank Manufacturing PMI',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 1,
    at: 570,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 1)),
    figure: level(49.5, 0.8),
  },
  // United Kingdom
  {
    title: 'BoE Official Bank Rate',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 3,
    at: 720,
    day: onMonths({
      2: nth(THURSDAY, 1),
      3: nth(THURSDAY, 3),
      5: nth(THURSDAY, 2),
      6: nth(THURSDAY, 3),
      8: nth(THURSDAY, 1),
      9: nth(THURSDAY, 3),
      11: nth(THURSDAY, 1),
      12: nth(THURSDAY, 3),
    }),
    figure: level(4, 0, 2, '%'),
  },
  {
    title: 'CPI y/y',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 3,
    at: 420,
    day: monthly(nth(WEDNESDAY, 3)),
    figure: pct(3, 0.5),
  },
  {
    title: 'Claimant Count Change',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 2,
    at: 420,
    day: monthly(nth(TUESDAY, 3)),
    figure: level(20, 15, 1, 'K'),
  },
  {
    title: 'GDP m/m',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 2,
    at: 420,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 12)),
    figure: pct(0.1, 0.3),
  },
  {
    title: 'Retail Sales m/m',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 2,
    at: 420,
    day: monthly(nth(FRIDAY, 3)),
    figure: pct(0.2, 0.8),
  },
  {
    title: 'S&P Global Manufacturing PMI',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 1,
    at: 570,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 1)),
    figure: level(47.5, 1.2),
  },
  // France
  {
    title: 'Prelim CPI m/m',
    country: 'FR',
    timeZone: 'Europe/Paris',
    importance: 1,
    at: 525,
    day: monthly(lastWeekday),
    figure: pct(0.2, 0.3),
  },
  {
    title: 'Prelim GDP q/q',
    country: 'FR',
    timeZone: 'Europe/Paris',
    importance: 2,
    at: 450,
    day: onMonths({ 1: lastWeekday, 4: lastWeekday, 7: lastWeekday, 10: lastWeekday }),
    figure: pct(0.2, 0.2),
  },
  {
    title: 'Flash Manufacturing PMI',
    country: 'FR',
    timeZone: 'Europe/Paris',
    importance: 1,
    at: 555,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 21)),
    figure: level(48.5, 1.2),
  },
  // Germany
  {
    title: 'Prelim CPI m/m',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    importance: 2,
    at: 840,
    day: monthly(lastWeekday),
    figure: pct(0.2, 0.3),
  },
  {
    title: 'ZEW Economic Sentiment',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    importance: 2,
    at: 660,
    day: monthly(nth(TUESDAY, 3)),
    figure: level(20, 15),
  },
  {
    title: 'Ifo Business Climate',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    importance: 2,
    at: 600,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 24)),
    figure: level(87, 2),
  },
  {
    title: 'Flash Manufacturing PMI',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    importance: 2,
    at: 570,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 21)),
    figure: level(48, 1.5),
  },
  {
    title: 'Prelim GDP q/q',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    importance: 2,
    at: 600,
    day: onMonths({ 1: lastWeekday, 4: lastWeekday, 7: lastWeekday, 10: lastWeekday }),
    figure: pct(0.1, 0.3),
  },
  // Australia
  {
    title: 'RBA Cash Rate',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    importance: 3,
    at: 870,
    day: onMonths({
      2: nth(TUESDAY, 3),
      4: nth(TUESDAY, 1),
      5: nth(TUESDAY, 3),
      7: nth(TUESDAY, 2),
      8: nth(TUESDAY, 2),
      9: nth(TUESDAY, -1),
      11: nth(TUESDAY, 1),
      12: nth(TUESDAY, 2),
    }),
    figure: level(3.85, 0, 2, '%'),
  },
  {
    title: 'Employment Change',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    importance: 3,
    at: 690,
    day: monthly(nth(THURSDAY, 3)),
    figure: level(25, 20, 1, 'K'),
  },
  {
    title: 'Unemployment Rate',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    importance: 2,
    at: 690,
    day: monthly(nth(THURSDAY, 3)),
    figure: pct(4.1, 0.1),
  },
  {
    title: 'Monthly CPI Indicator y/y',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    importance: 2,
    at: 690,
    day: monthly(nth(WEDNESDAY, -1)),
    figure: pct(2.8, 0.4),
  },
  {
    title: 'GDP q/q',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    importance: 2,
    at: 690,
    day: onMonths({ 3: nth(WEDNESDAY, 1), 6: nth(WEDNESDAY, 1), 9: nth(WEDNESDAY, 1), 12: nth(WEDNESDAY, 1) }),
    figure: pct(0.4, 0.2),
  },
  // Canada
  {
    title: 'BoC Overnight Rate',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 3,
    at: 585,
    day: onMonths({
      1: nth(WEDNESDAY, -1),
      3: nth(WEDNESDAY, 2),
      4: nth(WEDNESDAY, 3),
      6: nth(WEDNESDAY, 1),
      7: nth(WEDNESDAY, -1),
      9: nth(WEDNESDAY, 3),
      10: nth(WEDNESDAY, -1),
      12: nth(WEDNESDAY, 2),
    }),
    figure: level(2.5, 0, 2, '%'),
  },
  {
    title: 'Employment Change',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 3,
    at: 510,
    day: monthly(nth(FRIDAY, 1)),
    figure: level(20, 25, 1, 'K'),
  },
  {
    title: 'Unemployment Rate',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 2,
    at: 510,
    day: monthly(nth(FRIDAY, 1)),
    figure: pct(6.8, 0.2),
  },
  {
    title: 'CPI m/m',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 3,
    at: 510,
    day: monthly(nth(TUESDAY, 3)),
    figure: pct(0.2, 0.3),
  },
  {
    title: 'GDP m/m',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 2,
    at: 510,
    day: monthly(lastWeekday),
    figure: pct(0.1, 0.2),
  },
  {
    title: 'Ivey PMI',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 1,
    at: 600,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 6)),
    figure: level(52, 4),
  },
  // China's loan prime rate is fixed on the 20th, or the next working day.
  {
    title: 'Loan Prime Rate 1Y',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    importance: 2,
    at: 555,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 20)),
    figure: level(3, 0, 2, '%'),
  },
];

/** A number in [0, 1) fixed by a text, so each release prints the same figures on every run. */
function unitFrom(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 1_000_003) / 1_000_003;
}

/** Names one print of a release; m counts months since year 0. */
const printKey = (release: Release, m: number) => `${release.country} ${release.title} ${Math.floor(m / 12)}-${(m % 12) + 1}`;

/** Rounds away the sign of a print that reads zero ("0.0%", not "-0.0%"). */
const print = (figure: Figure, value: number) =>
  `${(Math.abs(value) < 0.5 * 10 ** -figure.decimals ? 0 : value).toFixed(figure.decimals)}${figure.unit}`;
const printValue = (figure: Figure, key: string) => figure.mean + figure.spread * (2 * unitFrom(key) - 1);

/** The releases of [from, to) by the rules above, with a consensus, the previous print and, once out, the actual. */
export function extraDemoEvents(from: number, to: number, now: number): EconomicCalendarEvent[] {
  const events: EconomicCalendarEvent[] = [];
  const first = new Date((from - DAY) * 1000);
  const last = new Date((to + DAY) * 1000);
  for (let m = first.getUTCFullYear() * 12 + first.getUTCMonth(); m <= last.getUTCFullYear() * 12 + last.getUTCMonth(); m++) {
    const year = Math.floor(m / 12);
    const month = (m % 12) + 1;
    for (const release of RELEASES) {
      const day = release.day(year, month);
      if (day === null) continue;
      const ts = zonedTime(release.timeZone, day, release.at);
      if (ts < from || ts >= to) continue;
      const { figure } = release;
      const key = printKey(release, m);
      const actual = figure ? printValue(figure, key) : null;
      events.push({
        day: dayText(day),
        ts,
        title: release.title,
        country: release.country,
        importance: release.importance,
        actual: figure && actual !== null && ts <= now ? print(figure, actual) : null,
        forecast:
          figure && actual !== null ? print(figure, actual + (figure.spread / 3) * (2 * unitFrom(`${key} consensus`) - 1)) : null,
        previous: figure ? print(figure, printValue(figure, printKey(release, m - 1))) : null,
      });
    }
  }
  return events;
}

/** The offline calendar: the demo market's US, China and euro-area releases and the rest of the spec's countries. */
export function demoEconomicSource(now: () => number): EconomicSource {
  return {
    name: 'demo',
    async events(from, to) {
      return [...demoEconomicEvents(from, to, now()), ...extraDemoEvents(from, to, now())].sort(
        (a, b) => a.ts - b.ts || a.country.localeCompare(b.country) || a.title.localeCompare(b.title),
      );
    },
  };
}
