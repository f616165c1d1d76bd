/**
 * Calendar arithmetic on plain numbers. A calendar date is an "epoch day":
 * the days since 1970-01-01 of that date's midnight, whatever the time zone,
 * so dates compare and step by one without building Date objects in loops.
 */

export const SECONDS_PER_DAY = 86_400;

export const SUNDAY = 0;
export const MONDAY = 1;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

export function epochDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** 0 Sunday … 6 Saturday; 1970-01-01 was a Thursday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export function civilDate(day: number): CivilDate {
  const date = new Date(day * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** yyyyMMdd, the day format of the spec's calendars. */
export function dayText(day: number): string {
  const { year, month, day: date } = civilDate(day);
  return `${year}${String(month).padStart(2, '0')}${String(date).padStart(2, '0')}`;
}

/** The Monday that starts the week of a date. */
export function mondayOf(day: number): number {
  return day - ((weekdayOf(day) + 6) % 7);
}

/** The nth given weekday of a month (n = 1 first); n = -1 is the last one. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = epochDay(year, month, 1);
    return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = epochDay(year, month + 1, 1) - 1;
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

export function isWeekend(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday === SATURDAY || weekday === SUNDAY;
}

/** Western Easter Sunday (anonymous Gregorian computus). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return epochDay(year, month, date);
}
