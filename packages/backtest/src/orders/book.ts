import { feeOf, quantityFor } from './costs.js';
import { fillPrice, firstToFill, trailAfter, trailingStopOf, triggerIn } from './fill.js';
import { holdingAfter, marketAllows } from './rules.js';
import type { Order, OrderSide, OrderType, Quotes, SymbolRules, SymbolState, TimeInForce } from './types.js';

/** An order as a trader places it; prices that do not apply are left out. */
export interface OrderSpec {
  slot: number;
  side: OrderSide;
  type: OrderType;
  /** Shares; or `amount`, money to spend, the shares sized at the fill. */
  quantity?: number;
  amount?: number;
  limit?: number;
  stop?: number;
  trailAmount?: number;
  trailPercent?: number;
  /** The last price when placed, where a trailing stop starts from. */
  lastPrice?: number;
  timeInForce?: TimeInForce;
  /** Only closes a position: cancelled once the symbol is flat. */
  closing?: boolean;
}

/** A bracket's take-profit and stop-loss, as prices or as percentages of the entry's fill; each optional. */
export interface BracketSpec {
  takeProfit?: number;
  stopLoss?: number;
  takeProfitPercent?: number;
  stopLossPercent?: number;
  /** A trailing stop beside (or instead of) the fixed one, by percent or amount from the best price since entry. */
  trailPercent?: number;
  trailAmount?: number;
}

const blank = (slot: number, side: OrderSide, type: OrderType, timeInForce: TimeInForce): Order => ({
  slot,
  side,
  type,
  quantity: Number.NaN,
  amount: Number.NaN,
  limit: Number.NaN,
  stop: Number.NaN,
  trailAmount: 0,
  trailPercent: 0,
  offsetPercent: Number.NaN,
  extreme: Number.NaN,
  triggered: false,
  timeInForce,
  status: 'open',
  group: null,
  children: null,
  closing: false,
  at: Number.NaN,
  round: 0,
  fillPrice: Number.NaN,
  fillTime: Number.NaN,
  fee: 0,
});

/** A new open order (see validateOrder for what a trader may place). Day orders by default, as at a broker. */
export function newOrder(spec: OrderSpec): Order {
  const order = blank(spec.slot, spec.side, spec.type, spec.timeInForce ?? 'day');
  order.quantity = spec.quantity ?? Number.NaN;
  order.amount = spec.amount ?? Number.NaN;
  order.limit = spec.limit ?? Number.NaN;
  order.stop = spec.stop ?? Number.NaN;
  order.closing = spec.closing ?? false;
  if (spec.type === 'trailingStop') {
    order.trailPercent = spec.trailPercent ?? 0;
    order.trailAmount = spec.trailAmount ?? 0;
    order.extreme = spec.lastPrice ?? Number.NaN;
    order.stop = trailingStopOf(order);
  }
  return order;
}

/**
 * An entry with its take-profit and stop-loss attached: the children wait for the entry's fill, close what it
 * opened, and cancel each other when one fills. Answers the entry followed by its children.
 */
export function bracket(entry: OrderSpec, exits: BracketSpec): Order[] {
  const parent = newOrder(entry);
  const side: OrderSide = entry.side === 'buy' ? 'sell' : 'buy';
  const tif = parent.timeInForce;
  const children: Order[] = [];
  const child = (type: OrderType): Order => {
    const order = blank(entry.slot, side, type, tif);
    order.status = 'waiting';
    order.closing = true;
    children.push(order);
    return order;
  };
  // The fixed stop before the trailing one: at the same price, the fixed one fills.
  if (exits.stopLoss !== undefined || exits.stopLossPercent !== undefined) {
    const stop = child('stop');
    stop.stop = exits.stopLoss ?? Number.NaN;
    stop.offsetPercent = exits.stopLossPercent ?? Number.NaN;
  }
  if (exits.trailPercent !== undefined || exits.trailAmount !== undefined) {
    const trailing = child('trailingStop');
    trailing.trailPercent = exits.trailPercent ?? 0;
    trailing.trailAmount = exits.trailAmount ?? 0;
  }
  if (exits.takeProfit !== undefined || exits.takeProfitPercent !== undefined) {
    const target = child('limit');
    target.limit = exits.takeProfit ?? Number.NaN;
    target.offsetPercent = exits.takeProfitPercent ?? Number.NaN;
  }
  for (const order of children) order.group = children;
  parent.children = children;
  return [parent, ...children];
}

/** Opens a bracket's children at their parent's fill: sized to it, priced from it where given in percent. */
export function openChildren(parent: Order): void {
  for (const order of parent.children ?? []) {
    if (order.status !== 'waiting') continue;
    order.status = 'open';
    order.quantity = parent.quantity;
    const entry = parent.fillPrice;
    const selling = order.side === 'sell';
    if (order.type === 'trailingStop') {
      order.extreme = entry;
      order.stop = trailingStopOf(order);
    } else if (!Number.isNaN(order.offsetPercent)) {
      const p = order.offsetPercent / 100;
      if (order.type === 'stop') order.stop = entry * (selling ? 1 - p : 1 + p);
      else order.limit = entry * (selling ? 1 + p : 1 - p);
    }
  }
}

