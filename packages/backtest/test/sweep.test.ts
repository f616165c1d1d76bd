import { backtestSweepSchema, sweepProblems } from '@signaldesk/contract';
import { seriesFromCandles } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { prepareSymbols, runBacktest, sweep, withThresholds } from '../src/index.js';
import { randomWalk, strategyOf } from './support/candles.js';

const strategy = strategyOf({
  entry: { day: { 'kd.k': { max: 20 }, 'candle.updown': { max: 0 } } },
  exit: { day: { 'kd.k': { min: 80 } } },
  costs: 'none',
});
const symbols = prepareSymbols([{ symbol: 'WALK', series: seriesFromCandles(randomWalk(1200, 3)) }], strategy);

describe('parameter sweep', () => {
  it('runs every combination once, last axis fastest, each as a run of its own would', () => {
    const axes = backtestSweepSchema.parse([
      { side: 'entry', field: 'kd.k', bound: 'max', from: 10, to: 30, step: 10 },
      { side: 'exit', field: 'kd.k', bound: 'min', from: 70, to: 85, step: 5 },
    ]);
    expect(sweepProblems(strategy, axes)).toEqual([]);
    const cells = sweep(symbols, strategy, axes, (r) => ({ trades: r.trades.length, final: r.equity.equity.at(-1) }));
    expect(cells.map((c) => c.values)).toEqual([10, 20, 30].flatMap((a) => [70, 75, 80, 85].map((b) => [a, b])));
    for (const cell of cells) {
      const alone = runBacktest(symbols, withThresholds(strategy, axes, cell.values));
      expect(cell.summary).toEqual({ trades: alone.trades.length, final: alone.equity.equity.at(-1) });
    }
    expect(new Set(cells.map((c) => c.summary.final)).size).toBeGreaterThan(5);
  });

  it('leaves the strategy it varies untouched', () => {
    withThresholds(strategy, backtestSweepSchema.parse([{ side: 'entry', field: 'kd.k', bound: 'max', from: 5, to: 5, step: 1 }]), [5]);
    expect(strategy.entry.day?.['kd.k']).toEqual({ max: 20 });
  });

  it('refuses more than 400 runs, more than three axes, and a threshold the rules do not set', () => {
    const axis = { side: 'entry', field: 'kd.k', bound: 'max', from: 1, to: 21, step: 1 };
    expect(backtestSweepSchema.safeParse([axis, axis]).error?.issues.map((i) => i.message)).toEqual(['backtestSweepSize']);
    expect(backtestSweepSchema.safeParse([axis, axis, axis, axis]).error?.issues[0]?.message).toBe('backtestSweepAxes');
    const unset = backtestSweepSchema.parse([{ ...axis, bound: 'min' }]);
    expect(sweepProblems(strategy, unset)).toEqual([{ path: [0, 'field'], key: 'backtestSweepField' }]);
    const noExit = { ...strategy, exit: undefined };
    const exitAxis = backtestSweepSchema.parse([{ ...axis, side: 'exit' }]);
    expect(sweepProblems(noExit, exitAxis)).toEqual([{ path: [0, 'field'], key: 'backtestSweepField' }]);
    expect(() => withThresholds(noExit, exitAxis, [10])).toThrow('the strategy sets no exit range on kd.k');
    expect(() => sweep(symbols, strategy, backtestSweepSchema.parse([axis]).concat(backtestSweepSchema.parse([axis])), () => 0)).toThrow();
  });
});
