import { deepestDrawdown } from './drawdown.js';
import type { EquityCurve, MetricsOptions, Trade } from './types.js';

export const SECONDS_PER_DAY = 86_400;
/** A calendar year of 365.25 days: CAGR and turnover count years by the clock, not by bars. */
export const SECONDS_PER_YEAR = 365.25 * SECONDS_PER_DAY;
/**
 * A per-bar standard deviation below this is the rounding noise of dividing equal growth steps, not risk:
 * a constant-return series reports volatility 0 and no Sharpe rather than a Sharpe in the trillions.
 */
export const ROUNDING_NOISE = 1e-12;

/**
 * The report's figures. Returns, rates, drawdown and exposure are fractions (0.25 is 25 %), money is in the
 * account's currency, times are epoch seconds. A figure that the data cannot define is null, never NaN or
 * Infinity, so the report survives JSON.
 */
export interface Metrics {
  /** Bars of the period (the curve's bars; for an out-of-sample half, the bars from the split on). */
  bars: number;
  /** Time of the close the returns are measured from: the first bar, or for an out-of-sample half the last in-sample bar. */
  startTime: number | null;
  endTime: number | null;
  /** Equity the returns are measured from; a split half is rebased to the starting cash. */
  startEquity: number | null;
  finalEquity: number | null;
  totalReturn: number | null;
  /** Compound annual growth over the calendar time between the first and last bar; null over no time. */
  cagr: number | null;
  /** Sample standard deviation of per-bar returns × √barsPerYear; null with fewer than two returns. */
  annualVolatility: number | null;
  /** The annual risk-free rate Sharpe and Sortino were measured against. */
  riskFreeRate: number;
  /** Mean per-bar excess return over its sample standard deviation, × √barsPerYear; null at zero volatility. */
  sharpe: number | null;
  /** Mean per-bar excess return over the downside deviation, × √barsPerYear; null when no bar fell short of the risk-free rate. */
  sortino: number | null;
  /** Deepest fall from a running peak, as a positive fraction. */
  maxDrawdown: number;
  /** Bars from that drawdown's peak to its recovery, or to the last bar if equity never got back. */
  maxDrawdownBars: number;
  maxDrawdownDays: number;
  maxDrawdownPeakTime: number | null;
  maxDrawdownTroughTime: number | null;
  /** Null while not recovered (or when there was no drawdown). */
  maxDrawdownRecoveryTime: number | null;
  /** CAGR / maximum drawdown; null without a drawdown. */
  calmar: number | null;
  /** Closed trades; open positions are counted in openTrades only. */
  trades: number;
  wins: number;
  losses: number;
  winRate: number | null;
  /** Mean profit of winning trades (currency) and their mean return. */
  averageWin: number | null;
  averageWinReturn: number | null;
  /** Mean profit of losing trades, negative (currency), and their mean return. */
  averageLoss: number | null;
  averageLossReturn: number | null;
  grossProfit: number;
  /** Sum of the losing trades' profits, zero or negative. */
  grossLoss: number;
  /** Gross profit / |gross loss|; null when no trade lost. */
  profitFactor: number | null;
  /** Mean profit per closed trade (currency) and mean return per closed trade. */
  expectancy: number | null;
  expectancyReturn: number | null;
  averageBarsHeld: number | null;
  /** Share of the period's bars that closed with money in a position. */
  exposure: number | null;
  /** Mean of money in positions / equity over the period's bars. */
  averageInvested: number | null;
  /** Money traded: entry value of every trade plus exit value of the closed ones. */
  tradedValue: number;
  /** Traded value / mean equity, per calendar year. */
  turnover: number | null;
  /** Costs of every trade of the period, open ones included. */
  costsPaid: number;
  openTrades: number;
  /** Profit of open positions marked at the last close. */
  openProfit: number;
}

/** The per-bar risk-free return that compounds to the annual rate over a year of bars. */
export function riskFreePerBar(options: MetricsOptions): number {
  return (1 + options.riskFreeRate) ** (1 / options.barsPerYear) - 1;
}

