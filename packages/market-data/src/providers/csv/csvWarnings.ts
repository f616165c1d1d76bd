import type { Candle } from '../../types.js';
import type { CsvProblem } from './candlesFromCsv.js';

interface Row {
  line: number;
  candle: Candle;
}

/** More rows out of order than this are summed up in one note, not listed one by one. */
const LISTED = 20;

/** A bar's time as a message names it: the date alone for a bar at midnight UTC. */
export const when = (ts: number) => {
  const iso = new Date(ts * 1000).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
};

/**
 * Rows against the file's order, the order most of its steps take: an
 * oldest-first file with one old row pasted at its end is still oldest first,
 * and that row is named. Rows are kept (sorting puts them at their date); a
 * row stands out when leaving it out mends the order around it, else its
 * predecessor, which ran ahead, does.
 */
export function outOfOrderRows(rows: readonly Row[]): CsvProblem[] {
  let rising = 0;
  let falling = 0;
  for (let i = 1; i < rows.length; i++) {
    const step = rows[i]!.candle.ts - rows[i - 1]!.candle.ts;
    if (step > 0) rising++;
    else if (step < 0) falling++;
  }
  const direction = rising >= falling ? 1 : -1;
  const inOrder = (a: Row, b: Row) => (b.candle.ts - a.candle.ts) * direction > 0;
  const stray = new Set<Row>();
  for (let i = 1; i < rows.length; i++) {
    const [previous, row, next] = [rows[i - 1]!, rows[i]!, rows[i + 1]];
    if (inOrder(previous, row) || row.candle.ts === previous.candle.ts || stray.has(previous)) continue;
    stray.add(next === undefined || inOrder(previous, next) ? row : previous);
  }
  const order = direction > 0 ? 'oldest-first' : 'newest-first';
  const listed = [...stray].sort((a, b) => a.line - b.line);
  const warnings = listed.slice(0, LISTED).map(({ line, candle }) => ({
    line,
    reason: `the row dated ${when(candle.ts)} breaks the file's ${order} order; it is kept at its date`,
  }));
  if (listed.length > LISTED) {
    const more = listed[LISTED]!;
    warnings.push({ line: more.line, reason: `${listed.length - LISTED} more rows break the file's ${order} order` });
  }
  return warnings;
}
