import { finite } from './compute.js';
import type { EquityCurve } from './types.js';

/** One row of the monthly-returns table. */
export interface YearReturns {
  year: number;
  /** January first; null for a month without bars. */
  months: (number | null)[];
  /** The year's months compounded: equity at its last close over equity at the previous year's last close. */
  total: number | null;
}

/** The widest a time zone's clock runs from UTC (Kiribati, +14 h); near a UTC month's edge the zone's month can differ. */
const WIDEST_OFFSET = 14 * 3600;

const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(timeZone: string): Intl.DateTimeFormat {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
    monthFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Reads year × 12 + month (0-11) of epoch seconds on the calendar of `timeZone`, for times in ascending
 * order: it keeps the current UTC month's bounds, so most bars cost two comparisons.
 */
function monthReader(timeZone: string): (t: number) => number {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  let utcMonth = 0;
  return (t) => {
    if (!(t >= from && t < to)) {
      const date = new Date(t * 1000);
      const year = date.getUTCFullYear();
      const month = date.getUTCMonth();
      from = Date.UTC(year, month, 1) / 1000;
      to = Date.UTC(year, month + 1, 1) / 1000;
      utcMonth = year * 12 + month;
    }
    if (timeZone === 'UTC' || (t - from >= WIDEST_OFFSET && to - t > WIDEST_OFFSET)) return utcMonth;
    let zoneYear = 0;
    let zoneMonth = 0;
    for (const part of monthFormat(timeZone).formatToParts(t * 1000)) {
      if (part.type === 'year') zoneYear = Number(part.value);
      else if (part.type === 'month') zoneMonth = Number(part.value) - 1;
    }
    return zoneYear * 12 + zoneMonth;
  };
}

/**
 * Each calendar month's return, by the month each bar's time falls in on the exchange's clock (`timeZone`, an
 * IANA name; UTC by default): equity at the month's last close over equity at the previous month's last
 * close, the first month measured from the first bar's close like the total return.
 */
export function monthlyReturns(curve: EquityCurve, timeZone = 'UTC'): YearReturns[] {
  const { time, equity } = curve;
  const rows: YearReturns[] = [];
  const n = time.length;
  if (n === 0) return rows;
  let row: YearReturns | null = null;
  let yearStartEquity = equity[0]!;
  let monthStartEquity = equity[0]!;
  const monthOf = monthReader(timeZone);
  let month = monthOf(time[0]!);
  for (let i = 0; i < n; i++) {
    const next = i + 1 < n ? monthOf(time[i + 1]!) : -1;
    if (next === month) continue;
    const year = Math.floor(month / 12);
    if (row === null || row.year !== year) {
      row = { year, months: new Array<number | null>(12).fill(null), total: null };
      rows.push(row);
    }
    const close = equity[i]!;
    row.months[month % 12] = finite(close / monthStartEquity - 1);
    row.total = finite(close / yearStartEquity - 1);
    monthStartEquity = close;
    if (next === -1 || Math.floor(next / 12) !== year) yearStartEquity = close;
    month = next;
  }
  return rows;
}
