import { describe, expect, it } from 'vitest';
import {
  anchorIndex,
  distanceToLine,
  fibonacciLevels,
  hitIndex,
  hits,
  logicalOfTime,
  magnetPrice,
  movedPoints,
  type ScreenDrawing,
  timeOfLogical,
  withAnchorAt,
} from './drawingGeometry.js';

const DAY = 86_400;
/** Four day bars with a weekend gap between the second and third. */
const TIMES = [1_000 * DAY, 1_001 * DAY, 1_004 * DAY, 1_005 * DAY];

describe('Fibonacci levels', () => {
  it('puts 0 % at the end of the move, 100 % back at its start and the ratios between', () => {
    const levels = fibonacciLevels(100, 200);
    expect(levels.map((level) => level.ratio)).toEqual([0, 0.236, 0.382, 0.5, 0.618, 0.786, 1]);
    const prices = levels.map((level) => level.price);
    expect(prices[0]).toBe(200);
    expect(prices[1]).toBeCloseTo(176.4, 10);
    expect(prices[2]).toBeCloseTo(161.8, 10);
    expect(prices[3]).toBe(150);
    expect(prices[4]).toBeCloseTo(138.2, 10);
    expect(prices[5]).toBeCloseTo(121.4, 10);
    expect(prices[6]).toBe(100);
  });

  it('retraces a fall upwards', () => {
    const expected = [100, 123.6, 138.2, 150, 161.8, 178.6, 200];
    for (const [i, level] of fibonacciLevels(200, 100).entries()) expect(level.price).toBeCloseTo(expected[i]!, 10);
  });
});

describe('the magnet', () => {
  const candle = { open: 10, high: 14, low: 8, close: 12 };
  it("snaps to the nearest of the candle's open, high, low and close", () => {
    expect(magnetPrice(13.5, candle)).toBe(14);
    expect(magnetPrice(12.4, candle)).toBe(12);
    expect(magnetPrice(9.2, candle)).toBe(10);
    expect(magnetPrice(1, candle)).toBe(8);
    expect(magnetPrice(100, candle)).toBe(14);
  });
});

describe('anchoring in time', () => {
  it("maps each candle's time to its index and moments between candles to fractions", () => {
    expect(TIMES.map((time) => logicalOfTime(TIMES, time))).toEqual([0, 1, 2, 3]);
    expect(logicalOfTime(TIMES, 1_002.5 * DAY)).toBeCloseTo(1.5, 10);
  });

  it('counts past either end in bars of that end', () => {
    expect(logicalOfTime(TIMES, 1_007 * DAY)).toBe(5);
    expect(logicalOfTime(TIMES, 998 * DAY)).toBe(-2);
    expect(timeOfLogical(TIMES, 5)).toBe(1_007 * DAY);
    expect(timeOfLogical(TIMES, -2)).toBe(998 * DAY);
    expect(timeOfLogical(TIMES, 1.6)).toBe(1_004 * DAY);
    expect(logicalOfTime([], 1)).toBeNull();
    expect(timeOfLogical([], 1)).toBeNull();
  });

  it('keeps an anchor on its candle when older history arrives in front', () => {
    const older = [997 * DAY, 998 * DAY, 999 * DAY, ...TIMES];
    const anchor = TIMES[2]!;
    expect(timeOfLogical(older, logicalOfTime(older, anchor)!)).toBe(anchor);
    expect(logicalOfTime(older, anchor)).toBe(5);
  });

  it('moves anchors by whole bars and by price, across gaps and past the last candle', () => {
    const points = [
      { time: TIMES[0]!, price: 10 },
      { time: TIMES[2]!, price: 20 },
    ];
    expect(movedPoints(points, TIMES, 1, 2.5)).toEqual([
      { time: TIMES[1], price: 12.5 },
      { time: TIMES[3], price: 22.5 },
    ]);
    expect(movedPoints(points, TIMES, 3, 0)[1]).toEqual({ time: 1_007 * DAY, price: 20 });
  });
});

