import type { CandleRows } from '@signaldesk/contract';
import { CATALOGUE, FIELD_COUNT } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';

/** The field list chart candles travel with: the bar, then every catalogue field by id, in catalogue order. */
const FIELDS = ['ts', 'open', 'high', 'low', 'close', 'volume', ...CATALOGUE.map((field) => field.id)];

/**
 * Chart candles as they travel (`CandleRows`), one row per bar, from bars and their catalogue values field-major
 * (a computed tail, or one live bar's row); NaN (warming up) travels as null. Built straight from the block: an
 * object of 115 keys per candle, packed afterwards, cost five times as much on the event loop.
 */
export function candleRows(bars: readonly Candle[], block: Float64Array): CandleRows {
  const length = bars.length;
  const rows: (number | null)[][] = new Array(length);
  for (let i = 0; i < length; i++) {
    const bar = bars[i]!;
    const row: (number | null)[] = [bar.ts, bar.open, bar.high, bar.low, bar.close, bar.volume];
    for (let f = 0; f < FIELD_COUNT; f++) {
      const value = block[f * length + i]!;
      row.push(Number.isNaN(value) ? null : value);
    }
    rows[i] = row;
  }
  return { fields: FIELDS, rows };
}
