import { type AlertCondition, type Crossing, type LineCondition, SEEK_FIELDS } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { ScreenerTable } from '../screener/screenerTable.js';
import { type BarRange, conditionMet, linePriceAt, type PriceReading } from './conditions.js';
import { screenerRulesHold } from './indicatorRules.js';

const T = 1_760_000_000;
const at = (time: number, price: number): PriceReading => ({ time, price });
const noRules = () => {
  throw new Error('a price condition asked for indicator rules');
};

/** Whether the condition is met going from one price to the next, one minute apart. */
function metGoing(condition: AlertCondition, from: number | null, to: number, recentBars: readonly BarRange[] = []): boolean {
  return conditionMet(condition, { previous: from === null ? null : at(T, from), current: at(T + 60, to), recentBars, rulesHold: noRules });
}

const level = (crossing: Crossing, price = 100): AlertCondition => ({ kind: 'price', crossing, level: price });

describe('a price level', () => {
  it.each([
    ['crosses', 99, 101, true],
    ['crosses', 101, 99, true],
    ['crosses', 99, 99.5, false],
    ['crosses', 101, 100.5, false],
    ['goesAbove', 99, 101, true],
    ['goesAbove', 101, 99, false],
    ['goesBelow', 101, 99, true],
    ['goesBelow', 99, 101, false],
  ] as const)('%s: from %s to %s fires %s', (crossing, from, to, fires) => {
    expect(metGoing(level(crossing), from, to)).toBe(fires);
  });

  it('counts touching the level exactly as reaching it, once, from the side the price came from', () => {
    expect(metGoing(level('goesAbove'), 99, 100)).toBe(true);
    expect(metGoing(level('goesBelow'), 101, 100)).toBe(true);
    expect(metGoing(level('goesBelow'), 99, 100)).toBe(false);
    // Sitting on the level and moving off it is not a second crossing.
    expect(metGoing(level('crosses'), 100, 101)).toBe(false);
    expect(metGoing(level('crosses'), 100, 99)).toBe(false);
    expect(metGoing(level('crosses'), 100, 100)).toBe(false);
  });

  it('fires on a gap straight across the level, either way', () => {
    expect(metGoing(level('goesAbove'), 80, 130)).toBe(true);
    expect(metGoing(level('goesBelow'), 130, 80)).toBe(true);
  });

  it('does not fire on the first reading it sees, which has nothing to cross from', () => {
    expect(metGoing(level('crosses'), null, 150)).toBe(false);
  });
});

describe('a move within a period', () => {
  const bars: BarRange[] = [
    { high: 105, low: 100 },
    { high: 104, low: 95 },
    { high: 102, low: 98 },
  ];
  const move = (direction: 'up' | 'down', percent: number, count: number): AlertCondition => ({ kind: 'move', direction, percent, bars: count });

  it('measures up from the lowest low of the last n bars', () => {
    expect(metGoing(move('up', 10, 3), null, 104.5, bars)).toBe(true);
    expect(metGoing(move('up', 10, 3), null, 104, bars)).toBe(false);
    // Over the last bar only, the low is 98.
    expect(metGoing(move('up', 10, 1), null, 104.5, bars)).toBe(false);
    expect(metGoing(move('up', 10, 1), null, 107.8, bars)).toBe(true);
  });

  it('measures down from the highest high of the last n bars', () => {
    expect(metGoing(move('down', 5, 3), null, 99.75, bars)).toBe(true);
    expect(metGoing(move('down', 5, 3), null, 99.76, bars)).toBe(false);
    expect(metGoing(move('down', 5, 1), null, 96.9, bars)).toBe(true);
  });

  it('waits for bars before it measures anything', () => {
    expect(metGoing(move('up', 1, 3), null, 1_000, [])).toBe(false);
  });
});

