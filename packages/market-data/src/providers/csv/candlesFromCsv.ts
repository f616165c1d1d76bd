import type { Candle, FetchDuration } from '../../types.js';
import { detectSeparator, shown, splitCells } from './csvCells.js';
import { type DateReading, parseDateCell, slashDateOrder } from './csvDates.js';
import { type DecimalMark, detectDecimalMark, parseNumber, parseVolume } from './csvNumbers.js';
import { type ColumnLayout, headerKey } from './columnLayout.js';
import { findLayout } from './csvHeader.js';
import { stampAtSessions } from './sessionStamps.js';
import { outOfOrderRows } from './csvWarnings.js';
import { splitLikeJumps, splitsAgainstAdjusted } from './splitJumps.js';
import { fastRowReader, ROUNDING } from './csvFastRows.js';
import { nonBlankLines } from './csvLines.js';

export interface CsvProblem {
  /** 1-based line of the file. */
  line: number;
  reason: string;
}

export interface CsvImport {
  /** Good rows, oldest first, one per timestamp. */
  candles: Candle[];
  /** Rows skipped (and why), plus notes on the file as a whole at the header's line. */
  problems: CsvProblem[];
  /** Rows kept that look wrong: one out of the file's order, a close that jumps by a split's ratio. */
  warnings: CsvProblem[];
  /** Data rows met: every non-blank line after the header. */
  rowsRead: number;
  /** Rows kept by `widenHighLow` whose high or low was moved to take in their open or close. */
  widened: number;
}

export interface CsvImportOptions {
  /** The bars' duration; daily and weekly rows are stamped at midnight UTC of the date written. */
  duration?: FetchDuration;
  /** With a symbol, daily and weekly rows are stamped at its market's session, as the store keeps them (see `stampAtSessions`). */
  symbol?: string;
  /**
   * Keep a row whose open or close lies outside its high–low by moving the high or low out to it, instead of
   * refusing the row. Yahoo's futures and forex bars often have an open or a settlement close outside the range
   * traded; the close is kept as written, since it is what returns and signals are computed from.
   */
  widenHighLow?: boolean;
}

const DAY_OR_LONGER: ReadonlySet<FetchDuration> = new Set(['1d', '1wk']);

interface Row {
  line: number;
  cells: string[];
}

/**
 * Candles from a CSV export of Yahoo, Tiingo, Binance, Bitstamp or a spreadsheet:
 * any column order, any case, `,` `;` or tab, quoted cells, thousands marks. A
 * row that cannot be read, or whose high is below its close (and the like), is
 * reported with its line and skipped; blank lines are passed over; a repeated
 * header is reported and skipped; zero volumes are kept; any order is sorted, and
 * of two rows with one timestamp the first is kept and the second reported.
 * Rows against the order most of the file keeps, and closes that jump by a
 * split's ratio, are kept and warned about. The one reader of `npm run import`,
 * `npm run indicators` and `npm run backtest`; its rules are in docs/indicators.md.
 */
export function candlesFromCsv(text: string, options: CsvImportOptions = {}): CsvImport {
  return readCsv(text, options, true);
}

/** The same read with every row through the full rules, cut into strings: what the fast reading is held to. */
export function candlesFromCsvByFullRules(text: string, options: CsvImportOptions = {}): CsvImport {
  return readCsv(text, options, false);
}

const CTRL_Z = 0x1a;

/** The text without DOS's end-of-file mark, Ctrl-Z, which some old exporters still write after the last row. */
function withoutEndOfFileMark(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) <= 32 && text.charCodeAt(end - 1) !== CTRL_Z) end--;
  if (text.charCodeAt(end - 1) !== CTRL_Z) return text;
  while (end > 0 && text.charCodeAt(end - 1) === CTRL_Z) end--;
  return text.slice(0, end);
}

