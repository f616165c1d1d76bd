import { describe, expect, it } from 'vitest';
import { runBacktest } from '../src/index.js';
import { daily, START, strategyOf, symbolOf } from './support/candles.js';

const DAY = 86_400;

describe("a run's signals at the last bar", () => {
  // Buy when a bar closes at 10 or below, sell when one closes at 12 or above, stop 10 % under the entry.
  const strategy = strategyOf({
    entry: { day: { 'candle.close': { max: 10 } } },
    exit: { day: { 'candle.close': { min: 12 } } },
    stopLoss: 10,
    maxPositions: 10,
    positionSize: 0.1,
    costs: 'none',
  });
  const run = (rows: Parameters<typeof daily>[0]) => runBacktest([symbolOf('X', daily(rows), strategy, 'US')], strategy);
  const last = (rows: Parameters<typeof daily>[0]) => START + (rows.length - 1) * DAY;

  it('lists an entry decided at the last close, to fill at the next open', () => {
    const rows = [[11, 11, 11, 11], [11, 11, 9.5, 9.8]] as const;
    expect(run(rows).signals).toEqual([{ symbol: 'X', side: 'enter', reason: 'rule', time: last(rows), price: 9.8 }]);
  });

  it('lists an exit decided at the last close while a position is held, and no entry', () => {
    const rows = [[11, 11, 9.5, 9.8], [10, 10.5, 9.9, 10.2], [10.2, 12.5, 10.1, 12.2]] as const;
    const result = run(rows);
    expect(result.trades).toHaveLength(1);
    expect(result.trades[0]!.exitTime).toBeNull();
    expect(result.signals).toEqual([{ symbol: 'X', side: 'exit', reason: 'rule', time: last(rows), price: 12.2 }]);
  });

  it('lists a stop reached inside the last bar at its fill price, and the entry its close decides', () => {
    const rows = [[11, 11, 9.5, 9.8], [10, 10.5, 9.9, 10.2], [10.1, 10.2, 8.5, 9]] as const;
    const result = run(rows);
    expect(result.trades[0]).toMatchObject({ exitReason: 'stopLoss', exitTime: last(rows) });
    expect(result.signals).toEqual([
      { symbol: 'X', side: 'exit', reason: 'stopLoss', time: last(rows), price: 9 },
      { symbol: 'X', side: 'enter', reason: 'rule', time: last(rows), price: 9 },
    ]);
  });

  it('lists nothing for a symbol held with no exit due, or flat with no entry', () => {
    expect(run([[11, 11, 9.5, 9.8], [10, 10.5, 9.9, 10.2], [10.2, 10.8, 10.1, 10.5]]).signals).toEqual([]);
    expect(run([[11, 11, 11, 11], [11, 11.5, 10.5, 11.2]]).signals).toEqual([]);
  });

  it('lists an entry even when every slot is taken, as the trader decides the size', () => {
    const one = { ...strategy, maxPositions: 1, positionSize: 1 };
    const a = symbolOf('A', daily([[11, 11, 9.5, 9.8], [10, 10.5, 9.9, 9.9], [9.9, 10, 9.5, 9.6]]), one, 'US');
    const b = symbolOf('B', daily([[11, 11, 11, 11], [11, 11, 11, 11], [10, 10, 9, 9.5]]), one, 'US');
    const result = runBacktest([a, b], one);
    expect(result.trades.map((t) => t.symbol)).toEqual(['A']);
    expect(result.signals.map((s) => [s.symbol, s.side])).toEqual([['B', 'enter']]);
  });
});
