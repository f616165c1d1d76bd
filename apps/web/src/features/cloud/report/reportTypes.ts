import type {
  BenchmarkComparison,
  Metrics,
  MetricsOptions,
  SplitMetrics,
  SweepCell,
  Trade,
  YearReturns,
} from '@signaldesk/backtest';
import type { Duration, SweepAxis } from '@signaldesk/contract';

/**
 * A finished backtest as the report screens draw it: the engine's trades and the metrics functions' results as
 * they return them. Only the curves change form: the engine's Float64Arrays travel as plain arrays, which JSON
 * carries (every value is finite: equity, buy-and-hold and drawdown never hold NaN).
 */
export interface BacktestReport {
  symbols: string[];
  /** The candles the rules were read on; the trade list opens the quote chart on them. */
  duration: Duration;
  /** The exchange's IANA time zone: the monthly table's months and the charts' clock. */
  timeZone: string;
  /** What the metrics were measured with: the risk-free rate is stated beside Sharpe and Sortino. */
  options: MetricsOptions;
  /** `computeMetrics(result.equity, result.trades, options)`. */
  metrics: Metrics;
  /** `runBacktest(...).trades`; a position open at the end has its exit fields null. */
  trades: Trade[];
  curve: ReportCurve;
  /** `compareWithBenchmark(...)` without its equity (which is `curve.benchmark`); null when the market has none. */
  benchmark: (Omit<BenchmarkComparison, 'equity'> & { symbol: string }) | null;
  /** `monthlyReturns(result.equity, timeZone)`. */
  monthly: YearReturns[];
  /** `splitMetrics(...)`, when the trader chose a split date. */
  split: SplitMetrics | null;
  /** `sweep(symbols, strategy, axes, (run) => computeMetrics(run.equity, run.trades, options))`, when one was asked for. */
  sweep: ReportSweep | null;
}

/** The run bar by bar, oldest first, all of one length. */
export interface ReportCurve {
  /** `result.equity.time`: epoch seconds of each bar's open. */
  time: number[];
  equity: number[];
  buyAndHold: number[];
  /** `drawdownCurve(result.equity)`: 0 at a new high, −0.25 a quarter below the best close. */
  drawdown: number[];
  /** `compareWithBenchmark(...).equity`; null without a benchmark. */
  benchmark: number[] | null;
}

export interface ReportSweep {
  /** One to three axes, in the order of each cell's `values`. */
  axes: SweepAxis[];
  cells: SweepCell<Metrics>[];
}
