import { type BacktestStrategy, NO_SHORT_REGIONS } from '@signaldesk/contract';
import { seriesFromCandles } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { type BacktestResult, prepareSymbols, runBacktest } from '../src/index.js';
import { strategyOf } from './support/candles.js';
import { fiftySymbols, hasData, type RealSymbol } from './support/data.js';
import { type ReferenceResult, referenceBacktest } from './support/reference.js';

/** Equal to 1e-9 of the larger magnitude (and of 1). */
const near = (a: number | null, b: number | null) => {
  if (a === null || b === null) expect(a).toBe(b);
  else expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(a), Math.abs(b)));
};

function expectSame(engine: BacktestResult, reference: ReferenceResult): void {
  expect(engine.trades.length).toBe(reference.trades.length);
  engine.trades.forEach((trade, k) => {
    const expected = reference.trades[k]!;
    expect([trade.symbol, trade.entryTime, trade.exitTime, trade.exitReason]).toEqual([
      expected.symbol,
      expected.entryTime,
      expected.exitTime,
      expected.reason,
    ]);
    near(trade.entryPrice, expected.entryPrice);
    near(trade.exitPrice, expected.exitPrice);
    near(trade.quantity, expected.quantity);
    near(trade.profit, expected.profit);
  });
  expect(Array.from(engine.equity.time)).toEqual(reference.equity.map((e) => e.time));
  near(engine.equity.equity.at(-1) ?? null, reference.equity.at(-1)?.value ?? null);
}

const STRATEGIES: Record<string, BacktestStrategy> = {
  'KD oversold, no costs': strategyOf({
    entry: { day: { 'kd.k': { max: 20 } } },
    exit: { day: { 'kd.k': { min: 80 } } },
    costs: 'none',
  }),
  'two rules, stops, trailing, holding time, market costs': strategyOf({
    entry: { day: { 'kd.k': { max: 35 }, 'candle.updown': { max: -1 } } },
    stopLoss: 8,
    takeProfit: 15,
    trailingStop: 6,
    maxBars: 20,
    positionSize: 0.5,
  }),
  'short above K 85, covered under 30, stop 5 %': strategyOf({
    entry: { day: { 'kd.k': { min: 85 } } },
    exit: { day: { 'kd.k': { max: 30 } } },
    direction: 'short',
    stopLoss: 5,
    from: '2021-01-01',
  }),
};

const engineOn = (symbols: readonly RealSymbol[], strategy: BacktestStrategy) =>
  runBacktest(
    prepareSymbols(
      symbols.map((s) => ({ symbol: s.symbol, market: s.market, lot: s.lot, series: seriesFromCandles(s.candles) })),
      strategy,
    ),
    strategy,
  );

describe.skipIf(!hasData)('the engine against a plain reference on 50 real daily series', () => {
  const symbols = hasData ? fiftySymbols() : [];

  it('has 50 series from four markets', () => {
    expect(symbols).toHaveLength(50);
    expect(new Set(symbols.map((s) => s.market))).toEqual(new Set(['US', 'HK', 'CN', 'USD']));
  });

  for (const [name, strategy] of Object.entries(STRATEGIES)) {
    it(`${name}: same trades and final equity on each series`, () => {
      let trades = 0;
      for (const symbol of symbols) {
        if (strategy.direction === 'short' && NO_SHORT_REGIONS.includes(symbol.market)) continue;
        const engine = engineOn([symbol], strategy);
        expectSame(engine, referenceBacktest([symbol], strategy));
        trades += engine.trades.length;
      }
      expect(trades).toBeGreaterThan(100);
    });
  }

  it('as one portfolio of the 50 with five positions at most, cash shared', () => {
    const strategy = { ...STRATEGIES['two rules, stops, trailing, holding time, market costs']!, maxPositions: 5, positionSize: 0.2 };
    const engine = engineOn(symbols, strategy);
    expectSame(engine, referenceBacktest(symbols, strategy));
    expect(new Set(engine.trades.map((t) => t.symbol)).size).toBeGreaterThan(10);
  });
});
