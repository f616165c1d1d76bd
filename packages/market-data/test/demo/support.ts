import type { Candle } from '../../src/types.js';

export const utc = (iso: string) => Date.parse(iso) / 1000;

/** A Wednesday in June 2025, 11:00 in New York: US stocks trade, Hong Kong and Shanghai have closed. */
export const NOW = utc('2025-06-11T15:00Z');

export function logReturns(candles: readonly Candle[]): number[] {
  const returns: number[] = [];
  for (let i = 1; i < candles.length; i++) {
    const previous = candles[i - 1]?.close ?? 0;
    const current = candles[i]?.close ?? 0;
    returns.push(Math.log(current / previous));
  }
  return returns;
}

/** Sums a run of bars into one, as a chart would. */
export function combine(bars: readonly Candle[]): Omit<Candle, 'ts'> | undefined {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last) return undefined;
  return {
    open: first.open,
    high: Math.max(...bars.map((b) => b.high)),
    low: Math.min(...bars.map((b) => b.low)),
    close: last.close,
    volume: bars.reduce((sum, b) => sum + b.volume, 0),
  };
}
