import { describe, expect, it } from 'vitest';
import { computeMetrics, divergence, type Metrics, splitMetrics } from '../../src/metrics/index.js';
import { compounding, curveOf, DAY, T0, trade } from './curves.js';

const OPTIONS = { barsPerYear: 252, riskFreeRate: 0, startingCash: 1_000 };

describe('in-sample / out-of-sample split', () => {
  // Equity 2,000 (twice the starting cash, to see the rebasing): in sample +10 %, +5 %; from the split on
  // +2 %, −10 %, −5 %. The split falls on bar 3, so the out-of-sample half's returns start at bar 2's close.
  const equity = compounding([0.1, 0.05, 0.02, -0.1, -0.05], 2_000);
  const curve = curveOf(equity, { invested: [0, 2_000, 2_000, 0, 1_000, 1_000] });
  const split = T0 + 3 * DAY;
  const winner = trade({ entryTime: T0, exitTime: T0 + 2 * DAY, profit: 300, return: 0.15 });
  const straddling = trade({ entryTime: T0 + 2 * DAY, exitTime: T0 + 4 * DAY, profit: 20, return: 0.01 });
  const loser = trade({ entryTime: T0 + 4 * DAY, exitTime: T0 + 5 * DAY, profit: -150, return: -0.15 });
  const result = splitMetrics(curve, [winner, straddling, loser], OPTIONS, split);
  const { inSample, outOfSample } = result;

  it('measure each half from its own start, rebased to the starting cash', () => {
    expect(inSample.bars).toBe(3);
    expect(inSample.totalReturn).toBeCloseTo(1.1 * 1.05 - 1, 12);
    expect(inSample.startEquity).toBe(1_000);
    expect(inSample.finalEquity).toBeCloseTo(1_155, 9);
    expect(outOfSample.bars).toBe(3);
    expect(outOfSample.startTime).toBe(T0 + 2 * DAY);
    expect(outOfSample.totalReturn).toBeCloseTo(1.02 * 0.9 * 0.95 - 1, 12);
    expect(outOfSample.finalEquity).toBeCloseTo(1_000 * 1.02 * 0.9 * 0.95, 9);
    // The halves chain into the whole run.
    const whole = computeMetrics(curve, [], OPTIONS);
    expect((1 + inSample.totalReturn!) * (1 + outOfSample.totalReturn!)).toBeCloseTo(1 + whole.totalReturn!, 12);
    // Peak at bar 3 (2,000 × 1.1 × 1.05 × 1.02), then down 10 % and 5 %: 1 − 0.9 × 0.95.
    expect(outOfSample.maxDrawdown).toBeCloseTo(1 - 0.9 * 0.95, 12);
    expect(inSample.maxDrawdown).toBe(0);
  });

  it('count exposure on the half’s own bars and assign trades by entry time', () => {
    expect(inSample.exposure).toBeCloseTo(2 / 3, 12);
    expect(outOfSample.exposure).toBeCloseTo(2 / 3, 12);
    expect(inSample.trades).toBe(2);
    expect(inSample.winRate).toBe(1);
    expect(outOfSample.trades).toBe(1);
    expect(outOfSample.winRate).toBe(0);
  });

  it('warn where the halves disagree', () => {
    const byMetric = Object.fromEntries(result.divergence.map((d) => [d.metric, d.reason]));
    expect(byMetric).toEqual({
      cagr: 'signFlip',
      sharpe: 'signFlip',
      expectancyReturn: 'signFlip',
      winRate: 'over20Points',
      maxDrawdown: 'deeper',
      profitFactor: 'crossesOne',
    });
  });

  it('a split before the first bar leaves the in-sample half empty and the rest whole', () => {
    const early = splitMetrics(curve, [winner], OPTIONS, T0 - DAY);
    expect(early.inSample.bars).toBe(0);
    expect(early.inSample.totalReturn).toBeNull();
    expect(early.outOfSample.bars).toBe(6);
    expect(early.outOfSample.totalReturn).toBeCloseTo(computeMetrics(curve, [], OPTIONS).totalReturn!, 12);
    expect(early.divergence).toEqual([]);
  });
});

describe('divergence rules', () => {
  const base = computeMetrics(curveOf([100, 101, 100, 102]), [], OPTIONS);
  const pair = (a: Partial<Metrics>, b: Partial<Metrics>) => divergence({ ...base, ...a }, { ...base, ...b });

  it('CAGR less than half as high out of sample', () => {
    expect(pair({ cagr: 0.3 }, { cagr: 0.14 })).toEqual([{ metric: 'cagr', inSample: 0.3, outOfSample: 0.14, reason: 'moreThanHalf' }]);
    expect(pair({ cagr: 0.3 }, { cagr: 0.16 })).toEqual([]);
  });

  it('sign flips within the noise floor are not warnings', () => {
    expect(pair({ sharpe: 0.1 }, { sharpe: -0.1 })).toEqual([]);
    expect(pair({ sharpe: 0.3 }, { sharpe: -0.1 })).toEqual([{ metric: 'sharpe', inSample: 0.3, outOfSample: -0.1, reason: 'signFlip' }]);
  });

  it('win rates 20 points apart are not yet a warning, 21 are', () => {
    expect(pair({ winRate: 0.6 }, { winRate: 0.4 })).toEqual([]);
    expect(pair({ winRate: 0.61 }, { winRate: 0.4 })).toHaveLength(1);
  });

  it('a drawdown half as deep again and 5 points deeper', () => {
    expect(pair({ maxDrawdown: 0.02 }, { maxDrawdown: 0.06 })).toEqual([]);
    expect(pair({ maxDrawdown: 0.1 }, { maxDrawdown: 0.16 })).toEqual([
      { metric: 'maxDrawdown', inSample: 0.1, outOfSample: 0.16, reason: 'deeper' },
    ]);
  });
});
