import { CATALOGUE, type Candle, compute, seriesFromCandles } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { type BacktestResult, prepareSymbols, runBacktest } from '../src/index.js';
import { randomWalk, seeded, strategyOf } from './support/candles.js';
import { hasData, realSymbols } from './support/data.js';

/** Five rules over KD, the sine machine, the moving averages and the candle, with every kind of exit. */
const strategy = strategyOf({
  entry: {
    day: {
      'kd.k': { max: 45 },
      'sine.stage': { in: [2, 3, 4] },
      'matrix.bias10': { max: 2 },
      'candle.updown': { max: 1 },
      'matrix.k10': { min: -60 },
    },
  },
  exit: { day: { 'kd.k': { min: 75 } } },
  stopLoss: 6,
  takeProfit: 12,
  trailingStop: 5,
  maxBars: 25,
  positionSize: 0.8,
});

/** The candles with every bar after `cut` replaced by another random path. */
function rewrittenAfter(candles: readonly Candle[], cut: number, seed: number): Candle[] {
  const tail = randomWalk(candles.length - cut - 1, seed, candles[cut]!.close * (0.5 + seeded(seed)()), candles[cut]!.ts + 86_400);
  return [...candles.slice(0, cut + 1), ...tail];
}

const run = (candles: Candle[]): BacktestResult =>
  runBacktest(prepareSymbols([{ symbol: 'TEST', market: 'US', series: seriesFromCandles(candles) }], strategy), strategy);

/** What was known at the close of `time`: fills up to then, an open position's entry, the account marked. */
function knownAt(result: BacktestResult, time: number) {
  const trades = result.trades
    .filter((t) => t.entryTime <= time)
    .map((t) => ({
      entry: [t.entryTime, t.entryPrice, t.quantity],
      exit: t.exitTime !== null && t.exitTime <= time ? [t.exitTime, t.exitPrice, t.exitReason, t.profit] : null,
    }));
  const bars = result.equity.time.findIndex((t) => t > time);
  const equity = Array.from(result.equity.equity.subarray(0, bars < 0 ? undefined : bars));
  return { trades, equity };
}

const series: { name: string; candles: Candle[] }[] = [
  { name: 'a random walk', candles: randomWalk(1500, 7) },
  ...(hasData ? realSymbols('us_sp500_5yr_daily', 'US', 2).map((s) => ({ name: s.symbol, candles: s.candles })) : []),
];

describe('no look-ahead: rewriting every candle after a bar changes nothing known at its close', () => {
  for (const { name, candles } of series) {
    const cuts = Array.from({ length: 30 }, (_, k) => 60 + Math.floor(seeded(k + 1)() * (candles.length - 120)));

    it(`${name}: every catalogue indicator up to the cut`, () => {
      const original = compute(seriesFromCandles(candles));
      for (const [k, cut] of cuts.entries()) {
        const changed = compute(seriesFromCandles(rewrittenAfter(candles, cut, 100 + k)));
        for (const def of CATALOGUE) {
          expect(Array.from(changed.column(def.id).subarray(0, cut + 1)), `${def.id} at cut ${cut}`).toEqual(
            Array.from(original.column(def.id).subarray(0, cut + 1)),
          );
        }
        // The rewrite must reach the indicators, or the comparison above proves nothing.
        expect(changed.column('kd.k')[cut + 20]).not.toBe(original.column('kd.k')[cut + 20]);
      }
    });

    it(`${name}: every trade and equity value up to the cut`, () => {
      const original = run(candles);
      expect(original.trades.length).toBeGreaterThan(10);
      let differing = 0;
      for (const [k, cut] of cuts.entries()) {
        const changed = run(rewrittenAfter(candles, cut, 200 + k));
        const time = candles[cut]!.ts;
        expect(knownAt(changed, time), `cut at bar ${cut}`).toEqual(knownAt(original, time));
        if (changed.trades.length !== original.trades.length || changed.equity.equity.at(-1) !== original.equity.equity.at(-1)) differing++;
      }
      expect(differing).toBe(cuts.length);
    });
  }
});
