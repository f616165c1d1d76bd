import type { BenchmarkComparison, Metrics, SplitMetrics, SweepCell, Trade, YearReturns } from '@signaldesk/backtest';
import type { SweepAxis } from '@signaldesk/contract';

/**
 * A done run's `result` as the server stores and sends it (`buildReport` in apps/server/src/backtests/report.ts,
 * docs/cloud.md "The report"): the engine's trades and the metrics functions' results as they return them, the
 * curves as plain arrays that JSON carries.
 */
export interface BacktestReport {
  /** `computeMetrics` of the whole run; `riskFreeRate` is the rate Sharpe and Sortino were measured against. */
  metrics: Metrics;
  /** The engine's trades, at most the first 5,000; a position open at the end has its exit fields null. */
  trades: Trade[];
  /** Trades the run made, all of them (the metrics count every one). */
  tradeCount: number;
  /** Symbols left out for having no candles in the run's dates. */
  skipped: string[];
  costs: number;
  startingCash: number;
  barsPerYear: number;
  curve: ReportCurve;
  /** `compareWithBenchmark`'s figures against the main market's index, with its symbol; null without candles. */
  benchmark: (Omit<BenchmarkComparison, 'equity'> & { symbol: string }) | null;
  /** `monthlyReturns` in the main market's time zone. */
  monthly: YearReturns[];
  /** `splitMetrics` at the split date the trader chose, or null. */
  split: SplitMetrics | null;
  sweep: { axes: SweepAxis[]; cells: SweepCell<SweepSummary>[] } | null;
}

/**
 * The run at the bars kept for drawing, oldest first, all of one length: every bar of a short run, the peaks,
 * troughs and deepest drawdowns of a long one. Null where a value is not finite.
 */
export interface ReportCurve {
  /** Bars of the whole run. */
  bars: number;
  /** Epoch seconds of each kept bar's open. */
  time: number[];
  equity: (number | null)[];
  buyAndHold: (number | null)[];
  /** `drawdownCurve`: 0 at a new high, −0.25 a quarter below the best close. */
  drawdown: (number | null)[];
  /** The benchmark bought with the starting cash; null without a benchmark. */
  benchmark: (number | null)[] | null;
}

/** The headline figures a sweep keeps of each combination, and the run list of each run. */
export type SweepSummary = Pick<Metrics, 'totalReturn' | 'cagr' | 'sharpe' | 'maxDrawdown' | 'winRate' | 'profitFactor' | 'trades'>;
