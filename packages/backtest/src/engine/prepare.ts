import { type BacktestStrategy, GROUP_DURATION, type Region, rulesOf, strategyGroup } from '@signaldesk/contract';
import { type Analysis, type FieldId, type Series, Workspace } from '@signaldesk/indicators';
import { marketOf } from '@signaldesk/market-data/sessions';
import { lotSizeOf } from './markets.js';
import type { BacktestSymbol } from './run.js';
import { type Columns, ruleFields } from './signals.js';

export interface SymbolCandles {
  symbol: string;
  series: Series;
  /** Read from the symbol (Yahoo's suffixes) when omitted. */
  market?: Region;
  /** Read from the market when omitted. */
  lot?: number;
}

/** The catalogue fields a strategy's entry and exit rules read. */
export function strategyFields(strategy: BacktestStrategy): FieldId[] {
  const fields = new Set([...ruleFields(rulesOf(strategy, 'entry')), ...(strategy.exit ? ruleFields(rulesOf(strategy, 'exit')) : [])]);
  return [...fields];
}

/** The candle duration a strategy's rules read: day, week or hour bars. */
export const strategyDuration = (strategy: BacktestStrategy) => GROUP_DURATION[strategyGroup(strategy)];

/** A symbol over an analysis already computed; its columns are views, valid while the analysis is. */
export function symbolFromAnalysis(input: SymbolCandles, analysis: Analysis, fields: readonly FieldId[]): BacktestSymbol {
  const columns: Columns = {};
  for (const id of fields) columns[id] = analysis.column(id);
  const market = input.market ?? marketOf(input.symbol);
  const { ts, open, high, low, close } = input.series;
  return { symbol: input.symbol, market, lot: input.lot ?? lotSizeOf(input.symbol, market), ts, open, high, low, close, columns };
}

/**
 * One engine memory and its built pipelines per thread (a worker thread loads its own copy of this module),
 * shared by every symbol and every run: a fresh one cost each run a new memory touched page by page and its
 * pipeline built again, more than computing a strategy's few fields. Safe because a preparation runs to the
 * end without yielding and copies out what it keeps.
 */
const workspace = new Workspace();

/**
 * Computes the indicators the strategy reads, and only those (with what they are computed from), once per
 * symbol over its whole history (so a run that starts later has them warmed up), and keeps their columns: a
 * sweep then reruns the rules on them.
 */
export function prepareSymbols(inputs: readonly SymbolCandles[], strategy: BacktestStrategy): BacktestSymbol[] {
  const fields = strategyFields(strategy);
  const duration = strategyDuration(strategy);
  return inputs.map((input) => {
    const analysis = workspace.compute(input.series, { duration, fields });
    const symbol = symbolFromAnalysis(input, analysis, fields);
    // The workspace writes the next symbol over this memory.
    for (const id of fields) symbol.columns[id] = symbol.columns[id]!.slice();
    return symbol;
  });
}
