import { type BacktestStrategy, NO_SHORT_REGIONS } from '@signaldesk/contract';
import { type Candle, seriesFromCandles } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { type BacktestSymbol, limitPrice, prepareSymbols, runBacktest } from '../src/index.js';
import { seeded, START, strategyOf } from './support/candles.js';
import { fiftySymbols, hasData, type RealSymbol } from './support/data.js';
import { paperReplay } from './support/paper.js';

const STRATEGIES: Record<string, BacktestStrategy> = {
  'KD with every exit, market costs': strategyOf({
    entry: { day: { 'kd.k': { max: 35 }, 'candle.updown': { max: -0.5 } } },
    exit: { day: { 'kd.k': { min: 75 } } },
    stopLoss: 6,
    takeProfit: 10,
    trailingStop: 4,
    maxBars: 15,
    positionSize: 0.7,
  }),
  'tight stops and targets': strategyOf({
    entry: { day: { 'kd.k': { max: 45 } } },
    stopLoss: 2,
    takeProfit: 3,
    trailingStop: 1.5,
  }),
  'short with a stop and a target': strategyOf({
    entry: { day: { 'kd.k': { min: 80 } } },
    exit: { day: { 'kd.k': { max: 35 } } },
    direction: 'short',
    stopLoss: 5,
    takeProfit: 8,
  }),
};

const prepared = (s: { symbol: string; market: RealSymbol['market']; candles: Candle[] }, strategy: BacktestStrategy): BacktestSymbol =>
  prepareSymbols([{ symbol: s.symbol, market: s.market, series: seriesFromCandles(s.candles) }], strategy)[0]!;

/** The backtest's trades and the order module's, driven order by order, field by field. */
function expectSameTrades(symbol: BacktestSymbol, strategy: BacktestStrategy): number {
  const backtest = runBacktest([symbol], strategy).trades.map(({ entryTime, entryPrice, exitTime, exitPrice, exitReason, quantity, costs, profit }) => ({
    entryTime,
    entryPrice,
    exitTime,
    exitPrice,
    exitReason,
    quantity,
    costs,
    profit,
  }));
  expect(paperReplay(symbol, strategy).trades).toEqual(backtest);
  return backtest.length;
}

describe.skipIf(!hasData)('paper trading and the backtest fill real series alike', () => {
  const symbols = hasData ? fiftySymbols().filter((_, k) => k % 2 === 0) : [];

  for (const [name, strategy] of Object.entries(STRATEGIES)) {
    it(`${name}: the same trades on 25 series of four markets`, () => {
      let trades = 0;
      for (const symbol of symbols) {
        if (strategy.direction === 'short' && NO_SHORT_REGIONS.includes(symbol.market)) continue;
        trades += expectSameTrades(prepared(symbol, strategy), strategy);
      }
      expect(trades).toBeGreaterThan(200);
    });
  }
});

/**
 * An A-share's daily candles from a seeded walk, with gaps of 3 to 8 % at some opens and days locked at
 * limit-up or limit-down (open, high, low and close at the limit).
 */
function roughAShare(count: number, seed: number): Candle[] {
  const random = seeded(seed);
  const candles: Candle[] = [];
  let previous = 20;
  for (let i = 0; i < count; i++) {
    const draw = random();
    const ts = START + i * 86_400;
    if (draw < 0.06) {
      const price = limitPrice(previous, draw < 0.03 ? 0.1 : -0.1);
      candles.push({ ts, open: price, high: price, low: price, close: price, volume: 1000 });
      previous = price;
      continue;
    }
    const gap = draw < 0.2 ? (random() < 0.5 ? -1 : 1) * (0.03 + random() * 0.05) : (random() - 0.5) * 0.01;
    const open = Math.round(previous * (1 + gap) * 100) / 100;
    const close = Math.round(open * (1 + (random() - 0.5) * 0.05) * 100) / 100;
    const high = Math.round(Math.max(open, close) * (1 + random() * 0.02) * 100) / 100;
    const low = Math.round(Math.min(open, close) * (1 - random() * 0.02) * 100) / 100;
    candles.push({ ts, open, high, low, close, volume: 1000 });
    previous = close;
  }
  return candles;
}

describe('paper trading and the backtest fill gaps and limit-locked days alike', () => {
  const candles = roughAShare(1500, 11);

  it.each(Object.entries(STRATEGIES).filter(([, s]) => s.direction === 'long'))('%s on a generated A-share', (_, strategy) => {
    const symbol = prepared({ symbol: '600000.SS', market: 'CN', candles }, strategy);
    expect(expectSameTrades(symbol, strategy)).toBeGreaterThan(40);
    // The series must put entries against limit-up days, or the comparison proves less than it says.
    expect(paperReplay(symbol, strategy).refusedEntries).toBeGreaterThan(0);
  });

  it('and on the same candles as a US stock, where neither limits nor T+1 apply', () => {
    const strategy = STRATEGIES['tight stops and targets']!;
    expect(expectSameTrades(prepared({ symbol: 'ROUGH', market: 'US', candles }, strategy), strategy)).toBeGreaterThan(40);
  });
});