function readCsv(written: string, options: CsvImportOptions, fast: boolean): CsvImport {
  const text = withoutEndOfFileMark(written);
  const lines = nonBlankLines(text);
  const count = lines.starts.length;
  if (count === 0) return { candles: [], problems: [{ line: 1, reason: 'the file holds no rows' }], warnings: [], rowsRead: 0, widened: 0 };
  const lineText = (at: number) => text.slice(lines.starts[at], lines.ends[at]);
  const separator = detectSeparator(lineText(0));
  const rowAt = (at: number): Row => ({ line: lines.numbers[at]!, cells: splitCells(lineText(at), separator) });
  const found = findLayout((at) => (at < count ? rowAt(at) : undefined));
  const dataFrom = found.rows;
  const rowsRead = count - dataFrom;
  if (!found.layout) return { candles: [], problems: found.notes, warnings: [], rowsRead, widened: 0 };
  const { layout, header, names } = found;
  const column = (at: number) => (header === null ? `column ${at + 1}` : `column ${at + 1} (${shown(names[at] ?? '')})`);
  const dayOnly = DAY_OR_LONGER.has(options.duration ?? '1d');
  const decimal = detectDecimalMark(priceCells(count, dataFrom, rowAt, layout), separator);

  // Rows the fast reading settles need neither strings nor the slash-date order; the others are cut into cells.
  const readFast = fast && decimal === '.' ? fastRowReader(layout, separator, dayOnly) : null;
  const fastCandles: Array<Candle | null> = new Array(rowsRead);
  const fullRows: Array<{ at: number; row: Row }> = [];
  for (let at = 0; at < rowsRead; at++) {
    const line = at + dataFrom;
    const candle = readFast ? readFast(text, lines.starts[line]!, lines.ends[line]!) : null;
    fastCandles[at] = candle;
    if (candle === null) fullRows.push({ at, row: rowAt(line) });
  }

  // A fast row's date is year first or a timestamp, which says nothing of the slash-date order.
  const order = slashDateOrder(fullRows.map(({ at, row }) => ({ at, cell: row.cells[layout.time] ?? '' })));
  if (!('dayFirst' in order)) {
    const at = 'ambiguousAt' in order ? order.ambiguousAt : order.mixedAt;
    const row = fullRows.find((r) => r.at === at)!.row;
    const cell = shown(row.cells[layout.time] ?? '');
    const reason =
      'ambiguousAt' in order
        ? `date "${cell}" in ${column(layout.time)} could be day/month/year or month/day/year and no date in the file tells; write dates as YYYY-MM-DD`
        : `date "${cell}" in ${column(layout.time)} is month first while an earlier date is day first; write dates as YYYY-MM-DD`;
    return { candles: [], problems: [...found.notes, { line: row.line, reason }], warnings: [], rowsRead, widened: 0 };
  }
  const reading: DateReading = { dayOnly, dayFirst: order.dayFirst };

  const problems = [...found.notes];
  const widenedLines: number[] = [];
  for (const { at, row } of fullRows) {
    const widen = options.widenHighLow ? () => widenedLines.push(row.line) : null;
    const candle = readRow(row.cells, layout, decimal, reading, column, widen);
    if (typeof candle !== 'string') fastCandles[at] = candle;
    else if (header !== null && row.cells.map(headerKey).join() === header) problems.push({ line: row.line, reason: 'the header is repeated' });
    else problems.push({ line: row.line, reason: candle });
  }
  const parsed: ParsedRow[] = [];
  for (let at = 0; at < rowsRead; at++) {
    const candle = fastCandles[at];
    if (candle) parsed.push({ line: lines.numbers[at + dataFrom]!, at: at + dataFrom, candle });
  }

  const warnings = outOfOrderRows(parsed);
  // Newest-first files (and shuffled ones) are put in time order; the file's order decides between equal timestamps.
  if (!inTimeOrder(parsed)) parsed.sort((a, b) => a.candle.ts - b.candle.ts || a.line - b.line);
  const stamp = (candles: Candle[]) => (options.symbol && dayOnly ? stampAtSessions(options.symbol, candles) : candles);
  const kept: typeof parsed = [];
  for (const row of parsed) {
    const previous = kept.at(-1);
    if (previous && previous.candle.ts === row.candle.ts) {
      // Named as stored (14:30Z for a New York day), so the message matches what the chart and the database show.
      const stored = stamp([row.candle])[0]!.ts;
      problems.push({ line: row.line, reason: `a row for ${new Date(stored * 1000).toISOString()} came earlier` });
      continue;
    }
    kept.push(row);
  }
  const candles = kept.map((row) => row.candle);
  problems.sort((a, b) => a.line - b.line);
  const adjusted = layout.adjClose === null ? null : adjustedCloses(kept, layout.adjClose, decimal, rowAt);
  warnings.push(...(adjusted ? splitsAgainstAdjusted(kept, adjusted) : splitLikeJumps(kept)));
  if (widenedLines.length > 0) warnings.push(widenedNote(widenedLines));
  warnings.sort((a, b) => a.line - b.line);
  return { candles: stamp(candles), problems, warnings, rowsRead, widened: widenedLines.length };
}

interface ParsedRow {
  line: number;
  /** The row's index among the file's non-blank lines. */
  at: number;
  candle: Candle;
}

/**
 * Each kept row's adjusted close, or null when the column is mostly empty (Yahoo leaves it blank on some exports):
 * the closes alone then tell the splits.
 */
