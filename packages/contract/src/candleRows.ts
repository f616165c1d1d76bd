import type { CandleRows, ChartCandle } from './realtime.js';

/** The candles of a chart answer, one object per candle, from its field names and rows (`candleRowsSchema`). */
export function unpackCandles({ fields, rows }: CandleRows): ChartCandle[] {
  return rows.map((row) => {
    const candle: Record<string, number | null> = {};
    for (let i = 0; i < fields.length; i++) candle[fields[i]!] = row[i] ?? null;
    return candle as ChartCandle;
  });
}
