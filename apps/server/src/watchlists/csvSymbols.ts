import { detectSeparator, nonBlankLines, splitCells } from '@signaldesk/market-data';
import type { Entry } from './listSymbols.js';

/**
 * The symbols of a CSV, one a row, with the candle import's cell rules (`,` `;` or tab, quoted cells): the column
 * headed `symbol` (in any case) or else the first, and the one headed `section` if there is one. A byte-order mark,
 * CRLF line ends, blank lines and rows without a symbol are passed over; symbols are read in capitals.
 */
export function csvSymbols(csv: string): Entry[] {
  const text = csv.startsWith('\uFEFF') ? csv.slice(1) : csv;
  const lines = nonBlankLines(text);
  if (lines.starts.length === 0) return [];
  const line = (at: number) => text.slice(lines.starts[at], lines.ends[at]);
  const separator = detectSeparator(line(0));
  const names = splitCells(line(0), separator).map((cell) => cell.toLowerCase());
  const headed = names.includes('symbol') || names.includes('section');
  const sectionAt = headed ? names.indexOf('section') : -1;
  const symbolAt = names.includes('symbol') ? names.indexOf('symbol') : sectionAt === 0 ? 1 : 0;
  const entries: Entry[] = [];
  for (let at = headed ? 1 : 0; at < lines.starts.length; at++) {
    const cells = splitCells(line(at), separator);
    const symbol = (cells[symbolAt] ?? '').toUpperCase();
    if (symbol !== '') entries.push({ symbol, section: cells[sectionAt] ?? '' });
  }
  return entries;
}