function adjustedCloses(rows: readonly ParsedRow[], column: number, decimal: DecimalMark, rowAt: (at: number) => Row): number[] | null {
  const values = rows.map(({ at }) => parseNumber(rowAt(at).cells[column] ?? '', decimal));
  const read = values.filter((value) => value > 0).length;
  return read * 2 > rows.length ? values : null;
}

function widenedNote(lines: readonly number[]): CsvProblem {
  const rows = lines.length === 1 ? '1 row' : `${lines.length} rows`;
  return { line: lines[0]!, reason: `${rows} from this line on had an open or close outside the high–low; the high or low was moved out to it` };
}

/** Already sorted as the sort would leave it: rows come in line order, so only the timestamps need to rise. */
function inTimeOrder(rows: ReadonlyArray<{ candle: Candle }>): boolean {
  for (let i = 1; i < rows.length; i++) if (rows[i]!.candle.ts < rows[i - 1]!.candle.ts) return false;
  return true;
}

/** The price cells in file order, rows cut one by one as asked: the first few rows usually tell the decimal mark. */
function* priceCells(count: number, dataFrom: number, rowAt: (at: number) => Row, layout: ColumnLayout): Generator<string> {
  for (let at = dataFrom; at < count; at++) {
    const { cells } = rowAt(at);
    for (const field of [layout.open, layout.high, layout.low, layout.close]) yield cells[field] ?? '';
  }
}

const PRICE_FIELDS = ['open', 'high', 'low', 'close'] as const;

/** `0x1A`: no exporter writes volumes so, and reading it as 26 would invent a number. */
const HEX = /^[+-]?0x[0-9a-f]+$/i;

const HIGH_BELOW = 'is below the open, low or close';
const LOW_ABOVE = 'is above the open or close';

/** A refusal `widenHighLow` could have kept: a price outside the high–low. */
export const isOutsideHighLow = (reason: string) => reason.endsWith(HIGH_BELOW) || reason.endsWith(LOW_ABOVE);

/** One row's candle, or why it cannot be one. */
function readRow(
  cells: readonly string[],
  layout: ColumnLayout,
  decimal: DecimalMark,
  reading: DateReading,
  column: (at: number) => string,
  widen: (() => void) | null,
): Candle | string {
  const time = layout.clock === null ? (cells[layout.time] ?? '') : `${cells[layout.time] ?? ''} ${cells[layout.clock] ?? ''}`;
  const ts = parseDateCell(time, reading);
  if (ts === null) return `"${shown(time)}" is not a date`;
  const prices: number[] = [];
  for (const field of PRICE_FIELDS) {
    const raw = cells[layout[field]] ?? '';
    const value = parseNumber(raw, decimal);
    if (!Number.isFinite(value)) return raw === '' ? `no ${field}` : `${field} "${shown(raw)}" is not a number`;
    prices.push(value);
  }
  const [open, high, low, close] = prices as [number, number, number, number];
  if (Math.min(open, high, low, close) <= 0) return 'a price is zero or below';
  const rawVolume = layout.volume === null ? '0' : (cells[layout.volume] ?? '');
  if (HEX.test(rawVolume)) return `volume "${shown(rawVolume)}" in ${column(layout.volume ?? 0)} is hexadecimal; an export writes volumes in decimal`;
  const volume = parseVolume(rawVolume, decimal);
  if (!Number.isFinite(volume)) return rawVolume === '' ? 'no volume' : `volume "${shown(rawVolume)}" is not a number`;
  if (volume < 0) return `volume ${volume} is below zero`;
  const slack = ROUNDING * high;
  if (high < low - slack) return `high ${high} is below the low ${low}`;
  const outside = high < Math.max(open, close) - slack || low > Math.min(open, close) + slack;
  if (outside && widen) {
    widen();
    return { ts, open, high: Math.max(high, open, close), low: Math.min(low, open, close), close, volume };
  }
  if (high < Math.max(open, close, low) - slack) return `high ${high} ${HIGH_BELOW}`;
  if (low > Math.min(open, close) + slack) return `low ${low} ${LOW_ABOVE}`;
  return { ts, open, high, low, close, volume };
}

/** The skipped rows and warnings of a read, by line, as `file:line: reason` and `file:line: warning: reason`. */
export function csvNoteLines(file: string, read: Pick<CsvImport, 'problems' | 'warnings'>): string[] {
  const notes = [...read.problems, ...read.warnings.map((w) => ({ line: w.line, reason: `warning: ${w.reason}` }))];
  return notes.sort((a, b) => a.line - b.line).map((note) => `${file}:${note.line}: ${note.reason}`);
}
