import { describe, expect, it } from 'vitest';
import { computeMetrics, drawdownCurve, SECONDS_PER_YEAR } from '../../src/metrics/index.js';
import { compounding, curveOf, DAY, jsonSafe, T0, trade } from './curves.js';

const DAILY = { barsPerYear: 252, riskFreeRate: 0.02, startingCash: 100 };

describe('returns and risk', () => {
  it('a constant-return series: CAGR is the rate, no volatility, no Sharpe, no drawdown', () => {
    // 10 % a year compounded daily over two calendar years, one bar a calendar day.
    const perDay = 1.1 ** (DAY / SECONDS_PER_YEAR) - 1;
    const curve = curveOf(compounding(new Array(730).fill(perDay)));
    const m = computeMetrics(curve, [], { ...DAILY, barsPerYear: 365.25 });
    expect(m.cagr).toBeCloseTo(0.1, 10);
    expect(m.totalReturn).toBeCloseTo(1.1 ** (730 / 365.25) - 1, 10);
    expect(m.annualVolatility).toBe(0);
    expect(m.sharpe).toBeNull();
    // Every bar beats the 2 % risk-free rate, so no bar falls short of it: no downside deviation.
    expect(m.sortino).toBeNull();
    expect(m.maxDrawdown).toBe(0);
    expect(m.maxDrawdownBars).toBe(0);
    expect(m.maxDrawdownPeakTime).toBeNull();
    expect(m.calmar).toBeNull();
    expect(jsonSafe(m)).toBe(true);
  });

  it('a constant return below the risk-free rate has no Sharpe but a Sortino of −√barsPerYear', () => {
    // Every excess return is the same shortfall e < 0: mean e, downside deviation √(e²) = −e, ratio −1.
    const perDay = 1.1 ** (DAY / SECONDS_PER_YEAR) - 1;
    const m = computeMetrics(curveOf(compounding(new Array(100).fill(perDay))), [], {
      barsPerYear: 365.25,
      riskFreeRate: 0.2,
      startingCash: 100,
    });
    expect(m.sharpe).toBeNull();
    expect(m.sortino).toBeCloseTo(-Math.sqrt(365.25), 6);
    expect(m.riskFreeRate).toBe(0.2);
  });

  it('Sortino, Sharpe and volatility on a hand-computed quarterly series', () => {
    // Quarterly bars, 4 a year; an annual risk-free rate of 1.01⁴ − 1 is exactly 1 % a quarter.
    // Returns 3 %, −1 %, 4 %, −2 %, 2 %  →  excess 2 %, −2 %, 3 %, −3 %, 1 %.
    // Mean excess = (0.02 − 0.02 + 0.03 − 0.03 + 0.01) / 5 = 0.002.
    // Downside: shortfalls −0.02 and −0.03 squared = 0.0004 + 0.0009 = 0.0013, over all 5 bars = 0.00026,
    //   deviation √0.00026 = 0.016124515…; Sortino = 0.002 / 0.016124515 × √4 = 0.248069469…
    // Sharpe: deviations from the mean 0.018, −0.022, 0.028, −0.032, 0.008, squares sum to 0.00268,
    //   sample variance 0.00268 / 4 = 0.00067, sd 0.025884358…; Sharpe = 0.002 / 0.025884358 × 2 = 0.154533…
    // Volatility: the same sd of raw returns × 2 = 0.051768716…
    const curve = curveOf(compounding([0.03, -0.01, 0.04, -0.02, 0.02]), { step: SECONDS_PER_YEAR / 4 });
    const m = computeMetrics(curve, [], { barsPerYear: 4, riskFreeRate: 1.01 ** 4 - 1, startingCash: 100 });
    expect(m.sortino).toBeCloseTo((0.002 / Math.sqrt(0.00026)) * 2, 12);
    expect(m.sortino).toBeCloseTo(0.248069469, 9);
    expect(m.sharpe).toBeCloseTo((0.002 / Math.sqrt(0.00067)) * 2, 12);
    expect(m.sharpe).toBeCloseTo(0.154533, 6);
    expect(m.annualVolatility).toBeCloseTo(Math.sqrt(0.00067) * 2, 12);
    const growth = 1.03 * 0.99 * 1.04 * 0.98 * 1.02;
    expect(m.totalReturn).toBeCloseTo(growth - 1, 12);
    // Five quarters are 1.25 years.
    expect(m.cagr).toBeCloseTo(growth ** (1 / 1.25) - 1, 12);
  });
});

