export { chinaDay, limitPrice, lotSizeOf, priceLimitOf } from './engine/markets.js';
export { prepareSymbols, strategyDuration, strategyFields, type SymbolCandles, symbolFromAnalysis } from './engine/prepare.js';
export { BacktestRefusal, type BacktestResult, type LastBarSignal, type BacktestSymbol, runBacktest, runWindow } from './engine/run.js';
export { type Columns, ruleFields, signalOf } from './engine/signals.js';
export { type SweepCell, sweep, withThresholds } from './engine/sweep.js';
export * from './metrics/index.js';
export type { BacktestReport, ReportCurve } from './report/types.js';
export { alignBenchmark, BENCHMARKS, type BenchmarkBars, buildReport, headlineOf, keptBars, type ReportTask } from './report/build.js';
export * from './orders/index.js';
