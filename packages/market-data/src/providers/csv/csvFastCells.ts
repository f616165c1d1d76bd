/**
 * Dates and numbers read straight off the file's text by character codes, for the
 * cells almost every export writes (`2024-01-02`, `2024-01-02T14:30:00.000Z`,
 * `2020-01-02 00:00:00+08:00`, `20240102`, epoch seconds or milliseconds, `101.25`).
 * Each reader answers only when it is sure to give what `parseDateCell` and
 * `parseNumber` give for the same cell, and NaN otherwise, so the caller hands the
 * cell to them: anything unusual, or wrong, is read and reported by the full rules.
 * A million rows read this way make no string per cell and run no regular expression.
 */

const ZERO = 48;
const NINE = 57;
const SPACE = 32;
const DOT = 46;
const COLON = 58;
const PLUS = 43;
const MINUS = 45;
const SLASH = 47;
const UPPER_T = 84;
const UPPER_Z = 90;
const LOWER_Z = 122;

const isDigit = (code: number) => code >= ZERO && code <= NINE;
const isDateMark = (code: number) => code === MINUS || code === SLASH || code === DOT;

/** Past this a whole number of digits may be rounded on the way, and `Number` is asked instead. */
const EXACT_INTEGER = 2 ** 53 - 1;
/** Powers of ten a double holds exactly: a whole mantissa divided by one of them is rounded once, as `Number` rounds. */
const EXACT_POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);

function digitsValue(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) value = value * 10 + text.charCodeAt(i) - ZERO;
  return value;
}

