import { describe, expect, it } from 'vitest';
import { runBacktest } from '../src/index.js';
import { daily, START, strategyOf, symbolOf } from './support/candles.js';

const DAY = 86_400;
const close = (a: number, b: number) => {
  expect(a).toBeCloseTo(b, 9);
};

describe('a long strategy worked out by hand', () => {
  // Buy half the equity when a bar closes at 10 or below, sell when one closes at 12 or above, stop 10 % under
  // the entry. US costs: 1 cent a share (at least $1) and 10 bps of slippage on each fill.
  const strategy = strategyOf({
    entry: { day: { 'candle.close': { max: 10 } } },
    exit: { day: { 'candle.close': { min: 12 } } },
    stopLoss: 10,
    positionSize: 0.5,
    startingCash: 10_000,
    costs: { US: { commissionPerShare: 0.01, minimumCommission: 1, slippageBps: 10 } },
  });
  const candles = daily([
    [11, 11.2, 10.8, 11], // 0
    [11, 11.1, 10.4, 10.5], // 1
    [10.5, 10.6, 9.8, 10], // 2: closes at 10, buy at the next open
    [9.9, 10.3, 9.7, 10.2], // 3: bought at 9.9
    [10.2, 10.8, 10.1, 10.7], // 4
    [10.7, 12.3, 10.6, 12.1], // 5: closes above 12, sell at the next open
    [12, 12.2, 11.8, 11.9], // 6: sold at 12
    [11.9, 12, 10.9, 11], // 7
    [11, 11, 9.9, 9.95], // 8: buy signal
    [9, 9.2, 8.5, 8.6], // 9: bought at 9 (opened lower), stop at 8.1
    [7.8, 8, 7.5, 7.9], // 10: opens below the stop: sold at the open, 7.8; closes at 7.9, buy signal
    [8, 8.2, 7.1, 7.3], // 11: bought at 8, stop 7.2 hit inside the same bar
    [7.4, 7.6, 7.3, 7.5], // 12: bought at 7.4
    [7.5, 7.9, 7.4, 7.8], // 13
    [7.8, 8.3, 7.7, 8.2], // 14: still open at the end
  ]);
  const result = runBacktest([symbolOf('HAND', candles, strategy, 'US')], strategy);

  it('fills each order at the price and with the fee written out', () => {
    const [first, second, third, fourth] = result.trades;
    expect(result.trades).toHaveLength(4);
    // 1. Equity 10,000, half of it 5,000: 5,000 / (9.9 × 1.001 + 0.01) = 504.04 → 504 shares.
    //    Entry fee 504 × 0.01 + 504 × 9.9 × 0.001 = 5.04 + 4.9896 = 10.0296; exit fee 5.04 + 504 × 12 × 0.001 = 11.088.
    expect(first).toMatchObject({ entryTime: START + 3 * DAY, entryPrice: 9.9, exitTime: START + 6 * DAY, exitPrice: 12 });
    expect(first).toMatchObject({ quantity: 504, exitReason: 'rule', barsHeld: 3, direction: 'long', symbol: 'HAND' });
    close(first!.costs, 10.0296 + 11.088);
    close(first!.profit, 504 * 2.1 - 21.1176);
    close(first!.return, 1037.2824 / (4989.6 + 10.0296));
    // 2. Equity 11,037.2824, half 5,518.6412 / (9 × 1.001 + 0.01) = 611.89 → 611 shares at 9; stop 8.1.
    //    The next bar opens at 7.8, through the stop: sold at 7.8. Fees 6.11 + 5.499 and 6.11 + 4.7658.
    expect(second).toMatchObject({ entryPrice: 9, exitPrice: 7.8, quantity: 611, exitReason: 'stopLoss', barsHeld: 1 });
    close(second!.costs, 11.609 + 10.8758);
    close(second!.profit, -733.2 - 22.4848);
    // 3. Equity 10,281.5976, half 5,140.7988 / 8.018 = 641.16 → 641 shares at 8; the low 7.1 reaches the stop
    //    at 7.2 within the bar it was bought in. Fees 6.41 + 5.128 and 6.41 + 4.6152.
    expect(third).toMatchObject({ entryTime: START + 11 * DAY, exitTime: START + 11 * DAY, quantity: 641, exitReason: 'stopLoss' });
    close(third!.exitPrice!, 7.2);
    expect(third!.barsHeld).toBe(0);
    close(third!.profit, -512.8 - 22.5632);
    // 4. Equity 9,746.2344, half 4,873.1172 / 7.4174 = 656.97 → 656 shares at 7.4, open at the end.
    //    Entry fee 6.56 + 4.8544; marked at the last close 8.2 with no exit fee.
    expect(fourth).toMatchObject({ entryPrice: 7.4, quantity: 656, exitTime: null, exitPrice: null, exitReason: null, barsHeld: 3 });
    close(fourth!.costs, 11.4144);
    close(fourth!.profit, 656 * 0.8 - 11.4144);
  });

  it('marks the account at every close', () => {
    const expected = [
      10_000, 10_000, 10_000,
      // cash 5,000.3704 with 504 shares
      5000.3704 + 504 * 10.2, 5000.3704 + 504 * 10.7, 5000.3704 + 504 * 12.1,
      11_037.2824, 11_037.2824, 11_037.2824,
      // cash 5,526.6734 with 611 shares
      5526.6734 + 611 * 8.6,
      10_281.5976, 9746.2344,
      // cash 4,880.42 with 656 shares
      4880.42 + 656 * 7.5, 4880.42 + 656 * 7.8, 4880.42 + 656 * 8.2,
    ];
    expect(Array.from(result.equity.time)).toEqual(candles.map((c) => c.ts));
    expect(result.equity.equity).toHaveLength(expected.length);
    for (const [i, value] of expected.entries()) close(result.equity.equity[i]!, value);
    close(result.equity.invested[4]!, 504 * 10.7);
    expect(result.equity.invested[7]).toBe(0);
    close(result.costs, 10.0296 + 11.088 + 11.609 + 10.8758 + 11.538 + 11.0252 + 11.4144);
  });

  it('holds the same symbol from the first open for comparison', () => {
    // 10,000 / 11 shares at the first open, marked at each close, no costs.
    close(result.buyAndHold[0]!, 10_000);
    close(result.buyAndHold[14]!, (10_000 / 11) * 8.2);
  });
});

