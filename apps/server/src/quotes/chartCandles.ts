import type { CandleRows } from '@signaldesk/contract';
import { roundSignificant } from '@signaldesk/format';
import { CATALOGUE, FIELD_COUNT } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';

/** The field list chart candles travel with: the bar, then every catalogue field by id, in catalogue order. */
const FIELDS = ['ts', 'open', 'high', 'low', 'close', 'volume', ...CATALOGUE.map((field) => field.id)];

/**
 * Chart candles as they travel (`CandleRows`), one row per bar, from bars and their catalogue values field-major
 * (a computed tail, or one live bar's row); NaN (warming up) travels as null. Built straight from the block: an
 * object of 115 keys per candle, packed afterwards, cost five times as much on the event loop. Prices and volumes
 * travel with 7 significant digits, as the values do (`sentValues`); the time stays exact.
 */
export function candleRows(bars: readonly Candle[], block: Float64Array): CandleRows {
  const length = bars.length;
  const rows: (number | null)[][] = new Array(length);
  for (let i = 0; i < length; i++) {
    const bar = bars[i]!;
    const row: (number | null)[] = [
      bar.ts,
      roundSignificant(bar.open),
      roundSignificant(bar.high),
      roundSignificant(bar.low),
      roundSignificant(bar.close),
      roundSignificant(bar.volume),
    ];
    for (let f = 0; f < FIELD_COUNT; f++) {
      const value = block[f * length + i]!;
      row.push(Number.isNaN(value) ? null : value);
    }
    rows[i] = row;
  }
  return { fields: FIELDS, rows };
}

/**
 * Values as the chart receives them, rounded in place to 7 significant digits: more than the chart shows or draws,
 * while the 17 digits of a float64 made the answer twice as large and its encoding the largest cost of a chart on
 * the server. A computed tail is rounded once when it is kept, not on every answer.
 */
export function sentValues(values: Float64Array): Float64Array {
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (!Number.isNaN(value)) values[i] = roundSignificant(value);
  }
  return values;
}
