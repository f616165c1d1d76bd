import type { Language, WatchlistItem } from '@signaldesk/contract';
import { csvCell } from '../chart/seriesCsv.js';

/**
 * The list as a table a spreadsheet opens and the import reads back: symbol, section and name, in the trader's
 * order, the name in the reader's language. Lines end in CRLF, as spreadsheets expect.
 */
export function watchlistCsv(items: readonly WatchlistItem[], language: Language): string {
  const rows = items.map((item) => [item.symbol, item.section, language === 'zh' && item.cnname ? item.cnname : item.name].map(csvCell).join(','));
  return ['symbol,section,name', ...rows].join('\r\n');
}
