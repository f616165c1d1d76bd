import { type BacktestSymbol, prepareSymbols } from '@signaldesk/backtest';
import type { BacktestStrategy } from '@signaldesk/contract';
import { seriesFromCandles } from '@signaldesk/indicators';
import { type Candle, resample } from '@signaldesk/market-data';
import type { CandleStore } from '../candles/candleStore.js';
import { DURATION_SECONDS, SOURCE_OF } from '../candles/durations.js';

export type ForwardDuration = '1d' | '1wk' | '1h';

/** A symbol's stored candles at the duration up to and including the one opening at `last`: nothing after it. */
export async function storedUpTo(store: CandleStore, symbol: string, duration: ForwardDuration, last: number): Promise<Candle[]> {
  const stored = await store.range(symbol, SOURCE_OF[duration], 0, last + DURATION_SECONDS[duration] - 1);
  return (duration === '1wk' ? resample(stored, '1d', '1wk', symbol) : stored).filter((bar) => bar.ts <= last);
}

/** The candles with the strategy's indicators computed by the backtest's own preparation over the whole history. */
export function preparedFor(symbol: string, candles: readonly Candle[], strategy: BacktestStrategy): BacktestSymbol {
  const [prepared] = prepareSymbols([{ symbol, series: seriesFromCandles(candles) }], strategy);
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