/** x when it is a finite number, else null: what JSON can carry. */
export function finite(x: number): number | null {
  return Number.isFinite(x) ? x : null;
}

/** Annual growth rate of `growth` (final / start) reached over `years`; −1 once the account is wiped out. */
export function annualGrowth(growth: number, years: number): number | null {
  if (!(years > 0)) return null;
  if (growth <= 0) return -1;
  return finite(growth ** (1 / years) - 1);
}

/** The whole run's report. */
export function computeMetrics(curve: EquityCurve, trades: readonly Trade[], options: MetricsOptions): Metrics {
  return measurePeriod(curve, { base: 0, first: 0, end: curve.time.length, startEquity: curve.equity[0] ?? 0 }, trades, options);
}

/** A stretch of the curve: returns compound from `base`'s close; exposure, turnover and bars count `first..end-1`. */
export interface Period {
  base: number;
  first: number;
  end: number;
  /** The equity to show at `base`: the actual one, or the starting cash for a rebased half. */
  startEquity: number;
}

export function measurePeriod(
  curve: EquityCurve,
  period: Period,
  trades: readonly Trade[],
  options: MetricsOptions,
): Metrics {
  const { time, equity, invested } = curve;
  const { base, first, end } = period;
  const bars = Math.max(0, end - first);
  const hasBars = bars > 0;
  const last = end - 1;

  const growth = hasBars ? equity[last]! / equity[base]! : Number.NaN;
  const years = hasBars ? (time[last]! - time[base]!) / SECONDS_PER_YEAR : 0;

  const risk = hasBars ? riskFigures(equity, base, end, options) : { volatility: null, sharpe: null, sortino: null };
  const drawdown = deepestDrawdown(equity, base, hasBars ? end : base);
  const ddEnd = drawdown.recoveryIndex >= 0 ? drawdown.recoveryIndex : last;
  const inDrawdown = drawdown.depth > 0;
  const cagr = hasBars ? annualGrowth(growth, years) : null;

  let barsInvested = 0;
  let investedShare = 0;
  let equitySum = 0;
  for (let i = first; i < end; i++) {
    const held = Math.abs(invested[i]!);
    const e = equity[i]!;
    if (held > 0) barsInvested++;
    if (e > 0) investedShare += held / e;
    equitySum += e;
  }

  const t = tradeFigures(trades);
  const meanEquity = equitySum / bars;

  return {
    bars,
    startTime: hasBars ? time[base]! : null,
    endTime: hasBars ? time[last]! : null,
    startEquity: hasBars ? period.startEquity : null,
    finalEquity: hasBars ? finite(period.startEquity * growth) : null,
    totalReturn: hasBars ? finite(growth - 1) : null,
    cagr,
    annualVolatility: risk.volatility,
    riskFreeRate: options.riskFreeRate,
    sharpe: risk.sharpe,
    sortino: risk.sortino,
    maxDrawdown: drawdown.depth,
    maxDrawdownBars: inDrawdown ? ddEnd - drawdown.peakIndex : 0,
    maxDrawdownDays: inDrawdown ? (time[ddEnd]! - time[drawdown.peakIndex]!) / SECONDS_PER_DAY : 0,
    maxDrawdownPeakTime: inDrawdown ? time[drawdown.peakIndex]! : null,
    maxDrawdownTroughTime: inDrawdown ? time[drawdown.troughIndex]! : null,
    maxDrawdownRecoveryTime: inDrawdown && drawdown.recoveryIndex >= 0 ? time[drawdown.recoveryIndex]! : null,
    calmar: cagr !== null && inDrawdown ? finite(cagr / drawdown.depth) : null,
    ...t.closed,
    exposure: hasBars ? barsInvested / bars : null,
    averageInvested: hasBars ? finite(investedShare / bars) : null,
    tradedValue: t.tradedValue,
    turnover: hasBars && years > 0 && meanEquity > 0 ? finite(t.tradedValue / meanEquity / years) : null,
    costsPaid: t.costsPaid,
    openTrades: t.openTrades,
    openProfit: t.openProfit,
  };
}