describe('drawdown', () => {
  it('a single drawdown: depth from the peak, length from the peak to the recovery', () => {
    // Peak 120 at bar 2, trough 90 at bar 3: 1 − 90/120 = 25 %. Back at 130 ≥ 120 on bar 5: 3 bars, 90 days.
    const curve = curveOf([100, 110, 120, 90, 100, 130, 140], { step: 30 * DAY });
    const m = computeMetrics(curve, [], DAILY);
    expect(m.maxDrawdown).toBeCloseTo(0.25, 12);
    expect(m.maxDrawdownBars).toBe(3);
    expect(m.maxDrawdownDays).toBe(90);
    expect(m.maxDrawdownPeakTime).toBe(T0 + 60 * DAY);
    expect(m.maxDrawdownTroughTime).toBe(T0 + 90 * DAY);
    expect(m.maxDrawdownRecoveryTime).toBe(T0 + 150 * DAY);
    const cagr = 1.4 ** (SECONDS_PER_YEAR / (180 * DAY)) - 1;
    expect(m.cagr).toBeCloseTo(cagr, 9);
    expect(m.calmar).toBeCloseTo(cagr / 0.25, 8);
    expect(Array.from(drawdownCurve(curve))).toEqual([0, 0, 0, 90 / 120 - 1, 100 / 120 - 1, 0, 0]);
  });

  it('a drawdown not recovered lasts to the last bar', () => {
    const m = computeMetrics(curveOf([100, 120, 90, 100]), [], DAILY);
    expect(m.maxDrawdown).toBeCloseTo(0.25, 12);
    expect(m.maxDrawdownBars).toBe(2);
    expect(m.maxDrawdownDays).toBe(2);
    expect(m.maxDrawdownRecoveryTime).toBeNull();
  });

  it('the length is the deepest drawdown’s, not the longest one’s', () => {
    // 120 → 105 (12.5 %) takes 4 bars to recover; 125 → 80 (36 %) recovers on the next bar.
    const m = computeMetrics(curveOf([100, 120, 110, 105, 115, 125, 80, 130]), [], DAILY);
    expect(m.maxDrawdown).toBeCloseTo(0.36, 12);
    expect(m.maxDrawdownBars).toBe(2);
    expect(m.maxDrawdownPeakTime).toBe(T0 + 5 * DAY);
  });
});

describe('trades', () => {
  // Ten shares each at 100, so 1,000 put in: profits 300, −100, 200, −50, 0 and one position still open.
  const exits = [130, 90, 120, 95, 100];
  const closed = exits.map((exitPrice, i) =>
    trade({
      entryTime: T0 + i * DAY,
      exitTime: T0 + (i + 1) * DAY,
      exitPrice,
      profit: (exitPrice - 100) * 10,
      return: (exitPrice - 100) / 100,
      costs: i + 1,
      barsHeld: i + 1,
    }),
  );
  const open = trade({ entryTime: T0 + 3 * DAY, entryPrice: 50, quantity: 20, exitTime: null, exitPrice: null, exitReason: null, profit: 80, return: 0.08, costs: 6 });
  // Five bars a quarter apart: exactly one calendar year; equity 10,000 throughout.
  const curve = curveOf([10_000, 10_000, 10_000, 10_000, 10_000], {
    step: SECONDS_PER_YEAR / 4,
    invested: [0, 5_000, 5_000, 0, 0],
  });
  const m = computeMetrics(curve, [...closed, open], { barsPerYear: 4, riskFreeRate: 0, startingCash: 10_000 });

  it('count closed trades only, with win rate, averages, profit factor and expectancy by hand', () => {
    expect(m.trades).toBe(5);
    expect(m.wins).toBe(2);
    expect(m.losses).toBe(2);
    // 2 winners of 5; the break-even trade counts as a trade but neither a win nor a loss.
    expect(m.winRate).toBe(0.4);
    expect(m.averageWin).toBe(250); // (300 + 200) / 2
    expect(m.averageWinReturn).toBeCloseTo(0.25, 12);
    expect(m.averageLoss).toBe(-75); // (−100 − 50) / 2
    expect(m.averageLossReturn).toBeCloseTo(-0.075, 12);
    expect(m.grossProfit).toBe(500);
    expect(m.grossLoss).toBe(-150);
    expect(m.profitFactor).toBeCloseTo(500 / 150, 12);
    expect(m.expectancy).toBe(70); // (500 − 150) / 5
    expect(m.expectancyReturn).toBeCloseTo(0.07, 12); // (0.3 − 0.1 + 0.2 − 0.05 + 0) / 5
    expect(m.averageBarsHeld).toBe(3);
  });

  it('report the open position apart, and its costs among the costs paid', () => {
    expect(m.openTrades).toBe(1);
    expect(m.openProfit).toBe(80);
    expect(m.costsPaid).toBe(21); // 1 + 2 + 3 + 4 + 5 + 6
  });

  it('measure exposure and turnover', () => {
    // Two bars of five closed invested, each at half the equity.
    expect(m.exposure).toBeCloseTo(0.4, 12);
    expect(m.averageInvested).toBeCloseTo(0.2, 12);
    // Entries 5 × 1,000 + 1,000 (the open one), exits 10 × (130 + 90 + 120 + 95 + 100) = 5,350.
    expect(m.tradedValue).toBe(11_350);
    // Over a mean equity of 10,000 and exactly one year.
    expect(m.turnover).toBeCloseTo(1.135, 12);
  });

  it('a run without a winner or a loser has no profit factor', () => {
    const winners = computeMetrics(curve, [closed[0]!, closed[2]!], { barsPerYear: 4, riskFreeRate: 0, startingCash: 10_000 });
    expect(winners.profitFactor).toBeNull();
    expect(winners.winRate).toBe(1);
    expect(winners.averageLoss).toBeNull();
  });
});

