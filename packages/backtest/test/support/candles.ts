import { backtestStrategySchema, type BacktestStrategy, type BacktestStrategyInput, type Region } from '@signaldesk/contract';
import { type Candle, seriesFromCandles } from '@signaldesk/indicators';
import { type BacktestSymbol, prepareSymbols } from '../../src/index.js';

const DAY = 86_400;
/** Monday 1 January 2024, 00:00 UTC. */
export const START = Date.UTC(2024, 0, 1) / 1000;

/** Daily candles from [open, high, low, close] rows, one calendar day apart from START. */
export function daily(rows: readonly (readonly [number, number, number, number])[], start = START): Candle[] {
  return rows.map(([open, high, low, close], i) => ({ ts: start + i * DAY, open, high, low, close, volume: 1000 }));
}

export const strategyOf = (input: BacktestStrategyInput): BacktestStrategy => backtestStrategySchema.parse(input);

export function symbolOf(symbol: string, candles: Candle[], strategy: BacktestStrategy, market?: Region): BacktestSymbol {
  return prepareSymbols([{ symbol, series: seriesFromCandles(candles), market }], strategy)[0]!;
}
