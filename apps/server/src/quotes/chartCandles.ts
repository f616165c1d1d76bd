import type { ChartCandle } from '@signaldesk/contract';
import { type Analysis, CATALOGUE } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';

const FIELD_IDS = CATALOGUE.map((field) => field.id);

const orNull = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : value);

/** Chart candles for bars [from, to) of an analysis: the bar and every catalogue field by id. */
export function chartCandles(
  bars: readonly Candle[],
  analysis: Pick<Analysis, 'block' | 'length'>,
  from: number,
  to: number,
): ChartCandle[] {
  const out: ChartCandle[] = [];
  const { block, length } = analysis;
  for (let i = Math.max(0, from); i < to; i++) {
    const bar = bars[i]!;
    const candle: ChartCandle = { ts: bar.ts, open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume };
    for (let f = 0; f < FIELD_IDS.length; f++) candle[FIELD_IDS[f]!] = orNull(block[f * length + i]);
    out.push(candle);
  }
  return out;
}

/** One live candle from a streaming row (catalogue order). */
export function liveCandle(bar: Candle, row: Float64Array): ChartCandle {
  const candle: ChartCandle = { ts: bar.ts, open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume };
  for (let f = 0; f < FIELD_IDS.length; f++) candle[FIELD_IDS[f]!] = orNull(row[f]);
  return candle;
}
