import type { LogicalRange } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { barsInView } from './barsInView.js';

const range = (from: number, to: number) => ({ from, to }) as LogicalRange;

/** The range the library fits 400 candles with a right offset of 4 into a pane `width` pixels wide. */
function fitted(width: number): LogicalRange {
  const slots = 400 + 4;
  const barSpacing = width / slots;
  const right = 399 + 4;
  return range(right - width / barSpacing + 1, right);
}

describe('barsInView', () => {
  it('counts every candle of a fitted chart as in view, at every pane width', () => {
    // 900 px gives a left end of 5.7e-14: one candle short when taken at face value.
    expect(fitted(900).from).toBeGreaterThan(0);
    for (let width = 300; width <= 2_000; width += 0.5) expect(barsInView(fitted(width), 400)).toEqual({ visible: 400, after: 0 });
  });

  it('counts the candles a scrolled view shows and those right of it', () => {
    expect(barsInView(range(100.5, 200.5), 400)).toEqual({ visible: 100, after: 199 });
    expect(barsInView(range(-50, 120), 100)).toEqual({ visible: 100, after: 0 });
    expect(barsInView(range(150, 160), 100)).toEqual({ visible: 0, after: 0 });
  });

  it('shows nothing without a range or candles', () => {
    expect(barsInView(null, 10)).toEqual({ visible: 0, after: 0 });
    expect(barsInView(range(0, 10), 0)).toEqual({ visible: 0, after: 0 });
  });
});