describe('a drawn line', () => {
  type Line = Pick<LineCondition, 'shape' | 'points'>;
  const trend: Line = { shape: 'trend', points: [at(T, 100), at(T + 1_000, 110)] };
  const ray: Line = { shape: 'ray', points: [at(T, 100), at(T + 1_000, 110)] };
  const leftRay: Line = { shape: 'ray', points: [at(T + 1_000, 110), at(T, 100)] };
  const horizontal: Line = { shape: 'horizontal', points: [at(T, 100)] };

  it('has its price between its points, and a ray beyond its second', () => {
    expect(linePriceAt(trend, T + 500)).toBe(105);
    expect(linePriceAt(trend, T + 1_000)).toBe(110);
    expect(linePriceAt(trend, T + 1_500)).toBeNull();
    expect(linePriceAt(trend, T - 1)).toBeNull();
    expect(linePriceAt(ray, T + 2_000)).toBe(120);
    expect(linePriceAt(ray, T - 1)).toBeNull();
    expect(linePriceAt(leftRay, T - 1_000)).toBe(90);
    expect(linePriceAt(leftRay, T + 1_001)).toBeNull();
    expect(linePriceAt(horizontal, T - 1_000_000)).toBe(100);
  });

  /** Two readings a minute apart, the line read at each one's own time. */
  const crossesAt = (line: Line, crossing: Crossing, time: number, from: number, to: number) =>
    conditionMet(
      { kind: 'line', crossing, ...line },
      { previous: at(time, from), current: at(time + 60, to), recentBars: [], rulesHold: noRules },
    );

  it('fires when the price crosses the line as it stands at each reading’s time', () => {
    // At T+500 the line is at 105, at T+560 at 105.6.
    expect(crossesAt(trend, 'goesAbove', T + 500, 104, 106)).toBe(true);
    expect(crossesAt(trend, 'goesAbove', T + 500, 104, 105.5)).toBe(false);
    expect(crossesAt(trend, 'goesBelow', T + 500, 106, 105.6)).toBe(true);
    // A flat price crosses a rising line from above.
    expect(crossesAt(trend, 'crosses', T + 500, 105.3, 105.3)).toBe(true);
  });

  it('watches a trend line between its points only, a ray beyond its second point, a horizontal line always', () => {
    expect(crossesAt(trend, 'crosses', T + 2_000, 110, 130)).toBe(false);
    expect(crossesAt(ray, 'goesAbove', T + 2_000, 110, 130)).toBe(true);
    expect(crossesAt(ray, 'goesAbove', T - 1_000, 80, 130)).toBe(false);
    expect(crossesAt(horizontal, 'goesBelow', T + 99_000, 101, 99)).toBe(true);
  });
});

describe('a rectangle', () => {
  const corners = [at(T, 110), at(T + 3_600, 100)];
  const box = (motion: 'enters' | 'leaves'): AlertCondition => ({ kind: 'rectangle', motion, corners });
  const going = (motion: 'enters' | 'leaves', time: number, from: number, to: number) =>
    conditionMet(box(motion), { previous: at(time, from), current: at(time + 60, to), recentBars: [], rulesHold: noRules });

  it('fires on entering from above or below, and on leaving either way', () => {
    expect(going('enters', T + 60, 95, 105)).toBe(true);
    expect(going('enters', T + 60, 115, 105)).toBe(true);
    expect(going('enters', T + 60, 95, 120)).toBe(false);
    expect(going('leaves', T + 60, 105, 111)).toBe(true);
    expect(going('leaves', T + 60, 105, 99)).toBe(true);
    expect(going('leaves', T + 60, 105, 106)).toBe(false);
  });

  it('counts its edges as inside', () => {
    expect(going('enters', T + 60, 95, 100)).toBe(true);
    expect(going('leaves', T + 60, 110, 110.01)).toBe(true);
  });

  it('watches nothing outside its time span', () => {
    expect(going('enters', T - 120, 95, 105)).toBe(false);
    expect(going('enters', T + 3_600, 95, 105)).toBe(false);
  });
});

describe('indicator rules', () => {
  const table = new ScreenerTable(4);
  for (const [symbol, k] of [
    ['AAPL', 15],
    ['MSFT', 80],
  ] as const) {
    table.upsertSymbol({ symbol, name: symbol, cnname: symbol, region: 'US', type: 0, cap: 1, ipo: Number.NaN });
    table.put(symbol, 'day', T, SEEK_FIELDS.map((id) => (id === 'kd.k' ? k : null)));
  }
  const oversold: AlertCondition = { kind: 'indicator', rules: { 'kd.k': { max: 20 } } };
  const met = (symbol: string, group: 'day' | 'hour') =>
    conditionMet(oversold, { previous: null, current: at(T, 1), recentBars: [], rulesHold: screenerRulesHold(table, symbol, group) });

  it('are the screener’s verdict on the symbol’s own values, on the alert’s duration', () => {
    expect(met('AAPL', 'day')).toBe(true);
    expect(met('MSFT', 'day')).toBe(false);
    // The hour bars hold no values yet: a missing value never matches.
    expect(met('AAPL', 'hour')).toBe(false);
    expect(met('NOPE', 'day')).toBe(false);
  });
});
