import type { SweepAxis } from '@signaldesk/contract';
import type { SweepCell } from '../engine/sweep.js';
import type { BenchmarkComparison } from '../metrics/benchmark.js';
import type { Metrics } from '../metrics/compute.js';
import type { YearReturns } from '../metrics/monthly.js';
import type { SplitMetrics } from '../metrics/split.js';
import type { MetricsOptions, Trade } from '../metrics/types.js';

/**
 * A done run's `result` as the server stores and sends it (`buildReport` in apps/server/src/backtests/report.ts,
 * docs/cloud.md "The report"): the engine's trades and the metrics functions' results as they return them, the
 * curves as plain arrays that JSON carries. The server builds it and the web reads it by this one type.
 */
export interface BacktestReport {
  symbols: string[];
  /** The candles the rules were read on; a trade opens the quote chart on them. */
  duration: '1d' | '1wk' | '1h';
  /** The main market's IANA time zone: the monthly table's months and the equity chart's clock. */
  timeZone: string;
  /** What the metrics were measured with: the risk-free rate is stated beside Sharpe and Sortino. */
  options: MetricsOptions;
  /** `computeMetrics` of the whole run. */
  metrics: Metrics;
  /** The engine's trades, at most the first 5,000; a position open at the end has its exit fields null. */
  trades: Trade[];
  /** Trades the run made, all of them (the metrics count every one). */
  tradeCount: number;
  /** Symbols left out for having no candles in the run's dates. */
  skipped: string[];
  /** Every fill's costs. */
  costs: number;
  curve: ReportCurve;
  /** `compareWithBenchmark`'s figures against the main market's index, with its symbol; null without candles. */
  benchmark: (Omit<BenchmarkComparison, 'equity'> & { symbol: string }) | null;
  /** `monthlyReturns` in the main market's time zone. */
  monthly: YearReturns[];
  /** `splitMetrics` at the split date the trader chose, or null. */
  split: SplitMetrics | null;
  /** Each combination's axis values and its whole `computeMetrics`, or null. */
  sweep: { axes: SweepAxis[]; cells: SweepCell<Metrics>[] } | null;
}

/**
 * The run at the bars kept for drawing, oldest first, all of one length: every bar of a short run, the peaks,
 * troughs and deepest drawdowns of a long one. Every value is finite (the benchmark holds the cash until its
 * first close).
 */
export interface ReportCurve {
  /** Bars of the whole run. */
  bars: number;
  /** Epoch seconds of each kept bar's open. */
  time: number[];
  equity: number[];
  buyAndHold: number[];
  /** `drawdownCurve`: 0 at a new high, −0.25 a quarter below the best close. */
  drawdown: number[];
  /** The benchmark bought with the starting cash; null without a benchmark. */
  benchmark: number[] | null;
}
