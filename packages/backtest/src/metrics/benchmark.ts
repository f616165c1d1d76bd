import { annualGrowth, finite, ROUNDING_NOISE, SECONDS_PER_YEAR } from './compute.js';
import type { EquityCurve, MetricsOptions } from './types.js';

export interface BenchmarkComparison {
  /** The benchmark bought with the starting cash at the first bar's close, bar by bar. */
  equity: Float64Array;
  totalReturn: number | null;
  cagr: number | null;
  /** Strategy's total return minus the benchmark's, over the same bars. */
  excessReturn: number | null;
  /** Strategy's CAGR minus the benchmark's. */
  excessCagr: number | null;
  /** Covariance of per-bar returns with the benchmark's over the benchmark's variance. */
  beta: number | null;
  correlation: number | null;
}

/**
 * The strategy against a benchmark whose closes are aligned to the curve's bars (NaN where the benchmark
 * has no bar). A missing close carries the last one forward in the benchmark's equity, and bars before its
 * first close hold the starting cash. Beta and correlation pair the benchmark's return from one close to its
 * next with the strategy's over the same bars, so a holiday of one market is not read as a flat day of it.
 */
export function compareWithBenchmark(
  curve: EquityCurve,
  benchmarkClose: Float64Array,
  options: MetricsOptions,
): BenchmarkComparison {
  const { time, equity: strategy } = curve;
  const n = Math.min(time.length, benchmarkClose.length);
  const equity = new Float64Array(n);
  let base = Number.NaN;
  let lastClose = Number.NaN;
  for (let i = 0; i < n; i++) {
    const close = benchmarkClose[i]!;
    if (close > 0) {
      if (Number.isNaN(base)) base = close;
      lastClose = close;
    }
    equity[i] = Number.isNaN(base) ? options.startingCash : (options.startingCash * lastClose) / base;
  }

  // Paired returns from each benchmark close to its next one, the strategy's compounded over the same bars.
  const strategyReturns = new Float64Array(n);
  const benchmarkReturns = new Float64Array(n);
  let pairs = 0;
  let previous = -1;
  for (let i = 0; i < n; i++) {
    if (!(benchmarkClose[i]! > 0)) continue;
    if (previous >= 0) {
      strategyReturns[pairs] = strategy[i]! / strategy[previous]! - 1;
      benchmarkReturns[pairs] = benchmarkClose[i]! / benchmarkClose[previous]! - 1;
      pairs++;
    }
    previous = i;
  }
  let beta: number | null = null;
  let correlation: number | null = null;
  if (pairs >= 2) {
    let meanS = 0;
    let meanB = 0;
    for (let j = 0; j < pairs; j++) {
      meanS += strategyReturns[j]!;
      meanB += benchmarkReturns[j]!;
    }
    meanS /= pairs;
    meanB /= pairs;
    let cov = 0;
    let varS = 0;
    let varB = 0;
    for (let j = 0; j < pairs; j++) {
      const s = strategyReturns[j]! - meanS;
      const b = benchmarkReturns[j]! - meanB;
      cov += s * b;
      varS += s * s;
      varB += b * b;
    }
    const sdS = Math.sqrt(varS / (pairs - 1));
    const sdB = Math.sqrt(varB / (pairs - 1));
    if (sdB > ROUNDING_NOISE) beta = finite(cov / varB);
    if (sdB > ROUNDING_NOISE && sdS > ROUNDING_NOISE) correlation = finite(cov / Math.sqrt(varS * varB));
  }

  const years = n > 0 ? (time[n - 1]! - time[0]!) / SECONDS_PER_YEAR : 0;
  const benchmarkGrowth = n > 0 ? equity[n - 1]! / equity[0]! : Number.NaN;
  const strategyGrowth = n > 0 ? strategy[n - 1]! / strategy[0]! : Number.NaN;
  const totalReturn = finite(benchmarkGrowth - 1);
  const cagr = annualGrowth(benchmarkGrowth, years);
  const strategyCagr = annualGrowth(strategyGrowth, years);
  return {
    equity,
    totalReturn,
    cagr,
    excessReturn: totalReturn === null ? null : finite(strategyGrowth - 1 - totalReturn),
    excessCagr: cagr === null || strategyCagr === null ? null : strategyCagr - cagr,
    beta,
    correlation,
  };
}