describe('take-profit, trailing stop and holding time worked out by hand', () => {
  it('takes profit at its price, trails the highest high from the close, and leaves after the holding time', () => {
    // Every close at 100 or below is a buy signal; all equity, no costs.
    const strategy = strategyOf({
      entry: { day: { 'candle.close': { max: 100 } } },
      takeProfit: 10,
      trailingStop: 5,
      maxBars: 3,
      startingCash: 1000,
      costs: 'none',
    });
    const candles = daily([
      [100, 101, 99, 100], // 0: signal
      [100, 104, 99, 103], // 1: bought 10 at 100; trail from 104 → 98.8 after the close
      [103, 111, 102, 108], // 2: high 111 passes the take-profit at 110 → sold at 110 (the low 102 stays above 98.8)
      [108, 109, 99, 100], // 3: signal
      [100, 106, 99, 105], // 4: bought 11 at 100 (cash 1,100); trail 106 × 0.95 = 100.7
      [104, 104.5, 100, 101], // 5: low 100 under 100.7: sold at 100.7
      [101, 101, 99, 99], // 6: signal
      [99, 100, 98, 99.5], // 7: bought 11 at 99, trail 95 from the high 100
      [99.5, 101, 98, 100], // 8
      [100, 102, 99, 101], // 9: the third close held: sell at the next open
      [101, 102, 100, 101], // 10: sold at 101 (holding time)
    ]);
    const result = runBacktest([symbolOf('HAND', candles, strategy, 'US')], strategy);
    const summary = result.trades.map((t) => [t.entryPrice, t.exitPrice, t.quantity, t.exitReason, t.barsHeld]);
    expect(summary).toEqual([
      [100, expect.closeTo(110, 9), 10, 'takeProfit', 1],
      [100, expect.closeTo(100.7, 9), 11, 'trailingStop', 1],
      [99, 101, 11, 'maxBars', 3],
    ]);
    // 1,107.7 buys 11 whole shares at 99, leaving 18.7 in cash.
    close(result.equity.equity[10]!, 18.7 + 11 * 101);
  });
});
