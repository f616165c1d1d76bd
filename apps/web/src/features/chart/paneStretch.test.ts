import { describe, expect, it } from 'vitest';
import { MIN_PRICE_PANE_PX, paneStretch } from './paneStretch.js';

describe('paneStretch', () => {
  it('keeps the lower panes at their heights and gives the price pane the rest', () => {
    expect(paneStretch(700, [64, 64, 64, 104])).toEqual([404, 64, 64, 64, 104]);
  });

  it('gives the whole height to the price pane when there is no lower pane', () => {
    expect(paneStretch(500, [])).toEqual([500]);
  });

  it('shrinks the lower panes in proportion rather than leave the price pane under its minimum', () => {
    const [price, ...lower] = paneStretch(400, [200, 100]);
    expect(price).toBe(MIN_PRICE_PANE_PX);
    expect(lower).toEqual([160, 80]);
  });

  it('never answers a price pane of nothing, even in a chart too short for the minimum', () => {
    const [price, ...lower] = paneStretch(100, [64, 64]);
    expect(price).toBeGreaterThan(0);
    expect(lower).toEqual([0, 0]);
  });
});
