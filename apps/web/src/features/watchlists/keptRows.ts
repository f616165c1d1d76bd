import type { WatchlistRow } from '@signaldesk/contract';

/** A values answer, as the list's values call gives it. */
export interface ValuesAnswer {
  rows: WatchlistRow[];
  asOf: number;
}

type Value = WatchlistRow['values'][number];

/** A day range is a new array in every answer: two are the same figure when their ends are. */
export const sameValue = (a: Value | undefined, b: Value | undefined) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1] === b[1]);

const sameRow = (a: WatchlistRow, b: WatchlistRow) =>
  a.symbol === b.symbol && a.values.length === b.values.length && a.values.every((value, index) => sameValue(value, b.values[index]));

/**
 * The new answer with each row that did not move kept from the last one, and the rows themselves when none moved:
 * what TanStack Query's structural sharing gives, for this answer's known shape at a fraction of the generic walk's
 * cost. The table's rows tell a moved symbol by its values array alone; an answer whose rows all stayed changes
 * nothing in the table.
 */
export function keptRows(previous: unknown, next: unknown): unknown {
  const before = previous as ValuesAnswer | undefined;
  const after = next as ValuesAnswer;
  if (!before?.rows || !after?.rows) return next;
  let moved = before.rows.length !== after.rows.length;
  const rows = after.rows.map((row, index) => {
    const kept = before.rows[index];
    if (kept && sameRow(kept, row)) return kept;
    moved = true;
    return row;
  });
  if (!moved) return before.asOf === after.asOf ? before : { ...after, rows: before.rows };
  return { ...after, rows };
}
