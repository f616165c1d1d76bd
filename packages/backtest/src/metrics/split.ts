import { type Metrics, measurePeriod } from './compute.js';
import type { EquityCurve, MetricsOptions, Trade } from './types.js';

/** Why the two halves of a split look like different strategies. */
export type DivergenceReason =
  /** One half gained and the other lost (or Sharpe, expectancy above zero in one and below in the other). */
  | 'signFlip'
  /** Same sign, but the smaller is less than half the larger. */
  | 'moreThanHalf'
  /** Win rates more than 20 percentage points apart. */
  | 'over20Points'
  /** One half's maximum drawdown half as deep again as the other's, and at least 5 points deeper. */
  | 'deeper'
  /** Profit factor above 1 in one half (profitable) and below 1 in the other. */
  | 'crossesOne';

export interface Divergence {
  metric: 'cagr' | 'sharpe' | 'expectancyReturn' | 'winRate' | 'maxDrawdown' | 'profitFactor';
  /** Null only for a profit factor of a half without a losing trade. */
  inSample: number | null;
  outOfSample: number | null;
  reason: DivergenceReason;
}

export interface SplitMetrics {
  splitTime: number;
  /** Bars before the split and the trades entered before it; equity rebased to the starting cash. */
  inSample: Metrics;
  /** Bars from the split on and the trades entered from it; returns start at the last in-sample close, rebased to the starting cash. */
  outOfSample: Metrics;
  divergence: Divergence[];
}

/**
 * Below these magnitudes a ratio is noise around zero, and a sign flip or a halving of it says nothing:
 * 2 % a year of CAGR, a Sharpe of 0.25, 0.1 % a trade of expectancy.
 */
const NOISE_FLOOR = { cagr: 0.02, sharpe: 0.25, expectancyReturn: 0.001 } as const;
const WIN_RATE_POINTS = 0.2;
const DRAWDOWN_RATIO = 1.5;
const DRAWDOWN_POINTS = 0.05;

/**
 * The report on both sides of `splitTime`. The out-of-sample half starts from the in-sample half's last
 * close, so its first bar's return is counted and the two total returns compound to the whole run's.
 */
export function splitMetrics(
  curve: EquityCurve,
  trades: readonly Trade[],
  options: MetricsOptions,
  splitTime: number,
): SplitMetrics {
  const n = curve.time.length;
  const k = firstBarFrom(curve.time, splitTime);
  const before: Trade[] = [];
  const after: Trade[] = [];
  for (const trade of trades) (trade.entryTime < splitTime ? before : after).push(trade);
  const cash = options.startingCash;
  const inSample = measurePeriod(curve, { base: 0, first: 0, end: k, startEquity: cash }, before, options);
  const outOfSample = measurePeriod(curve, { base: Math.max(0, k - 1), first: k, end: n, startEquity: cash }, after, options);
  return { splitTime, inSample, outOfSample, divergence: divergence(inSample, outOfSample) };
}

/** Index of the first bar at or after `t` (the length when none is). */
function firstBarFrom(time: Float64Array, t: number): number {
  let lo = 0;
  let hi = time.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (time[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The metrics that differ enough between the halves to warn a trader that the result may be fitted to the past. */
export function divergence(inSample: Metrics, outOfSample: Metrics): Divergence[] {
  const found: Divergence[] = [];
  for (const metric of ['cagr', 'sharpe', 'expectancyReturn'] as const) {
    const a = inSample[metric];
    const b = outOfSample[metric];
    if (a === null || b === null) continue;
    const larger = Math.max(Math.abs(a), Math.abs(b));
    if (larger < NOISE_FLOOR[metric]) continue;
    if (Math.sign(a) * Math.sign(b) < 0) found.push({ metric, inSample: a, outOfSample: b, reason: 'signFlip' });
    else if (Math.abs(a - b) > larger / 2) found.push({ metric, inSample: a, outOfSample: b, reason: 'moreThanHalf' });
  }

  const winA = inSample.winRate;
  const winB = outOfSample.winRate;
  if (winA !== null && winB !== null && Math.abs(winA - winB) > WIN_RATE_POINTS) {
    found.push({ metric: 'winRate', inSample: winA, outOfSample: winB, reason: 'over20Points' });
  }

  if (inSample.bars > 0 && outOfSample.bars > 0) {
    const ddA = inSample.maxDrawdown;
    const ddB = outOfSample.maxDrawdown;
    const deeper = Math.max(ddA, ddB);
    const shallower = Math.min(ddA, ddB);
    if (deeper > DRAWDOWN_RATIO * shallower && deeper - shallower >= DRAWDOWN_POINTS) {
      found.push({ metric: 'maxDrawdown', inSample: ddA, outOfSample: ddB, reason: 'deeper' });
    }
  }

  const pfA = inSample.profitFactor;
  const pfB = outOfSample.profitFactor;
  // A half without a losing trade has no profit factor but is plainly on the profitable side of 1.
  const profitable = (m: Metrics) => (m.profitFactor === null ? m.grossProfit > 0 : m.profitFactor > 1);
  const losing = (m: Metrics) => m.profitFactor !== null && m.profitFactor < 1;
  if ((profitable(inSample) && losing(outOfSample)) || (losing(inSample) && profitable(outOfSample))) {
    found.push({ metric: 'profitFactor', inSample: pfA, outOfSample: pfB, reason: 'crossesOne' });
  }
  return found;
}
