import { type BacktestSymbol, prepareSymbols } from '@signaldesk/backtest';
import type { BacktestStrategy } from '@signaldesk/contract';
import { seriesFromCandles } from '@signaldesk/indicators';
import { resample } from '@signaldesk/market-data';
import type { CandleStore } from '../candles/candleStore.js';
import { DURATION_SECONDS, SOURCE_OF } from '../candles/durations.js';

export type ForwardDuration = '1d' | '1wk' | '1h';

/**
 * A symbol's stored candles up to and including the one opening at `last`, with the strategy's indicators computed
 * by the backtest's own preparation over the whole history before it: nothing after that candle is read.
 */
export async function candlesUpTo(store: CandleStore, symbol: string, duration: ForwardDuration, strategy: BacktestStrategy, last: number): Promise<BacktestSymbol> {
  const stored = await store.range(symbol, SOURCE_OF[duration], 0, last + DURATION_SECONDS[duration] - 1);
  const bars = (duration === '1wk' ? resample(stored, '1d', '1wk', symbol) : stored).filter((bar) => bar.ts <= last);
  const [prepared] = prepareSymbols([{ symbol, series: seriesFromCandles(bars) }], strategy);
  return prepared!;
}

/** A symbol's arrays from bar `from` up to (not including) `end`: the indicators keep their warm-up from before. */
export function barsBetween(symbol: BacktestSymbol, from: number, end: number): BacktestSymbol {
  const columns: BacktestSymbol['columns'] = {};
  for (const [id, column] of Object.entries(symbol.columns)) columns[id as keyof typeof columns] = column!.slice(from, end);
  return {
    ...symbol,
    ts: symbol.ts.slice(from, end),
    open: symbol.open.slice(from, end),
    high: symbol.high.slice(from, end),
    low: symbol.low.slice(from, end),
    close: symbol.close.slice(from, end),
    columns,
  };
}
