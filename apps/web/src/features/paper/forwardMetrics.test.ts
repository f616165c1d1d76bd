import type { PaperFill } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { forwardMetrics } from './forwardMetrics.js';
import { symbolsTyped } from './forwardDraft.js';

const fill = (side: 'buy' | 'sell', price: number, realised: number, filledAt: number): PaperFill => ({
  id: `${side}-${filledAt}`,
  orderId: `order-${filledAt}`,
  run: 1,
  symbol: 'BTC-USD',
  side,
  quantity: 1,
  price,
  fee: 1,
  realised,
  filledAt,
});

describe('forward results', () => {
  it('counts a round trip and its realised profit from the starting equity', () => {
    const metrics = forwardMetrics([fill('buy', 100, -1, 3_600), fill('sell', 110, 8, 7_200)], 0, 1_000, 8_760);
    expect(metrics.trades).toBe(1);
    expect(metrics.totalReturn).toBeCloseTo(7 / 1_000, 9);
  });

  it('reads typed symbols with commas or spaces, once each, upper-cased; none typed is the strategy’s results', () => {
    expect(symbolsTyped(' aapl, msft  aapl，tsla ')).toEqual(['AAPL', 'MSFT', 'TSLA']);
    expect(symbolsTyped('  ')).toBeUndefined();
  });
});
