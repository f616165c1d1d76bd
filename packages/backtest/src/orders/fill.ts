import type { Order } from './types.js';

/** A limit fills at the open when the quote opens at or beyond it (a better price), else where the range reaches it. */
const limitFill = (buying: boolean, limit: number, open: number, high: number, low: number): number =>
  buying ? (open <= limit ? open : low <= limit ? limit : Number.NaN) : open >= limit ? open : high >= limit ? limit : Number.NaN;

/** A stop fills at the open when the quote gaps through it (a worse price), else at the stop when the range reaches it. */
const stopFill = (buying: boolean, stop: number, open: number, high: number, low: number): number =>
  buying ? (open >= stop ? open : high >= stop ? stop : Number.NaN) : open <= stop ? open : low <= stop ? stop : Number.NaN;

/** True when a stop-limit's stop lies in the quote's range. */
const stopReached = (buying: boolean, stop: number, high: number, low: number): boolean => (buying ? high >= stop : low <= stop);

/**
 * The price at which an order fills in a quote, or NaN; a tick is a quote whose open, high and low are its
 * price. A market order fills at the open. A stop-limit, once its stop is reached, is a limit: reached at the
 * open it fills there if the open satisfies the limit; reached inside the range it fills at the stop if that
 * satisfies the limit; otherwise it rests as a limit from the next quote (the range does not tell whether the
 * limit came back after the stop).
 */
export function fillPrice(order: Order, open: number, high: number, low: number): number {
  const type = order.type;
  const buying = order.side === 'buy';
  if (type === 'stop' || type === 'trailingStop') return stopFill(buying, order.stop, open, high, low);
  if (type === 'limit') return limitFill(buying, order.limit, open, high, low);
  if (type === 'market') return open;
  if (order.triggered) return limitFill(buying, order.limit, open, high, low);
  const price = stopFill(buying, order.stop, open, high, low);
  const within = buying ? price <= order.limit : price >= order.limit;
  return within ? price : Number.NaN;
}

/** Marks a stop-limit whose stop the quote reached and which did not fill: a limit from now on. */
export function triggerIn(order: Order, high: number, low: number): void {
  if (order.type === 'stopLimit' && !order.triggered) order.triggered = stopReached(order.side === 'buy', order.stop, high, low);
}

/** Acts like a stop in a quote (fills on an adverse move) rather than a limit (fills on a favourable one). */
const stopLike = (order: Order): boolean => order.type === 'stop' || order.type === 'trailingStop' || (order.type === 'stopLimit' && !order.triggered);

/**
 * True when `a` is reached before `b` in the quote, both filling (their `at` set): the open before the range;
 * at each, a stop before a limit, as a quote does not tell which came first and assuming the loss never
 * flatters; then the level a moving price meets first (for a sell stop the highest, for a sell limit the
 * lowest). Equal levels keep the earlier order.
 */
function reachedBefore(a: Order, b: Order, open: number): boolean {
  const rankA = (a.at === open ? 0 : 2) + (stopLike(a) ? 0 : 1);
  const rankB = (b.at === open ? 0 : 2) + (stopLike(b) ? 0 : 1);
  if (rankA !== rankB) return rankA < rankB;
  if (a.side !== b.side) return false;
  const stop = stopLike(a);
  const levelA = stop ? a.stop : a.limit;
  const levelB = stop ? b.stop : b.limit;
  const higherFirst = (a.side === 'sell') === stop;
  return higherFirst ? levelA > levelB : levelA < levelB;
}

/**
 * Of a group of orders that cancel each other, the open one the quote fills first (its price in `at`), or null.
 */
export function firstToFill(group: readonly Order[], open: number, high: number, low: number): Order | null {
  let first: Order | null = null;
  for (let k = 0; k < group.length; k++) {
    const order = group[k]!;
    if (order.status !== 'open') continue;
    const at = fillPrice(order, open, high, low);
    order.at = at;
    if (Number.isNaN(at)) continue;
    if (first === null || reachedBefore(order, first, open)) first = order;
  }
  return first;
}

/**
 * Moves a trailing stop after a quote it did not fill in: its extreme takes the quote's high (a sell) or low
 * (a buy), and the stop follows by its amount or percent. The stop stands still inside a quote, as the range
 * does not tell whether the high came before the low.
 */
export function trailAfter(order: Order, high: number, low: number): void {
  if (order.type !== 'trailingStop') return;
  if (order.side === 'sell') {
    if (high > order.extreme) order.extreme = high;
  } else if (low < order.extreme) order.extreme = low;
  order.stop = trailingStopOf(order);
}

/** A trailing stop's price from its extreme. */
export function trailingStopOf(order: Order): number {
  const selling = order.side === 'sell';
  if (order.trailPercent > 0) return order.extreme * (selling ? 1 - order.trailPercent / 100 : 1 + order.trailPercent / 100);
  return selling ? order.extreme - order.trailAmount : order.extreme + order.trailAmount;
}
