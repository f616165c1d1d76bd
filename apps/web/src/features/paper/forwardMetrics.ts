import { computeMetrics, type Metrics } from '@signaldesk/backtest';
import type { PaperFill } from '@signaldesk/contract';
import { tradesOf } from './equityReport.js';

/**
 * The forward test's own results, measured by the backtest report's metrics: its equity is the starting equity with
 * what its fills realised (costs included) at each fill, its trades the round trips of its fills.
 */
export function forwardMetrics(fills: readonly PaperFill[], startedAt: number, startingEquity: number, barsPerYear: number): Metrics {
  const ordered = [...fills].sort((a, b) => a.filledAt - b.filledAt);
  const time = [startedAt, ...ordered.map((fill) => fill.filledAt)];
  let equity = startingEquity;
  const curve = {
    time: Float64Array.from(time),
    equity: Float64Array.from([startingEquity, ...ordered.map((fill) => (equity += fill.realised))]),
    invested: new Float64Array(time.length),
  };
  return computeMetrics(curve, tradesOf(ordered, [], time), { barsPerYear, riskFreeRate: 0, startingCash: startingEquity });
}
