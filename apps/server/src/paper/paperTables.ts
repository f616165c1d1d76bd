import type { PaperBracketRole, PaperCurrency, PaperMarket, PaperOrderSource, PaperOrderStatus, PaperOrderType, PaperSide, PaperTimeInForce } from '@signaldesk/contract';

/** A trader's paper account: its current run and the cash of that run. */
export interface PaperAccountsTable {
  id: string;
  userid: string;
  name: string;
  currency: PaperCurrency;
  run: number;
  starting_balance: number;
  cash: number;
  created_at: number;
  run_started_at: number;
  /** Stamped by every change, which also holds the row until the change commits. */
  updated_at: number;
}

/** Every run of an account, the current one included: a reset ends one and starts the next. */
export interface PaperRunsTable {
  account_id: string;
  run: number;
  starting_balance: number;
  started_at: number;
  ended_at: number | null;
}

/** An order and its state; prices that do not apply are null. */
export interface PaperOrdersTable {
  id: string;
  account_id: string;
  userid: string;
  run: number;
  symbol: string;
  market: PaperMarket;
  side: PaperSide;
  type: PaperOrderType;
  quantity: number;
  limit_price: number | null;
  stop_price: number | null;
  trail_percent: number | null;
  trail_amount: number | null;
  /** A trailing stop's best price since it opened. */
  extreme: number | null;
  /** A stop-limit whose stop was reached: a limit from then on (0 or 1). */
  triggered: number;
  time_in_force: PaperTimeInForce;
  status: PaperOrderStatus;
  parent_id: string | null;
  bracket: PaperBracketRole | null;
  source: PaperOrderSource;
  /** Cash this order holds while open: its cost at its price with costs, 0 for a sale of shares held. */
  reserved: number;
  /** When a day order expires: the close of the session it was placed in, or of the next one. */
  session_close: number;
  /** From when the feed's prices count for it: its placing, or a bracket exit's entry fill. */
  active_from: number;
  placed_at: number;
  updated_at: number;
  fill_price: number | null;
  fee: number | null;
  filled_at: number | null;
  reason: string | null;
}

/** A fill, one per order: the unique order_id keeps a fill recorded once whichever process saw it. */
export interface PaperFillsTable {
  id: string;
  order_id: string;
  account_id: string;
  run: number;
  symbol: string;
  side: PaperSide;
  quantity: number;
  price: number;
  fee: number;
  realised: number;
  filled_at: number;
}

/** What an account holds of a symbol in a run; rows stay at zero once closed, for their realised P&L. */
export interface PaperPositionsTable {
  account_id: string;
  run: number;
  symbol: string;
  market: PaperMarket;
  /** Positive long, negative short. */
  quantity: number;
  average_price: number;
  realised: number;
  /** Shares bought on `bought_on` (the market's trading day number), which T+1 keeps until the next day. */
  bought_today: number;
  bought_on: number;
  /** The last price the feed showed. */
  mark: number;
}

/** An account's equity at a trading day's end; today's row is rewritten as the day goes. */
export interface PaperEquityTable {
  account_id: string;
  run: number;
  day: string;
  equity: number;
  cash: number;
}

export interface PaperTables {
  paper_accounts: PaperAccountsTable;
  paper_runs: PaperRunsTable;
  paper_orders: PaperOrdersTable;
  paper_fills: PaperFillsTable;
  paper_positions: PaperPositionsTable;
  paper_equity: PaperEquityTable;
}
