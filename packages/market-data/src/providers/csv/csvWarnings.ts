import type { Candle } from '../../types.js';
import type { CsvProblem } from './candlesFromCsv.js';

interface Row {
  line: number;
  candle: Candle;
}

/** More rows out of order than this are summed up in one note, not listed one by one. */
const LISTED = 20;

const when = (ts: number) => {
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

/** Split ratios seen in practice, for n-for-1 splits and 1-for-n reverse splits alike. */
const SPLIT_RATIOS = [2, 3, 4, 5, 6, 7, 8, 10, 15, 20, 25, 30, 40, 50, 100];
/** How far a jump may sit from a ratio and still look like it: −89.9 % is 1/9.90, within 1 % of a 10-for-1 split. */
const TOLERANCE = 0.025;
/** Below this no ratio is within reach (the smallest, 2, needs 1.95): most bars move far less and skip the search. */
const SMALLEST_JUMP = 1.9;

/**
 * Closes that jump between consecutive bars by a split's ratio, the mark of a
 * file whose prices were not adjusted for splits: its indicators would read the
 * split as a crash or a rally.
 */
export function splitLikeJumps(rows: readonly Row[]): CsvProblem[] {
  const warnings: CsvProblem[] = [];
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1]!.candle;
    const { line, candle } = rows[i]!;
    const change = candle.close / before.close;
    const factor = change < 1 ? 1 / change : change;
    if (factor < SMALLEST_JUMP) continue;
    const ratio = SPLIT_RATIOS.find((r) => Math.abs(factor / r - 1) <= TOLERANCE);
    if (ratio === undefined) continue;
    const split = change < 1 ? `a ${ratio}-for-1 split` : `a 1-for-${ratio} reverse split`;
    const percent = `${change < 1 ? '' : '+'}${((change - 1) * 100).toFixed(1)} %`;
    warnings.push({
      line,
      reason: `the close moves ${percent} from ${before.close} on ${when(before.ts)} to ${candle.close} on ${when(candle.ts)}, as ${split} would; if these prices are not adjusted for splits, use adjusted prices`,
    });
  }
  return warnings;
}
