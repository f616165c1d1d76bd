import type { FORWARD_STOP_REASONS } from '@signaldesk/contract';

type ForwardStopReason = (typeof FORWARD_STOP_REASONS)[number];

/** A saved strategy trading a paper account: the backtest strategy it was started with, as JSON, and its symbols. */
export interface ForwardTestsTable {
  id: string;
  userid: string;
  sid: string;
  strategy_name: string;
  account_id: string;
  run: number;
  /** The BacktestStrategy its rules, sizing and exits are read from. */
  strategy: string;
  /** JSON array of the symbols it trades. */
  symbols: string;
  duration: '1d' | '1wk' | '1h';
  status: 'running' | 'stopped';
  /** The account's equity at the start: the backtest beside it starts with as much. */
  starting_equity: number;
  started_at: number;
  stopped_at: number | null;
  /** Why it stopped by itself (a message key of FORWARD_STOP_REASONS); null while running or stopped by the trader. */
  stop_reason: ForwardStopReason | null;
  /** Opening time of the last candle whose close was read. */
  last_candle: number | null;
}

/**
 * A signal at a candle's close, one row per (test, symbol, candle, side), written before its order is placed: a
 * restart, or a second process hearing the same close, finds it and places nothing again.
 */
export interface ForwardSignalsTable {
  forward_test_id: string;
  symbol: string;
  candle_ts: number;
  side: 'buy' | 'sell';
  order_id: string | null;
  /** Why no order was placed: the refusal's message key. */
  reason: string | null;
  at: number;
}

export interface ForwardTestTables {
  forward_tests: ForwardTestsTable;
  forward_signals: ForwardSignalsTable;
}