describe('hit testing', () => {
  const a = { x: 100, y: 100 };
  const b = { x: 200, y: 200 };

  it('measures the distance to a segment and to a ray', () => {
    expect(distanceToLine({ x: 150, y: 150 }, a, b)).toBe(0);
    expect(distanceToLine({ x: 300, y: 300 }, a, b)).toBeCloseTo(Math.hypot(100, 100), 10);
    expect(distanceToLine({ x: 300, y: 300 }, a, b, true)).toBe(0);
    expect(distanceToLine({ x: 0, y: 0 }, a, b, true)).toBeCloseTo(Math.hypot(100, 100), 10);
    expect(distanceToLine({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5);
  });

  it('takes a trend line near it but not past its ends; a ray past its second anchor only', () => {
    const trend: ScreenDrawing = { kind: 'trend', points: [a, b] };
    expect(hits(trend, { x: 150, y: 154 })).toBe(true);
    expect(hits(trend, { x: 150, y: 170 })).toBe(false);
    expect(hits(trend, { x: 260, y: 260 })).toBe(false);
    const ray: ScreenDrawing = { kind: 'ray', points: [a, b] };
    expect(hits(ray, { x: 260, y: 260 })).toBe(true);
    expect(hits(ray, { x: 40, y: 40 })).toBe(false);
  });

  it('takes a horizontal line across the whole pane, a rectangle inside, a note on its label', () => {
    expect(hits({ kind: 'horizontal', points: [a] }, { x: 900, y: 104 })).toBe(true);
    expect(hits({ kind: 'horizontal', points: [a] }, { x: 100, y: 110 })).toBe(false);
    const box: ScreenDrawing = { kind: 'rectangle', points: [b, a] };
    expect(hits(box, { x: 150, y: 150 })).toBe(true);
    expect(hits(box, { x: 150, y: 210 })).toBe(false);
    const note: ScreenDrawing = { kind: 'note', points: [a], noteSize: { width: 80, height: 20 } };
    expect(hits(note, { x: 170, y: 90 })).toBe(true);
    expect(hits(note, { x: 170, y: 130 })).toBe(false);
    expect(hits(note, { x: 90, y: 90 })).toBe(false);
  });

  it('takes a Fibonacci drawing on any of its levels within its span', () => {
    const fibonacci: ScreenDrawing = { kind: 'fibonacci', points: [a, b], levels: [200, 176.4, 161.8, 150, 138.2, 121.4, 100] };
    expect(hits(fibonacci, { x: 190, y: 139 })).toBe(true);
    expect(hits(fibonacci, { x: 120, y: 170 })).toBe(false);
    expect(hits(fibonacci, { x: 250, y: 150 })).toBe(false);
  });

  it('answers the topmost drawing under the pointer', () => {
    const drawings: ScreenDrawing[] = [
      { kind: 'horizontal', points: [{ x: 0, y: 150 }] },
      { kind: 'trend', points: [a, b] },
    ];
    expect(hitIndex(drawings, { x: 150, y: 150 })).toBe(1);
    expect(hitIndex(drawings, { x: 400, y: 150 })).toBe(0);
    expect(hitIndex(drawings, { x: 400, y: 400 })).toBe(-1);
  });
});

describe("a selected drawing's handles", () => {
  const start = { x: 100, y: 100 };
  const end = { x: 200, y: 160 };

  it('takes the anchor whose handle is pressed, within reach of a finger', () => {
    expect(anchorIndex([start, end], { x: 203, y: 157 })).toBe(1);
    expect(anchorIndex([start, end], { x: 94, y: 104 })).toBe(0);
    expect(anchorIndex([start, end], { x: 150, y: 130 }), 'the middle of the line moves it whole').toBe(-1);
    expect(anchorIndex([start, end], { x: 209, y: 160 })).toBe(-1);
    expect(anchorIndex([], start)).toBe(-1);
  });

  it('takes the nearer of two handles that overlap', () => {
    expect(anchorIndex([start, { x: 108, y: 100 }], { x: 105, y: 100 })).toBe(1);
    expect(anchorIndex([start, { x: 108, y: 100 }], { x: 103, y: 100 })).toBe(0);
  });

  it('moves the dragged anchor only, the other staying on its candle and price', () => {
    const points = [
      { time: TIMES[0]!, price: 10 },
      { time: TIMES[2]!, price: 20 },
    ];
    expect(withAnchorAt(points, 1, { time: TIMES[3]!, price: 25 })).toEqual([
      { time: TIMES[0], price: 10 },
      { time: TIMES[3], price: 25 },
    ]);
    expect(withAnchorAt(points, 0, { time: TIMES[1]!, price: 5 })).toEqual([
      { time: TIMES[1], price: 5 },
      { time: TIMES[2], price: 20 },
    ]);
    expect(points[1], 'the kept drawing is left as it was until the drag is saved').toEqual({ time: TIMES[2], price: 20 });
  });
});
