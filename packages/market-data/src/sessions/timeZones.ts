import { SECONDS_PER_DAY } from './clock.js';

/**
 * Time-zone maths on the platform's own tz database through Intl, so daylight
 * saving follows the same rules as the rest of the system without a library.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Offsets per zone by UTC day when the day has one offset throughout, else
 * by UTC hour: every transition of the zones used here falls on a whole hour.
 */
const dayOffsets = new Map<string, Map<number, number>>();
const hourOffsets = new Map<string, Map<number, number>>();
/** Marks a day with a transition in it. */
const MIXED = Number.NaN;

function cacheOf(caches: Map<string, Map<number, number>>, timeZone: string): Map<number, number> {
  let cache = caches.get(timeZone);
  if (!cache) {
    cache = new Map();
    caches.set(timeZone, cache);
  }
  return cache;
}

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function computeOffset(timeZone: string, ts: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ts * 1000))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return wall / 1000 - ts;
}

/** Seconds to add to a UTC instant to read the zone's wall clock (-14400 for New York in summer). */
/** Offsets at 00:00 UTC; a day whose two midnights agree has no transition, since none falls at midnight UTC. */
const midnightOffsets = new Map<string, Map<number, number>>();

/** Transitions are months apart, so a week whose ends agree has none inside; Intl is slow enough to count. */
function offsetAtMidnight(timeZone: string, day: number): number {
  const cache = cacheOf(midnightOffsets, timeZone);
  const known = cache.get(day);
  if (known !== undefined) return known;
  const weekStart = Math.floor(day / 7) * 7;
  const first = computeOffset(timeZone, weekStart * SECONDS_PER_DAY);
  const last = computeOffset(timeZone, (weekStart + 7) * SECONDS_PER_DAY);
  for (let d = weekStart; d < weekStart + 7; d++) {
    cache.set(d, first === last || d === weekStart ? first : computeOffset(timeZone, d * SECONDS_PER_DAY));
  }
  cache.set(weekStart + 7, last);
  return cache.get(day) ?? first;
}

export function utcOffset(timeZone: string, ts: number): number {
  if (timeZone === 'UTC') return 0;
  const day = Math.floor(ts / SECONDS_PER_DAY);
  const byDay = cacheOf(dayOffsets, timeZone);
  let offset = byDay.get(day);
  if (offset === undefined) {
    const start = offsetAtMidnight(timeZone, day);
    offset = start === offsetAtMidnight(timeZone, day + 1) ? start : MIXED;
    byDay.set(day, offset);
  }
  if (!Number.isNaN(offset)) return offset;
  const hour = Math.floor(ts / 3600);
  const byHour = cacheOf(hourOffsets, timeZone);
  let hourly = byHour.get(hour);
  if (hourly === undefined) {
    hourly = computeOffset(timeZone, hour * 3600);
    byHour.set(hour, hourly);
  }
  return hourly;
}

/** The UTC instant of a wall-clock time; minutes may be negative or pass 24h to reach the neighbouring days. */
export function zonedTime(timeZone: string, day: number, minutes: number): number {
  const wall = day * SECONDS_PER_DAY + minutes * 60;
  const guess = wall - utcOffset(timeZone, wall);
  return wall - utcOffset(timeZone, guess);
}

/** The zone's calendar date of an instant, as an epoch day. */
export function zonedDay(timeZone: string, ts: number): number {
  return Math.floor((ts + utcOffset(timeZone, ts)) / SECONDS_PER_DAY);
}