interface RiskFigures {
  volatility: number | null;
  sharpe: number | null;
  sortino: number | null;
}

/** Volatility, Sharpe and Sortino of the per-bar returns close to close from `base` to `end-1`. */
function riskFigures(equity: Float64Array, base: number, end: number, options: MetricsOptions): RiskFigures {
  const n = end - 1 - base;
  if (n < 1) return { volatility: null, sharpe: null, sortino: null };
  const rf = riskFreePerBar(options);
  const annualise = Math.sqrt(options.barsPerYear);

  let sum = 0;
  let downsideSquares = 0;
  for (let i = base + 1; i < end; i++) {
    const excess = equity[i]! / equity[i - 1]! - 1 - rf;
    sum += excess;
    if (excess < 0) downsideSquares += excess * excess;
  }
  const mean = sum / n;
  // Textbook Sortino: shortfalls below the target squared over every bar, not only the losing ones.
  const downside = Math.sqrt(downsideSquares / n);
  const sortino = downside > ROUNDING_NOISE ? finite((mean / downside) * annualise) : null;
  if (n < 2) return { volatility: null, sharpe: null, sortino };

  let squares = 0;
  for (let i = base + 1; i < end; i++) {
    const d = equity[i]! / equity[i - 1]! - 1 - rf - mean;
    squares += d * d;
  }
  const sd = Math.sqrt(squares / (n - 1));
  if (!(sd > ROUNDING_NOISE)) return { volatility: 0, sharpe: null, sortino };
  return { volatility: finite(sd * annualise), sharpe: finite((mean / sd) * annualise), sortino };
}

interface TradeFigures {
  closed: Pick<
    Metrics,
    | 'trades'
    | 'wins'
    | 'losses'
    | 'winRate'
    | 'averageWin'
    | 'averageWinReturn'
    | 'averageLoss'
    | 'averageLossReturn'
    | 'grossProfit'
    | 'grossLoss'
    | 'profitFactor'
    | 'expectancy'
    | 'expectancyReturn'
    | 'averageBarsHeld'
  >;
  tradedValue: number;
  costsPaid: number;
  openTrades: number;
  openProfit: number;
}

function tradeFigures(trades: readonly Trade[]): TradeFigures {
  let closed = 0;
  let wins = 0;
  let losses = 0;
  let grossProfit = 0;
  let grossLoss = 0;
  let winReturns = 0;
  let lossReturns = 0;
  let returns = 0;
  let barsHeld = 0;
  let tradedValue = 0;
  let costsPaid = 0;
  let openTrades = 0;
  let openProfit = 0;
  for (const trade of trades) {
    const quantity = Math.abs(trade.quantity);
    tradedValue += quantity * trade.entryPrice;
    costsPaid += trade.costs;
    if (trade.exitTime === null || trade.exitPrice === null) {
      openTrades++;
      openProfit += trade.profit;
      continue;
    }
    tradedValue += quantity * trade.exitPrice;
    closed++;
    returns += trade.return;
    barsHeld += trade.barsHeld;
    if (trade.profit > 0) {
      wins++;
      grossProfit += trade.profit;
      winReturns += trade.return;
    } else if (trade.profit < 0) {
      losses++;
      grossLoss += trade.profit;
      lossReturns += trade.return;
    }
  }
  const perTrade = (x: number) => (closed > 0 ? x / closed : null);
  return {
    closed: {
      trades: closed,
      wins,
      losses,
      winRate: perTrade(wins),
      averageWin: wins > 0 ? grossProfit / wins : null,
      averageWinReturn: wins > 0 ? winReturns / wins : null,
      averageLoss: losses > 0 ? grossLoss / losses : null,
      averageLossReturn: losses > 0 ? lossReturns / losses : null,
      grossProfit,
      grossLoss,
      profitFactor: losses > 0 ? grossProfit / -grossLoss : null,
      expectancy: perTrade(grossProfit + grossLoss),
      expectancyReturn: perTrade(returns),
      averageBarsHeld: perTrade(barsHeld),
    },
    tradedValue,
    costsPaid,
    openTrades,
    openProfit,
  };
}
