import type { ChartCandle } from '@signaldesk/contract';
import { ZIGZAG_SETS, zigzag } from '@signaldesk/indicators';
import type { LineData, UTCTimestamp } from 'lightweight-charts';
import { chartTime } from './chartTime.js';

/** The trend lines of both zigzag sets (12, 5, 3 and 3, 1, 1), computed here from the candles the chart shows. */
export function zigzagLines(candles: readonly ChartCandle[], timeZone: string): LineData<UTCTimestamp>[][] {
  const high = Float64Array.from(candles, (candle) => candle.high);
  const low = Float64Array.from(candles, (candle) => candle.low);
  return ZIGZAG_SETS.map((params) =>
    zigzag(high, low, params).map((pivot) => ({ time: chartTime(candles[pivot.index]!.ts, timeZone), value: pivot.price })),
  );
}
