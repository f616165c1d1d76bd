import { describe, expect, it } from 'vitest';
import { compareWithBenchmark, computeMetrics, SECONDS_PER_YEAR } from '../../src/metrics/index.js';
import { compounding, curveOf, DAY } from './curves.js';

const OPTIONS = { barsPerYear: 252, riskFreeRate: 0, startingCash: 1_000 };

describe('benchmark comparison', () => {
  it('a strategy that moves twice as much as its benchmark has beta 2 and correlation 1', () => {
    const benchmarkReturns = [0.01, -0.02, 0.03, 0, 0.015];
    const closes = Float64Array.from(compounding(benchmarkReturns, 50));
    const curve = curveOf(compounding(benchmarkReturns.map((r) => 2 * r), 1_000));
    const c = compareWithBenchmark(curve, closes, OPTIONS);
    expect(c.beta).toBeCloseTo(2, 12);
    expect(c.correlation).toBeCloseTo(1, 12);
    const benchmarkGrowth = 1.01 * 0.98 * 1.03 * 1 * 1.015;
    const strategyGrowth = 1.02 * 0.96 * 1.06 * 1 * 1.03;
    expect(c.totalReturn).toBeCloseTo(benchmarkGrowth - 1, 12);
    expect(c.excessReturn).toBeCloseTo(strategyGrowth - benchmarkGrowth, 12);
    const years = (5 * DAY) / SECONDS_PER_YEAR;
    expect(c.cagr).toBeCloseTo(benchmarkGrowth ** (1 / years) - 1, 6);
    expect(c.excessCagr).toBeCloseTo(computeMetrics(curve, [], OPTIONS).cagr! - c.cagr!, 6);
    // Bought with the starting cash at the first close: 1,000 / 50 = 20 units.
    expect(Array.from(c.equity)).toEqual(Array.from(closes, (close) => expect.closeTo(close * 20, 9)));
  });

  it('a missing close carries the last one forward, and beta spans the gap', () => {
    // The benchmark gains 1 %, has no bar, then loses 2 % from its last close; the strategy gains 2 %, then
    // loses 4 % over the two bars the benchmark's gap spans (+5 %, then whatever brings 1.05 to 0.96).
    const curve = curveOf(compounding([0.02, 0.05, 0.96 / 1.05 - 1], 1_000));
    const closes = Float64Array.from([100, 101, Number.NaN, 98.98]);
    const c = compareWithBenchmark(curve, closes, OPTIONS);
    expect(Array.from(c.equity)).toEqual([1_000, 1_010, 1_010, expect.closeTo(989.8, 9)]);
    // Two pairs: strategy 0.02 and −0.04 against the benchmark's 0.01 and −0.02, exactly twice: beta 2.
    expect(c.beta).toBeCloseTo(2, 12);
    expect(c.correlation).toBeCloseTo(1, 12);
  });

  it('bars before the benchmark’s first close hold the starting cash', () => {
    const curve = curveOf([1_000, 1_000, 1_100]);
    const c = compareWithBenchmark(curve, Float64Array.from([Number.NaN, 10, 11]), OPTIONS);
    expect(Array.from(c.equity)).toEqual([1_000, 1_000, expect.closeTo(1_100, 9)]);
    expect(c.beta).toBeNull();
  });

  it('a flat benchmark has no beta and no correlation', () => {
    const curve = curveOf(compounding([0.01, -0.01, 0.02], 1_000));
    const c = compareWithBenchmark(curve, Float64Array.from([5, 5, 5, 5]), OPTIONS);
    expect(c.beta).toBeNull();
    expect(c.correlation).toBeNull();
    expect(c.totalReturn).toBe(0);
  });
});
