import type { ChartCandle } from '@signaldesk/contract';

const BAR_COLUMNS = ['ts', 'open', 'high', 'low', 'close', 'volume'] as const;

/** A cell written so a spreadsheet reads it back as one value. */
export const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The candles as a table: the exchange's local time, the bar, then one column per field id; a field still
 * warming up is an empty cell. Lines end in CRLF, as spreadsheets expect.
 */
export function seriesCsv(candles: readonly ChartCandle[], fieldIds: readonly string[], localTime: (ts: number) => string): string {
  const header = ['time', ...BAR_COLUMNS, ...fieldIds];
  const rows = candles.map((candle) => [
    csvCell(localTime(candle.ts)),
    ...BAR_COLUMNS.map((column) => String(candle[column])),
    ...fieldIds.map((id) => {
      const value = candle[id];
      return value === null || value === undefined ? '' : String(value);
    }),
  ]);
  return [header, ...rows].map((row) => row.join(',')).join('\r\n');
}
