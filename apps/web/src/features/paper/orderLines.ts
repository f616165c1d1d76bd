import { tickSizeOf } from '@signaldesk/backtest';
import type { PaperMarket, PaperOrder, PaperOrderChange } from '@signaldesk/contract';
import { priceDigits } from '@signaldesk/format';

/** Which price of an order a line shows: a stop-limit has two lines, its stop and its limit. */
export type OrderLinePrice = 'limit' | 'stop';

/** A resting order's price drawn across the chart. */
export interface OrderLine {
  /** The order and which of its prices, e.g. `ab12:stop`. */
  id: string;
  orderId: string;
  price: number;
  which: OrderLinePrice;
  order: PaperOrder;
  /** A trailing stop's line follows the price by itself, so it is shown but not dragged. */
  draggable: boolean;
}

const RESTING = new Set<PaperOrder['status']>(['open', 'waiting']);

/**
 * The lines of the shown symbol's resting orders: a limit's limit, a stop's stop, both prices of a stop-limit, a
 * trailing stop where it stands now, and a bracket's take-profit and stop-loss while they wait for their entry.
 * A market order has no price to draw.
 */
export function chartOrderLines(orders: readonly PaperOrder[], symbol: string): OrderLine[] {
  return orders.flatMap((order) => {
    if (order.symbol !== symbol || !RESTING.has(order.status)) return [];
    const lines: OrderLine[] = [];
    const draggable = order.type !== 'trailingStop';
    if (order.limit !== null) lines.push({ id: `${order.id}:limit`, orderId: order.id, price: order.limit, which: 'limit', order, draggable });
    if (order.stop !== null) lines.push({ id: `${order.id}:stop`, orderId: order.id, price: order.stop, which: 'stop', order, draggable });
    return lines;
  });
}

/**
 * A price under a dragged line as the order's new price: on the market's tick at that price (Hong Kong's spread
 * table, a cent in the US, a fen for A-shares), or to the chart's decimals where any price trades (crypto).
 * Null where the pointer is at or below zero.
 */
export function draggedPrice(price: number | null, market: PaperMarket, digits: number): number | null {
  if (price === null || !Number.isFinite(price) || price <= 0) return null;
  const tick = tickSizeOf(market, price);
  const places = Math.max(priceDigits(price), digits, tick > 0 ? Math.max(0, -Math.floor(Math.log10(tick) + 1e-9)) : 0);
  const snapped = tick > 0 ? Math.round(price / tick) * tick : price;
  const level = Number(snapped.toFixed(places));
  return level > 0 ? level : null;
}

/** The modify request a line dropped at a new price sends; null when it was dropped where it was. */
export function dragChange(line: Pick<OrderLine, 'orderId' | 'which' | 'price'>, price: number): PaperOrderChange | null {
  if (price === line.price) return null;
  return line.which === 'limit' ? { orderId: line.orderId, limit: price } : { orderId: line.orderId, stop: price };
}