/** Cancels an order and the children waiting for it. */
export function cancelOrder(order: Order): void {
  if (order.status !== 'open' && order.status !== 'waiting') return;
  order.status = 'cancelled';
  for (const child of order.children ?? []) if (child.status === 'waiting') child.status = 'cancelled';
}

/** Expires the day orders of the symbols whose session ended (all when no predicate). */
export function expireDayOrders(orders: readonly Order[], ended: (slot: number) => boolean = () => true): void {
  for (const order of orders) {
    if (order.timeInForce !== 'day' || (order.status !== 'open' && order.status !== 'waiting') || !ended(order.slot)) continue;
    order.status = 'expired';
  }
}

/** What a fill round knows besides the quotes, by slot. */
export interface FillRound {
  time: number;
  rules: readonly SymbolRules[];
  /** Holdings and today's limits; fills update the holdings. */
  states: readonly SymbolState[];
  /** A symbol's trading day at `time` (for T+1, in its market's calendar). */
  dayOf: (slot: number) => number;
  /** False outside a symbol's trading hours: its orders wait for the session. */
  inSession?: (slot: number) => boolean;
}

/** Numbers the fill rounds, so that a group met again in the same round is not weighed twice. */
let rounds = 0;

/**
 * Fills what a round of quotes fills, in place, and lists the filled orders in `fills` (cleared first) in the
 * order they filled. Market orders go first, at the open, in the list's order (a caller that needs the cash of
 * exits for its entries lists the exits first); their bracket children take part in the rest of the quote.
 * Then every other order: a group's first order to fill (see firstToFill) is tried alone. A fill the market
 * refuses (limit-locked, T+1) leaves the order waiting; an order by amount that buys nothing is cancelled; an
 * order that closes a position fills no more than the holding, and is cancelled once the symbol is flat. Afterwards trailing stops follow the
 * quote, and the children of orders filled inside it open, to take part from the next quote.
 */
export function fillsOn(orders: readonly Order[], quotes: Quotes, round: FillRound, fills: Order[]): number {
  fills.length = 0;
  const id = ++rounds;
  const { open, high, low } = quotes;
  const quoted = (order: Order): boolean =>
    order.status === 'open' && !Number.isNaN(open[order.slot]!) && (round.inSession === undefined || round.inSession(order.slot));
  const ready = (order: Order): boolean => {
    if (!quoted(order)) return false;
    if (order.closing && round.states[order.slot]!.held === 0) {
      order.status = 'cancelled';
      return false;
    }
    return true;
  };
  const fill = (order: Order, price: number): boolean => {
    const rules = round.rules[order.slot]!;
    const state = round.states[order.slot]!;
    const buying = order.side === 'buy';
    let quantity = Number.isNaN(order.quantity) ? quantityFor(rules.costs, buying, order.amount, price, rules.lot) : order.quantity;
    // A closing order never turns the position over, whatever filled against it since it was placed.
    if (order.closing) quantity = Math.min(quantity, Math.abs(state.held));
    if (quantity === 0) {
      cancelOrder(order);
      return false;
    }
    const day = round.dayOf(order.slot);
    if (!marketAllows(rules, state, buying, quantity, price, day)) return false;
    order.status = 'filled';
    order.quantity = quantity;
    order.fillPrice = price;
    order.fillTime = round.time;
    order.fee = feeOf(rules.costs, buying, quantity, price);
    holdingAfter(state, buying, quantity, day);
    fills.push(order);
    if (order.group) for (const other of order.group) if (other !== order && other.status === 'open') other.status = 'cancelled';
    return true;
  };
  for (const order of orders) {
    if (order.type !== 'market' || !ready(order)) continue;
    if (fill(order, open[order.slot]!)) openChildren(order);
  }
  const marketFills = fills.length;
  for (const order of orders) {
    if (order.type === 'market' || order.round === id || !ready(order)) continue;
    const s = order.slot;
    if (order.group) {
      for (const member of order.group) member.round = id;
      const first = firstToFill(order.group, open[s]!, high[s]!, low[s]!);
      if (first) fill(first, first.at);
      for (const member of order.group) if (member.status === 'open') triggerIn(member, high[s]!, low[s]!);
      continue;
    }
    order.round = id;
    const price = fillPrice(order, open[s]!, high[s]!, low[s]!);
    if (Number.isNaN(price) || !fill(order, price)) triggerIn(order, high[s]!, low[s]!);
  }
  for (const order of orders) {
    if (order.status !== 'open') continue;
    if (order.closing && round.states[order.slot]!.held === 0) order.status = 'cancelled';
    else if (order.type === 'trailingStop' && quoted(order)) trailAfter(order, high[order.slot]!, low[order.slot]!);
  }
  for (let k = marketFills; k < fills.length; k++) openChildren(fills[k]!);
  return fills.length;
}
