import { describe, expect, it } from 'vitest';
import { barsInView } from './barsInView.js';
import { OPENING_CANDLES, openingRange } from './openingRange.js';

describe('the view a chart opens on', () => {
  it('shows the newest candles of a long series, at most 150 on a wide screen, none right of the view', () => {
    const range = openingRange(400, 1_900, 4);
    expect(range).toEqual({ from: 400 - OPENING_CANDLES, to: 403 });
    expect(barsInView(range, 400)).toEqual({ visible: OPENING_CANDLES, after: 0 });
  });

  it('gives each candle at least 5 px, the room after the newest included, on a desktop pane and on a phone', () => {
    for (const plotWidth of [1_000, 720, 330, 280]) {
      const range = openingRange(400, plotWidth, 4)!;
      expect(plotWidth / (range.to - range.from + 1)).toBeGreaterThanOrEqual(5);
    }
    // The quote screen's pane beside its list in a 1400-pixel window, and a phone's.
    expect(barsInView(openingRange(400, 720, 4), 400).visible).toBe(120);
    expect(barsInView(openingRange(400, 330, 4), 400).visible).toBe(55);
  });

  it('fits a series short enough to read whole, and never asks for less than a candle', () => {
    expect(openingRange(60, 1_000, 4)).toBeNull();
    expect(openingRange(0, 1_000, 4)).toBeNull();
    expect(barsInView(openingRange(10, 0, 4), 10)).toEqual({ visible: 1, after: 0 });
  });
});