function digitsEnd(text: string, from: number, to: number): number {
  let i = from;
  while (i < to && isDigit(text.charCodeAt(i))) i++;
  return i;
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Midnight UTC of a calendar date, or NaN when the date does not exist. Years
 * below 100 are left to the full rules, where `Date.UTC` reads them as 19xx.
 */
function midnightOf(year: number, month: number, day: number): number {
  if (year < 100 || month < 1 || month > 12 || day < 1) return Number.NaN;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day > days ? Number.NaN : Date.UTC(year, month - 1, day) / 1000;
}

/** Seconds into the day written by a clock `13:05`, `1:05:09.250 PM`, `00:00:00+08:00`, `14:30:00.000Z`, offset applied; NaN if unsure. */
function clockSeconds(text: string, from: number, to: number): number {
  let i = digitsEnd(text, from, to);
  if (i - from < 1 || i - from > 2 || i === to || text.charCodeAt(i) !== COLON) return Number.NaN;
  let hour = digitsValue(text, from, i);
  const minuteEnd = digitsEnd(text, i + 1, to);
  if (minuteEnd - i - 1 !== 2) return Number.NaN;
  const minute = digitsValue(text, i + 1, minuteEnd);
  i = minuteEnd;
  let second = 0;
  if (i < to && text.charCodeAt(i) === COLON) {
    const secondEnd = digitsEnd(text, i + 1, to);
    if (secondEnd - i - 1 !== 2) return Number.NaN;
    second = digitsValue(text, i + 1, secondEnd);
    i = secondEnd;
    if (i < to && text.charCodeAt(i) === DOT) {
      const fractionEnd = digitsEnd(text, i + 1, to);
      if (fractionEnd === i + 1) return Number.NaN;
      i = fractionEnd;
    }
  }
  while (i < to && text.charCodeAt(i) === SPACE) i++;
  const meridiem = i + 1 < to ? (text.charCodeAt(i) | 32) : 0;
  if ((meridiem === 97 || meridiem === 112) && (text.charCodeAt(i + 1) | 32) === 109) {
    if (meridiem === 112 && hour < 12) hour += 12;
    if (meridiem === 97 && hour === 12) hour = 0;
    i += 2;
    while (i < to && text.charCodeAt(i) === SPACE) i++;
  }
  if (hour > 23 || minute > 59 || second > 59) return Number.NaN;
  const seconds = hour * 3600 + minute * 60 + second;
  if (i === to) return seconds;
  const zone = text.charCodeAt(i);
  if ((zone === UPPER_Z || zone === LOWER_Z) && i + 1 === to) return seconds;
  if (zone !== PLUS && zone !== MINUS) return Number.NaN;
  const hoursEnd = i + 3;
  const minutesAt = hoursEnd < to && text.charCodeAt(hoursEnd) === COLON ? hoursEnd + 1 : hoursEnd;
  if (minutesAt + 2 !== to || digitsEnd(text, i + 1, hoursEnd) !== hoursEnd || digitsEnd(text, minutesAt, to) !== to) return Number.NaN;
  const offset = digitsValue(text, i + 1, hoursEnd) * 3600 + digitsValue(text, minutesAt, to) * 60;
  return zone === MINUS ? seconds + offset : seconds - offset;
}

/** Epoch seconds of a timestamp in seconds, milliseconds or microseconds, told apart by size (as `parseDateCell`). */
function fromEpoch(value: number): number {
  if (value < 1e11) return value;
  if (value < 1e14) return value / 1000;
  return value / 1e6;
}

const startOfDay = (ts: number) => ts - (((ts % 86_400) + 86_400) % 86_400);

/**
 * `parseDateCell` of the trimmed cell `text[from, to)` (and of its separate clock
 * cell `text[clockFrom, clockTo)` when the file has one, clockFrom < 0 otherwise),
 * or NaN when the full rules must say.
 */
export function dateAt(text: string, from: number, to: number, dayOnly: boolean, clockFrom: number, clockTo: number): number {
  const yearEnd = digitsEnd(text, from, to);
  const digits = yearEnd - from;
  if (yearEnd === to) {
    if (clockFrom >= 0) return Number.NaN;
    if (digits === 8) return midnightOf(digitsValue(text, from, from + 4), digitsValue(text, from + 4, from + 6), digitsValue(text, from + 6, to));
    if (digits < 9 || digits > 15) return Number.NaN;
    const ts = Math.floor(fromEpoch(digitsValue(text, from, to)));
    return dayOnly ? startOfDay(ts) : ts;
  }
  if (digits !== 4 || !isDateMark(text.charCodeAt(yearEnd))) return Number.NaN;
  const monthEnd = digitsEnd(text, yearEnd + 1, to);
  if (monthEnd - yearEnd - 1 < 1 || monthEnd - yearEnd - 1 > 2 || monthEnd === to || !isDateMark(text.charCodeAt(monthEnd))) return Number.NaN;
  const dayEnd = digitsEnd(text, monthEnd + 1, to);
  if (dayEnd - monthEnd - 1 < 1 || dayEnd - monthEnd - 1 > 2) return Number.NaN;
  const midnight = midnightOf(digitsValue(text, from, yearEnd), digitsValue(text, yearEnd + 1, monthEnd), digitsValue(text, monthEnd + 1, dayEnd));
  if (clockFrom >= 0) {
    if (dayEnd !== to || clockFrom === clockTo) return Number.NaN;
    return withClock(midnight, clockSeconds(text, clockFrom, clockTo), dayOnly);
  }
  if (dayEnd === to) return midnight;
  let rest = dayEnd;
  while (rest < to && (text.charCodeAt(rest) === UPPER_T || text.charCodeAt(rest) === SPACE)) rest++;
  if (rest === dayEnd) return Number.NaN;
  return rest === to ? midnight : withClock(midnight, clockSeconds(text, rest, to), dayOnly);
}

/** A day's stamp with its clock, or its midnight for daily bars once the clock is known to be a real one. */
const withClock = (midnight: number, seconds: number, dayOnly: boolean) => (Number.isNaN(seconds) ? seconds : dayOnly ? midnight : midnight + seconds);

/**
 * `parseNumber` (or `parseVolume`) with `.` for decimals of the trimmed cell
 * `text[from, to)` when it is a plain number, or NaN when the full rules must say.
 */
export function numberAt(text: string, from: number, to: number): number {
  let i = from;
  const first = text.charCodeAt(i);
  const signed = first === PLUS || first === MINUS;
  if (signed) i++;
  let mantissa = 0;
  const wholeEnd = digitsEnd(text, i, to);
  for (; i < wholeEnd; i++) mantissa = mantissa * 10 + text.charCodeAt(i) - ZERO;
  let fractionDigits = 0;
  if (i < to && text.charCodeAt(i) === DOT) {
    const fractionEnd = digitsEnd(text, i + 1, to);
    for (i++; i < fractionEnd; i++) mantissa = mantissa * 10 + text.charCodeAt(i) - ZERO;
    fractionDigits = fractionEnd - wholeEnd - 1;
  }
  if (wholeEnd === (signed ? from + 1 : from) && fractionDigits === 0) return Number.NaN;
  if (i === to && !signed && mantissa <= EXACT_INTEGER && fractionDigits < EXACT_POWERS.length) return mantissa / EXACT_POWERS[fractionDigits]!;
  if (i < to) {
    if ((text.charCodeAt(i) | 32) !== 101) return Number.NaN;
    i++;
    const sign = text.charCodeAt(i);
    if (sign === PLUS || sign === MINUS) i++;
    const exponentEnd = digitsEnd(text, i, to);
    if (exponentEnd === i || exponentEnd !== to) return Number.NaN;
  }
  return Number(text.slice(from, to));
}
