import { type ColumnLayout, headerKey, headerlessLayout, layoutFromHeader } from './columnLayout.js';
import { shown } from './csvCells.js';
import { parseDateCell } from './csvDates.js';

export interface HeaderRow {
  line: number;
  cells: string[];
}

export interface FoundLayout {
  layout: ColumnLayout | null;
  /** The header row as compared (keys joined), null when the file has none. */
  header: string | null;
  /** The header's names by column, for messages; empty when the file has none. */
  names: string[];
  /** Rows the header takes: 0, 1, or 3 for yfinance's Price / Ticker / Date rows. */
  rows: number;
  notes: Array<{ line: number; reason: string }>;
}

/** The note on a file without volumes: the rows are stored, so it refuses none. */
export const NO_VOLUME_NOTE = 'the header names no volume column; volumes are 0';

const HOW_TO_FIX =
  'name the columns in the first row Date, Open, High, Low, Close and Volume (any order, any case), or write no header and the columns as time, open, high, low, close, volume';

/**
 * The columns: from the header, from yfinance's three header rows, or from a first row that starts with a
 * timestamp. `rowAt(i)` is the file's i-th non-blank row.
 */
export function findLayout(rowAt: (at: number) => HeaderRow | undefined): FoundLayout {
  const first = rowAt(0)!;
  const startsWithTime = parseDateCell(first.cells[0] ?? '', { dayOnly: false, dayFirst: false }) !== null;
  if (startsWithTime) {
    const layout = headerlessLayout(first.cells.length);
    const notes = layout ? [] : [{ line: first.line, reason: 'a file without a header needs time, open, high, low and close' }];
    return { layout, header: null, names: [], rows: 0, notes };
  }
  const yfinance = yfinanceHeader(first, rowAt(1), rowAt(2));
  if (typeof yfinance === 'string') return { layout: null, header: null, names: [], rows: 0, notes: [{ line: first.line, reason: yfinance }] };
  const names = yfinance?.names ?? first.cells;
  const header = first.cells.map(headerKey).join();
  const found = layoutFromHeader(names);
  if ('missing' in found) {
    const reason = `the header "${shown(first.cells.join(','))}" names no ${found.missing.join(', ')} column; ${HOW_TO_FIX}`;
    return { layout: null, header, names, rows: 1, notes: [{ line: first.line, reason }] };
  }
  const notes = found.volume === null ? [{ line: first.line, reason: NO_VOLUME_NOTE }] : [];
  return { layout: found, header, names, rows: yfinance?.rows ?? 1, notes };
}

/**
 * `yf.download(...).to_csv()` since yfinance 0.2.51 writes its two column levels and the index's name as three rows:
 * `Price,Close,High,…` / `Ticker,AAPL,AAPL,…` / `Date,,,…`. The first row names the fields, the third the time
 * column. Undefined for any other header; why not, for a download of several tickers in one file.
 */
function yfinanceHeader(first: HeaderRow, second: HeaderRow | undefined, third: HeaderRow | undefined): { names: string[]; rows: number } | string | undefined {
  if (headerKey(first.cells[0] ?? '') !== 'price' || headerKey(second?.cells[0] ?? '') !== 'ticker') return undefined;
  const tickers = [...new Set(second!.cells.slice(1).filter((cell) => cell !== ''))];
  if (tickers.length > 1) {
    return `the file holds ${tickers.length} tickers (${tickers.slice(0, 5).map(shown).join(', ')}); download one ticker a file, e.g. yf.download("${shown(tickers[0]!)}").to_csv(...)`;
  }
  const timeName = third?.cells[0] ?? '';
  const namesTime = third !== undefined && timeName !== '' && third.cells.slice(1).every((cell) => cell === '');
  return { names: [namesTime ? timeName : 'Date', ...first.cells.slice(1)], rows: namesTime ? 3 : 2 };
}
