import { type BacktestSymbol, buildReport, headlineOf, prepareSymbols, type ReportTask } from '@signaldesk/backtest';
import type { BacktestStrategy } from '@signaldesk/contract';
import type { Series } from '@signaldesk/indicators';
import { computeBook, type SignalBookTask } from '../signals/signalBook.js';

export interface PrepareTask {
  symbol: string;
  series: Series;
  strategy: BacktestStrategy;
}

/** What a thread answers of a prepared symbol: its candles are the caller's already, and go no way back. */
export type PreparedColumns = Pick<BacktestSymbol, 'market' | 'lot' | 'columns'>;

/** One symbol's indicators over its whole history, keeping the columns the rules read. */
export function prepare(task: PrepareTask): PreparedColumns {
  const [{ market, lot, columns }] = prepareSymbols([{ symbol: task.symbol, series: task.series }], task.strategy) as [BacktestSymbol];
  return { market, lot, columns };
}

/** The run, its sweep and its metrics: the report as JSON text, which crosses back to the event loop in one piece, and its headline figures. */
export function report(task: ReportTask): { json: string; summary: ReturnType<typeof headlineOf> } {
  const built = buildReport(task);
  return { json: JSON.stringify(built), summary: headlineOf(built.metrics) };
}

/** A signal source's record and today's signals on one index list. */
export function signalBook(task: SignalBookTask) {
  return computeBook(task);
}
