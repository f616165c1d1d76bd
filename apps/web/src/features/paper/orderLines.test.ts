import type { PaperOrder } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { chartOrderLines, dragChange, draggedPrice } from './orderLines.js';

const order = (change: Partial<PaperOrder>): PaperOrder => ({
  id: 'o1',
  accountId: 'a1',
  run: 1,
  symbol: 'AAPL',
  market: 'US',
  side: 'buy',
  type: 'limit',
  quantity: 10,
  limit: 180,
  stop: null,
  trailPercent: null,
  trailAmount: null,
  timeInForce: 'day',
  status: 'open',
  parentId: null,
  bracket: null,
  source: 'ticket',
  placedAt: 1_781_100_000,
  updatedAt: 1_781_100_000,
  fillPrice: null,
  fee: null,
  filledAt: null,
  reason: null,
  ...change,
});

describe('chartOrderLines', () => {
  it('draws each resting price of the shown symbol: a limit, a stop, both of a stop-limit, a waiting bracket exit', () => {
    const lines = chartOrderLines(
      [
        order({ id: 'limit' }),
        order({ id: 'stop', type: 'stop', limit: null, stop: 170 }),
        order({ id: 'both', type: 'stopLimit', limit: 196, stop: 195 }),
        order({ id: 'target', side: 'sell', limit: 210, status: 'waiting', bracket: 'takeProfit', parentId: 'both' }),
        order({ id: 'trail', side: 'sell', type: 'trailingStop', limit: null, stop: 181.5, trailPercent: 5 }),
        order({ id: 'market', type: 'market', limit: null }),
        order({ id: 'filled', status: 'filled' }),
        order({ id: 'other', symbol: 'MSFT' }),
      ],
      'AAPL',
    );
    expect(lines.map(({ id, price, draggable }) => ({ id, price, draggable }))).toEqual([
      { id: 'limit:limit', price: 180, draggable: true },
      { id: 'stop:stop', price: 170, draggable: true },
      { id: 'both:limit', price: 196, draggable: true },
      { id: 'both:stop', price: 195, draggable: true },
      { id: 'target:limit', price: 210, draggable: true },
      { id: 'trail:stop', price: 181.5, draggable: false },
    ]);
  });
});

describe('a dragged line', () => {
  it('lands on the market’s tick at the price it was dropped at', () => {
    expect(draggedPrice(181.2371, 'US', 2)).toBe(181.24);
    expect(draggedPrice(0.51234, 'US', 4)).toBe(0.5123);
    expect(draggedPrice(452.37, 'HK', 2)).toBe(452.4);
    expect(draggedPrice(9.876, 'HK', 2)).toBe(9.88);
    expect(draggedPrice(1499.996, 'CN', 2)).toBe(1500);
    expect(draggedPrice(65_432.123456, 'USD', 2)).toBe(65_432.12);
    expect(draggedPrice(-3, 'US', 2)).toBeNull();
    expect(draggedPrice(null, 'US', 2)).toBeNull();
  });

  it('asks to modify the price it shows, and nothing when dropped where it was', () => {
    expect(dragChange({ orderId: 'o1', which: 'limit', price: 180 }, 181.24)).toEqual({ orderId: 'o1', limit: 181.24 });
    expect(dragChange({ orderId: 'o2', which: 'stop', price: 195 }, 193.5)).toEqual({ orderId: 'o2', stop: 193.5 });
    expect(dragChange({ orderId: 'o1', which: 'limit', price: 180 }, 180)).toBeNull();
  });
});
