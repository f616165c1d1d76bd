import { BACKTEST_RUN_LIMITS, type BacktestRequest, type Region } from '@signaldesk/contract';
import { type BacktestSymbol, runBacktest } from '../engine/run.js';
import { sweep } from '../engine/sweep.js';
import { type BenchmarkComparison, compareWithBenchmark } from '../metrics/benchmark.js';
import { computeMetrics, type Metrics } from '../metrics/compute.js';
import { drawdownCurve } from '../metrics/drawdown.js';
import { monthlyReturns } from '../metrics/monthly.js';
import { splitMetrics } from '../metrics/split.js';
import type { MetricsOptions } from '../metrics/types.js';
import type { BacktestReport } from './types.js';

/** The market's index a run is compared with. */
export const BENCHMARKS: Record<Region, string> = { US: 'SPY', HK: '^HSI', CN: '000300.SS', USD: 'BTC-USD', GF: 'GC=F' };

/** A benchmark's bars, oldest first. */
export interface BenchmarkBars {
  symbol: string;
  ts: Float64Array;
  close: Float64Array;
}

export interface ReportTask {
  symbols: BacktestSymbol[];
  request: BacktestRequest;
  duration: '1d' | '1wk' | '1h';
  barsPerYear: number;
  /** The exchange's time zone, for the months of the monthly table. */
  timeZone: string;
  benchmark: BenchmarkBars | null;
  /** Symbols of the run without candles in its dates, left out. */
  skipped: string[];
}

/** The headline figures of a run, which the list of runs shows. */
export const headlineOf = (metrics: Metrics) => ({
  totalReturn: metrics.totalReturn,
  cagr: metrics.cagr,
  sharpe: metrics.sharpe,
  maxDrawdown: metrics.maxDrawdown,
  winRate: metrics.winRate,
  profitFactor: metrics.profitFactor,
  trades: metrics.trades,
});

/**
 * The benchmark's close at each bar of the curve: the close of the last benchmark bar that opened after the
 * curve's previous bar and no later than this one (at the first bar, the last one up to it), NaN when none did
 * (another market's holiday).
 */
export function alignBenchmark(time: Float64Array, benchmark: BenchmarkBars): Float64Array {
  const aligned = new Float64Array(time.length).fill(Number.NaN);
  let j = 0;
  for (let i = 0; i < time.length; i++) {
    let close = Number.NaN;
    while (j < benchmark.ts.length && benchmark.ts[j]! <= time[i]!) {
      close = benchmark.close[j]!;
      j++;
    }
    aligned[i] = close;
  }
  return aligned;
}

/**
 * The bars a stored curve keeps: every bar when the curve is short, else the first and last and, in each of
 * equal stretches, the bars of the highest equity, the lowest equity and the deepest drawdown, so peaks,
 * troughs and the maximum drawdown survive the thinning.
 */
export function keptBars(equity: Float64Array, drawdown: Float64Array, points: number = BACKTEST_RUN_LIMITS.curvePoints): number[] {
  const n = equity.length;
  if (n <= points) return Array.from({ length: n }, (_, i) => i);
  const stretches = Math.floor((points - 2) / 3);
  const kept = new Set<number>([0, n - 1]);
  for (let k = 0; k < stretches; k++) {
    const from = Math.floor((k * n) / stretches);
    const to = Math.floor(((k + 1) * n) / stretches);
    let high = from;
    let low = from;
    let deepest = from;
    for (let i = from + 1; i < to; i++) {
      if (equity[i]! > equity[high]!) high = i;
      if (equity[i]! < equity[low]!) low = i;
      if (drawdown[i]! < drawdown[deepest]!) deepest = i;
    }
    kept.add(high).add(low).add(deepest);
  }
  return [...kept].sort((a, b) => a - b);
}

const pick = (values: Float64Array, bars: readonly number[]) => bars.map((i) => values[i]!);

/** The comparison's figures; its equity travels with the curve. */
const comparisonFigures = (symbol: string, { equity: _equity, ...figures }: BenchmarkComparison) => ({ symbol, ...figures });

/** Runs the strategy over the prepared symbols and writes the report a run stores. */
export function buildReport(task: ReportTask): BacktestReport {
  const { symbols, request, barsPerYear, timeZone } = task;
  const { strategy } = request;
  const result = runBacktest(symbols, strategy);
  const curve = result.equity;
  const options: MetricsOptions = { barsPerYear, riskFreeRate: request.riskFreeRate, startingCash: result.startingCash };
  const metrics = computeMetrics(curve, result.trades, options);
  const drawdown = drawdownCurve(curve);
  const benchmark = task.benchmark ? compareWithBenchmark(curve, alignBenchmark(curve.time, task.benchmark), options) : null;
  const bars = keptBars(curve.equity, drawdown);
  const split = request.splitAt === undefined ? null : splitMetrics(curve, result.trades, options, Date.parse(`${request.splitAt}T00:00:00Z`) / 1000);
  const grid = request.sweep
    ? sweep(symbols, strategy, request.sweep, (run) => computeMetrics(run.equity, run.trades, options))
    : null;
  return {
    symbols: symbols.map((s) => s.symbol),
    duration: task.duration,
    timeZone,
    options,
    metrics,
    trades: result.trades.slice(0, BACKTEST_RUN_LIMITS.storedTrades),
    tradeCount: result.trades.length,
    skipped: task.skipped,
    costs: result.costs,
    curve: {
      bars: curve.time.length,
      time: bars.map((i) => curve.time[i]!),
      equity: pick(curve.equity, bars),
      buyAndHold: pick(result.buyAndHold, bars),
      drawdown: pick(drawdown, bars),
      benchmark: benchmark ? pick(benchmark.equity, bars) : null,
    },
    benchmark: task.benchmark && benchmark ? comparisonFigures(task.benchmark.symbol, benchmark) : null,
    monthly: monthlyReturns(curve, timeZone),
    split,
    sweep: grid && request.sweep ? { axes: request.sweep, cells: grid } : null,
  };
}