describe('undefined cases', () => {
  it('a flat series without trades: zero volatility, no Sharpe, no trade statistics, nothing JSON loses', () => {
    const m = computeMetrics(curveOf([100, 100, 100, 100]), [], { ...DAILY, riskFreeRate: 0 });
    expect(m.totalReturn).toBe(0);
    expect(m.cagr).toBe(0);
    expect(m.annualVolatility).toBe(0);
    expect(m.sharpe).toBeNull();
    expect(m.sortino).toBeNull();
    expect(m.maxDrawdown).toBe(0);
    expect(m.calmar).toBeNull();
    expect(m.trades).toBe(0);
    expect(m.winRate).toBeNull();
    expect(m.averageWin).toBeNull();
    expect(m.averageLoss).toBeNull();
    expect(m.profitFactor).toBeNull();
    expect(m.expectancy).toBeNull();
    expect(m.expectancyReturn).toBeNull();
    expect(m.exposure).toBe(0);
    expect(m.turnover).toBe(0);
    expect(m.costsPaid).toBe(0);
    expect(m.openTrades).toBe(0);
    expect(jsonSafe(m)).toBe(true);
    expect(JSON.parse(JSON.stringify(m))).toEqual(m);
  });

  it('idle cash under a positive risk-free rate falls short of it every bar', () => {
    const m = computeMetrics(curveOf([100, 100, 100, 100]), [], DAILY);
    expect(m.sharpe).toBeNull();
    expect(m.sortino).toBeCloseTo(-Math.sqrt(252), 9);
  });

  it('a one-bar series has a total return of 0 and no rate, risk or ratio', () => {
    const m = computeMetrics(curveOf([100], { invested: [40] }), [], DAILY);
    expect(m.bars).toBe(1);
    expect(m.totalReturn).toBe(0);
    expect(m.cagr).toBeNull();
    expect(m.annualVolatility).toBeNull();
    expect(m.sharpe).toBeNull();
    expect(m.sortino).toBeNull();
    expect(m.maxDrawdown).toBe(0);
    expect(m.calmar).toBeNull();
    expect(m.turnover).toBeNull();
    expect(m.exposure).toBe(1);
    expect(m.averageInvested).toBeCloseTo(0.4, 12);
    expect(jsonSafe(m)).toBe(true);
  });

  it('two bars give one return: a Sortino but no sample volatility', () => {
    const m = computeMetrics(curveOf([100, 90]), [], { ...DAILY, riskFreeRate: 0 });
    expect(m.annualVolatility).toBeNull();
    expect(m.sharpe).toBeNull();
    expect(m.sortino).toBeCloseTo(-Math.sqrt(252), 9);
  });

  it('an empty curve reports no figures of its own', () => {
    const m = computeMetrics(curveOf([]), [], DAILY);
    expect(m.bars).toBe(0);
    expect(m.totalReturn).toBeNull();
    expect(m.startTime).toBeNull();
    expect(m.exposure).toBeNull();
    expect(jsonSafe(m)).toBe(true);
  });

  it('an account wiped out has a CAGR of −100 %', () => {
    const m = computeMetrics(curveOf([100, 50, 0]), [], DAILY);
    expect(m.totalReturn).toBe(-1);
    expect(m.cagr).toBe(-1);
    expect(m.maxDrawdown).toBe(1);
    expect(jsonSafe(m)).toBe(true);
  });
});
