import { axisValues, BACKTEST_LIMITS, type BacktestStrategy, type IndicatorRule, type SweepAxis, strategyGroup } from '@signaldesk/contract';
import { type BacktestResult, type BacktestSymbol, runBacktest } from './run.js';

export interface SweepCell<T> {
  /** The value of each axis, in the axes' order. */
  values: number[];
  summary: T;
}

/** The strategy with each axis's threshold set to its value. */
export function withThresholds(strategy: BacktestStrategy, axes: readonly SweepAxis[], values: readonly number[]): BacktestStrategy {
  const group = strategyGroup(strategy);
  const next: BacktestStrategy = { ...strategy, entry: { ...strategy.entry }, exit: strategy.exit && { ...strategy.exit } };
  axes.forEach((axis, k) => {
    const sides = next[axis.side];
    const rule = sides?.[group]?.[axis.field] as IndicatorRule | undefined;
    if (!sides || !rule || 'in' in rule) throw new Error(`the strategy sets no ${axis.side} range on ${axis.field}`);
    const rules = { ...sides[group] };
    rules[axis.field] = { ...rule, [axis.bound]: values[k] };
    sides[group] = rules;
  });
  return next;
}

/**
 * Runs every combination of the axes' values (at most 400) over symbols prepared once: the indicators are
 * not recomputed, only the rules are reread. `summarize` keeps what the caller needs of each run.
 */
export function sweep<T>(
  symbols: readonly BacktestSymbol[],
  strategy: BacktestStrategy,
  axes: readonly SweepAxis[],
  summarize: (result: BacktestResult) => T,
): SweepCell<T>[] {
  const grids = axes.map(axisValues);
  const runs = grids.reduce((product, values) => product * values.length, 1);
  if (axes.length === 0 || axes.length > BACKTEST_LIMITS.sweepAxes || runs > BACKTEST_LIMITS.sweepRuns) {
    throw new Error(`a sweep has 1 to ${BACKTEST_LIMITS.sweepAxes} axes and at most ${BACKTEST_LIMITS.sweepRuns} runs`);
  }
  const cells: SweepCell<T>[] = [];
  const values = new Array<number>(axes.length);
  for (let run = 0; run < runs; run++) {
    let rest = run;
    for (let k = axes.length - 1; k >= 0; k--) {
      const grid = grids[k]!;
      values[k] = grid[rest % grid.length]!;
      rest = Math.floor(rest / grid.length);
    }
    cells.push({ values: [...values], summary: summarize(runBacktest(symbols, withThresholds(strategy, axes, values))) });
  }
  return cells;
}
