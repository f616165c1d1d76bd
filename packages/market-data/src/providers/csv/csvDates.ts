export interface DateReading {
  /**
   * Read the calendar date as written and stamp it at midnight UTC (daily and
   * weekly bars, so a Hong Kong row `2020-01-02 00:00:00+08:00` stays on the 2nd);
   * otherwise the exact instant, UTC when the cell names no offset.
   */
  dayOnly: boolean;
  /** Slash dates are day first (`31/12/2024`) rather than month first (`12/31/2024`). */
  dayFirst: boolean;
}

/** `2024-01-02`, `2024/01/02`, `2024.01.02`, each with an optional time; `20240102`. */
const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]+(.*))?$/;
const YEAR_LAST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[T ]+(.*))?$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(AM|PM)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const EPOCH = /^\d{9,17}(\.\d+)?$/;

/** Epoch seconds of a timestamp in seconds, milliseconds or microseconds, told apart by size. */
function fromEpoch(value: number): number {
  if (value < 1e11) return value;
  if (value < 1e14) return value / 1000;
  return value / 1e6;
}

function offsetSeconds(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 3600 + Number(digits.slice(2)) * 60);
}

/** Epoch seconds of a date cell, or null when it is no date we know. */
export function parseDateCell(cell: string, reading: DateReading): number | null {
  const text = cell.trim();
  if (EPOCH.test(text)) {
    const ts = Math.floor(fromEpoch(Number(text)));
    return reading.dayOnly ? ts - (((ts % 86_400) + 86_400) % 86_400) : ts;
  }
  let year: number;
  let month: number;
  let day: number;
  let rest: string | undefined;
  const yearFirst = YEAR_FIRST.exec(text) ?? COMPACT.exec(text);
  const yearLast = yearFirst ? null : YEAR_LAST.exec(text);
  if (yearFirst) {
    [year, month, day] = [Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])];
    rest = yearFirst[4];
  } else if (yearLast) {
    const [a, b] = [Number(yearLast[1]), Number(yearLast[2])];
    [year, month, day] = reading.dayFirst ? [Number(yearLast[3]), b, a] : [Number(yearLast[3]), a, b];
    rest = yearLast[4];
  } else return null;
  const midnight = Date.UTC(year, month - 1, day) / 1000;
  const check = new Date(midnight * 1000);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (rest === undefined || rest === '') return midnight;
  const clock = CLOCK.exec(rest.trim());
  if (!clock) return null;
  let hour = Number(clock[1]);
  const meridiem = clock[4]?.toUpperCase();
  if (meridiem === 'PM' && hour < 12) hour += 12;
  if (meridiem === 'AM' && hour === 12) hour = 0;
  if (hour > 23 || Number(clock[2]) > 59 || Number(clock[3] ?? 0) > 59) return null;
  if (reading.dayOnly) return midnight;
  return midnight + hour * 3600 + Number(clock[2]) * 60 + Number(clock[3] ?? 0) - offsetSeconds(clock[5]);
}

/** How the file writes dates with the year last, as its cells show, or the row of the first that cannot be told. */
export type SlashDateOrder = { dayFirst: boolean } | { ambiguousAt: number } | { mixedAt: number };

/**
 * Day first when some date's first part passes 12 (`16/06/1999`), month first
 * when some second part does (`06/16/1999`). A file whose dates never tell
 * (`03/04/1999` only) is refused at its first date whose parts differ rather
 * than guessed, and so is one that passes 12 on both sides. The cells come in
 * row order, each with its row (`at`); rows whose dates are not year last may
 * be left out.
 */
export function slashDateOrder(cells: Iterable<{ at: number; cell: string }>): SlashDateOrder {
  let dayFirstAt = -1;
  let monthFirstAt = -1;
  let undecidedAt = -1;
  for (const { at, cell } of cells) {
    const match = YEAR_LAST.exec(cell.trim());
    if (!match) continue;
    const [a, b] = [Number(match[1]), Number(match[2])];
    if (a > 12 && dayFirstAt < 0) dayFirstAt = at;
    if (b > 12 && monthFirstAt < 0) monthFirstAt = at;
    if (a !== b && undecidedAt < 0) undecidedAt = at;
  }
  if (dayFirstAt >= 0 && monthFirstAt >= 0) return { mixedAt: Math.max(dayFirstAt, monthFirstAt) };
  if (dayFirstAt >= 0) return { dayFirst: true };
  if (monthFirstAt >= 0 || undecidedAt < 0) return { dayFirst: false };
  return { ambiguousAt: undecidedAt };
}
