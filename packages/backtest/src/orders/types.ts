import type { MarketCosts, Region } from '@signaldesk/contract';

export const ORDER_TYPES = ['market', 'limit', 'stop', 'stopLimit', 'trailingStop'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export type OrderSide = 'buy' | 'sell';
/** `day` orders expire when their market's session ends; `gtc` ones stay until filled or cancelled. */
export type TimeInForce = 'day' | 'gtc';
/** `waiting`: a bracket's child whose parent has not filled yet. */
export type OrderStatus = 'waiting' | 'open' | 'filled' | 'cancelled' | 'expired';

/**
 * One order and its state. Prices that do not apply are NaN. Plain fields only, so that thousands of them are
 * checked against a tick round without allocating.
 */
export interface Order {
  /** The symbol's index in the caller's lists: quotes, rules and states are read by it. */
  slot: number;
  side: OrderSide;
  type: OrderType;
  /** Shares; for an order by amount, NaN until it fills. */
  quantity: number;
  /** Money an order by amount spends at its fill, costs included (sized at the fill price, to the lot). */
  amount: number;
  limit: number;
  /** The trigger price; a trailing stop's moves with the best price since it was opened. */
  stop: number;
  trailAmount: number;
  trailPercent: number;
  /**
   * A bracket child's distance from its parent's fill, in percent, set as its stop (on the losing side) or its
   * limit (on the winning side) when the parent fills; NaN for a child priced in advance.
   */
  offsetPercent: number;
  /** The best price since a trailing stop was opened: the highest for a sell, the lowest for a buy. */
  extreme: number;
  /** A stop-limit whose stop was reached: a limit from then on. */
  triggered: boolean;
  timeInForce: TimeInForce;
  status: OrderStatus;
  /** Orders that cancel each other when one fills (a bracket's take-profit and stop-loss); null alone. */
  group: Order[] | null;
  /** A bracket's children, opened by this order's fill. */
  children: Order[] | null;
  /** Closes a position: cancelled once the symbol is flat. */
  closing: boolean;
  /** Where the order fills in the quote being checked, NaN when it does not. */
  at: number;
  /** The fill round that last checked the order, so that a group is weighed once a round. */
  round: number;
  fillPrice: number;
  fillTime: number;
  /** Commission, duties, fees and slippage of the fill. */
  fee: number;
}

/** What the market lets a symbol do: lots, ticks, short sales, settlement, costs. */
export interface SymbolRules {
  market: Region;
  /** Shares an order is a multiple of; 0 for any fraction. */
  lot: number;
  /** Price step of orders; 0 for the market's table by price (see tickSizeOf). */
  tick: number;
  shortAllowed: boolean;
  /** Shares bought on a day are sold on a later one (A-shares' T+1). */
  nextDaySale: boolean;
  costs: MarketCosts;
}

/** A symbol's holding and today's limits, as the market rules read them at a fill. */
export interface SymbolState {
  /** Shares held: positive long, negative short. */
  held: number;
  /** Shares bought on `boughtOn` (a trading day's number), which T+1 keeps until the next day. */
  boughtToday: number;
  boughtOn: number;
  /** Today's limit-up and limit-down prices; NaN where the market has none, or before a first close. */
  limitUp: number;
  limitDown: number;
}

/**
 * Prices of one round by slot: a candle's open, high and low, or for a tick round the same array three times.
 * NaN for a symbol without a price in the round.
 */
export interface Quotes {
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
}
