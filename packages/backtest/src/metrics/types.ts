/** What the engine hands the metrics: the account's equity bar by bar and every trade it made. */

/** Why a position was closed. */
export type ExitReason = 'rule' | 'stopLoss' | 'takeProfit' | 'trailingStop' | 'maxBars' | 'end';

export interface Trade {
  symbol: string;
  direction: 'long' | 'short';
  /** Epoch seconds of the bar whose open (or stop price) filled the entry. */
  entryTime: number;
  entryPrice: number;
  /** Null while the position is still open at the end of the run. */
  exitTime: number | null;
  exitPrice: number | null;
  exitReason: ExitReason | null;
  quantity: number;
  /** Commission, stamp duty, fees and slippage paid on both sides, in the account's currency. */
  costs: number;
  /** Profit after costs, in the account's currency (marked at the last close while open). */
  profit: number;
  /** Profit after costs over the money put in at entry. */
  return: number;
  barsHeld: number;
}

/** The account, oldest bar first: equity is cash plus open positions at each bar's close. */
export interface EquityCurve {
  /** Epoch seconds of each bar's open. */
  time: Float64Array;
  equity: Float64Array;
  /** Money held in positions at each bar's close, for exposure. */
  invested: Float64Array;
}

export interface MetricsOptions {
  /** Bars in a year at the run's duration (252 days, 52 weeks, ...): annualises volatility, Sharpe and Sortino. */
  barsPerYear: number;
  /** Annual risk-free rate used by Sharpe and Sortino, e.g. 0.02; stated beside them in the report. */
  riskFreeRate: number;
  startingCash: number;
}
