import { type BacktestSymbol, computeMetrics, type LastBarSignal, runBacktest } from '@signaldesk/backtest';
import { type BacktestStrategy, SIGNAL_LIMITS, type SignalRecord } from '@signaldesk/contract';

export interface SignalBookTask {
  /** The list's symbols with bars since the strategy's `from`, prepared for its rules. */
  symbols: BacktestSymbol[];
  strategy: BacktestStrategy;
  barsPerYear: number;
}

export interface ComputedBook {
  record: SignalRecord | null;
  /** The signals raised at the list's latest bar, without names (the event loop adds them). */
  signals: LastBarSignal[];
  asOf: number | null;
}

/**
 * The list's account holds this much a member, in the list's currency: enough for a member's share to buy its board
 * lots and pay a minimum fee as a trader's position would, whatever the price. With the backtest's default 100,000
 * spread over 300 members, an A-share position was 333 yuan, short of a lot of 100 shares at most prices, so most
 * signals bought nothing and the list's record was a handful of trades.
 */
export const BOOK_CASH_PER_MEMBER = 1_000_000;

/**
 * The strategy on the whole list as one account: every symbol may hold one position of 1/N of equity, so no
 * signal waits for a free slot and the record is the list's, not a handful of symbols'. The strategy's `to` is
 * dropped, as today's signals need the latest bar.
 */
export function computeBook({ symbols, strategy, barsPerYear }: SignalBookTask): ComputedBook {
  const n = symbols.length;
  if (n === 0) return { record: null, signals: [], asOf: null };
  const { to: _to, ...kept } = strategy;
  const onList: BacktestStrategy = { ...kept, maxPositions: n, positionSize: 1 / n, startingCash: n * BOOK_CASH_PER_MEMBER };
  const result = runBacktest(symbols, onList);
  const { time } = result.equity;
  if (time.length === 0) return { record: null, signals: [], asOf: null };
  const metrics = computeMetrics(result.equity, result.trades, { barsPerYear, riskFreeRate: 0, startingCash: result.startingCash });
  const asOf = Math.max(...symbols.map((symbol) => symbol.ts[symbol.ts.length - 1]!));
  return {
    record: {
      trades: metrics.trades,
      openTrades: metrics.openTrades,
      winRate: metrics.winRate,
      averageReturn: metrics.expectancyReturn,
      maxDrawdown: metrics.maxDrawdown,
      totalReturn: metrics.totalReturn,
      from: time[0]!,
      to: time[time.length - 1]!,
      symbols: n,
    },
    // A symbol whose last bar is older (a halt, a holiday of its own) raised its signal on a day already past.
    signals: result.signals.filter((signal) => signal.time === asOf).slice(0, SIGNAL_LIMITS.signalsPerBook),
    asOf,
  };
}
