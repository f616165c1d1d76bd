import type { YearReturns } from '@signaldesk/backtest';

/** One cell of the monthly-returns table: its return, the side of zero it falls on, and how strongly it is shaded. */
export interface MonthCell {
  value: number | null;
  /** Rise colour for a gain, fall colour for a loss; a month exactly flat or without bars is not coloured. */
  tone: 'rise' | 'fall' | null;
  /** 0 … 1: the cell's size against the largest of its kind in the table, so a big month stands out. */
  strength: number;
}

export interface MonthRow {
  year: number;
  /** January first, always twelve. */
  months: MonthCell[];
  total: MonthCell;
}

/**
 * The monthly table laid out oldest year first, months across and the year's total last. Months are shaded
 * against the largest month, totals against the largest year, so one big year does not wash out every month.
 */
export function monthlyTable(years: readonly YearReturns[]): MonthRow[] {
  const sorted = [...years].sort((a, b) => a.year - b.year);
  const largest = (values: (number | null)[]) => values.reduce<number>((max, v) => (v === null ? max : Math.max(max, Math.abs(v))), 0);
  const monthScale = largest(sorted.flatMap((row) => row.months));
  const yearScale = largest(sorted.map((row) => row.total));
  const cell = (value: number | null, scale: number): MonthCell => ({
    value,
    tone: value === null || value === 0 ? null : value > 0 ? 'rise' : 'fall',
    strength: value === null || scale === 0 ? 0 : Math.abs(value) / scale,
  });
  return sorted.map((row) => ({
    year: row.year,
    months: Array.from({ length: 12 }, (_, i) => cell(row.months[i] ?? null, monthScale)),
    total: cell(row.total, yearScale),
  }));
}
