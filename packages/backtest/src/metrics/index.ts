export { compareWithBenchmark, type BenchmarkComparison } from './benchmark.js';
export {
  computeMetrics,
  type Metrics,
  riskFreePerBar,
  ROUNDING_NOISE,
  SECONDS_PER_DAY,
  SECONDS_PER_YEAR,
} from './compute.js';
export { type Drawdown, deepestDrawdown, drawdownCurve } from './drawdown.js';
export { monthlyReturns, type YearReturns } from './monthly.js';
export { type Divergence, type DivergenceReason, divergence, type SplitMetrics, splitMetrics } from './split.js';
export * from './types.js';
