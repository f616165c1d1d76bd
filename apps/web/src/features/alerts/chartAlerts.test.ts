import type { PriceAlert } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { priceAlert } from './alertFixtures.js';
import { alertDurationOf, chartAlertLines, drawingAlertKinds, drawingCondition, lineNear, pointerLevel, wandered } from './chartAlerts.js';

const price = (id: string, level: number, extra: Partial<PriceAlert> = {}) =>
  priceAlert({ id, condition: { kind: 'price', crossing: 'crosses', level }, ...extra });

describe("the chart's alert lines", () => {
  it("draws the chart's own price alerts, paused ones dimmed, and none expired or spent", () => {
    const alerts = [
      price('a', 180),
      price('b', 181, { active: false }),
      price('c', 182, { expiresAt: 500 }),
      price('d', 183, { lastFiredAt: 400 }),
      price('e', 184, { duration: '1d' }),
      price('f', 185, { symbol: 'MSFT' }),
      { ...price('g', 0), condition: { kind: 'move', direction: 'up', percent: 3, bars: 5 } } as PriceAlert,
    ];
    expect(chartAlertLines(alerts, 'AAPL', '1h', 1_000)).toEqual([
      { id: 'a', level: 180, paused: false },
      { id: 'b', level: 181, paused: true },
    ]);
  });

  it('takes the nearest line within reach of the pointer', () => {
    const lines = [
      { id: 'a', y: 100 },
      { id: 'b', y: 108 },
      { id: 'off', y: null },
    ];
    expect(lineNear(lines, 103)).toBe('a');
    expect(lineNear(lines, 105)).toBe('b');
    expect(lineNear(lines, 93)).toBeNull();
    expect(lineNear(lines, 115)).toBeNull();
  });

  it('sets a level to the decimals the price axis writes, never at or below zero', () => {
    expect(pointerLevel(183.4049, 2)).toBe(183.4);
    expect(pointerLevel(1.23456, 4)).toBe(1.2346);
    expect(pointerLevel(0.012345, 2)).toBe(0.01235);
    expect(pointerLevel(-3, 2)).toBeNull();
    expect(pointerLevel(0.001, 2)).toBe(0.001);
    expect(pointerLevel(null, 2)).toBeNull();
  });

  it('reads the intraday view on minute bars', () => {
    expect(alertDurationOf('intraday')).toBe('1m');
    expect(alertDurationOf('4h')).toBe('4h');
  });

  it('lets a resting finger wander a little before the press is a scroll', () => {
    expect(wandered({ x: 10, y: 10 }, { x: 15, y: 15 })).toBe(false);
    expect(wandered({ x: 10, y: 10 }, { x: 17, y: 16 })).toBe(true);
  });
});

describe('an alert on a drawing', () => {
  const points = [
    { time: 100, price: 10 },
    { time: 200, price: 12 },
  ];
  it('watches a line for a crossing and a rectangle for the price entering or leaving', () => {
    expect(drawingAlertKinds({ kind: 'trend' })).toEqual(['line']);
    expect(drawingAlertKinds({ kind: 'rectangle' })).toEqual(['enters', 'leaves']);
    expect(drawingAlertKinds({ kind: 'fibonacci' })).toEqual([]);
    expect(drawingCondition({ kind: 'ray', points }, 'line')).toEqual({ kind: 'line', shape: 'ray', crossing: 'crosses', points });
    expect(drawingCondition({ kind: 'horizontal', points: [points[0]!] }, 'line')).toEqual({
      kind: 'line',
      shape: 'horizontal',
      crossing: 'crosses',
      points: [points[0]],
    });
    expect(drawingCondition({ kind: 'rectangle', points }, 'leaves')).toEqual({ kind: 'rectangle', motion: 'leaves', corners: points });
    expect(drawingCondition({ kind: 'note', points: [points[0]!] }, 'line')).toBeNull();
  });
});
