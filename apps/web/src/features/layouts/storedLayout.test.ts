import { describe, expect, it } from 'vitest';
import { FIRST_LAYOUT, NO_LINKS } from './layoutState.js';
import { parseStoredLayout } from './storedLayout.js';

const stored = (value: unknown) => JSON.stringify(value);
const GRID = {
  name: 'Four',
  arrangement: 'grid',
  charts: [
    { symbol: 'AAPL', duration: '1d' },
    { symbol: 'MSFT', duration: '1h' },
    { symbol: '0700.HK', duration: '1wk' },
    { symbol: 'BTC-USD', duration: 'intraday' },
  ],
  links: { symbol: false, duration: true, crosshair: true, range: false },
};

describe('the layout kept in the browser', () => {
  it('reads back as it was kept, an unsaved one without its name', () => {
    expect(parseStoredLayout(stored(GRID))).toEqual(GRID);
    expect(parseStoredLayout(stored({ ...GRID, name: null }))).toEqual({ ...GRID, name: null });
  });

  it('gives the first layout for nothing kept or text that is not a layout', () => {
    for (const text of [null, '', '{', 'null', '42', '"grid"', '[]']) expect(parseStoredLayout(text)).toEqual(FIRST_LAYOUT);
  });

  it('costs only the part it cannot read', () => {
    expect(parseStoredLayout(stored({ ...GRID, arrangement: 'five' }))).toMatchObject({ arrangement: 'columns', charts: GRID.charts.slice(0, 2) });
    const broken = parseStoredLayout(
      stored({ ...GRID, charts: [{ symbol: 'aapl', duration: '1d' }, { symbol: 'MSFT', duration: '2d' }, null, { symbol: 'TSLA', duration: '5m' }, 'NVDA'] }),
    );
    expect(broken.charts).toEqual([
      { symbol: 'TSLA', duration: '5m' },
      { symbol: 'TSLA', duration: '5m' },
      { symbol: 'TSLA', duration: '5m' },
      { symbol: 'TSLA', duration: '5m' },
    ]);
    const [first, second] = FIRST_LAYOUT.charts;
    expect(parseStoredLayout(stored({ ...GRID, charts: 'AAPL' })).charts).toEqual([first, second, first, first]);
    expect(parseStoredLayout(stored({ ...GRID, links: { symbol: 'yes', duration: 1, crosshair: true } })).links).toEqual({ ...NO_LINKS, crosshair: true });
    expect(parseStoredLayout(stored({ ...GRID, links: null })).links).toEqual(NO_LINKS);
    expect(parseStoredLayout(stored({ ...GRID, name: 'x'.repeat(41) })).name).toBeNull();
    expect(parseStoredLayout(stored({ ...GRID, name: '  ' })).name).toBeNull();
  });

  it('shows as many charts as the arrangement holds, no more', () => {
    expect(parseStoredLayout(stored({ ...GRID, arrangement: 'three' })).charts).toEqual(GRID.charts.slice(0, 3));
    expect(parseStoredLayout(stored({ ...GRID, charts: Array.from({ length: 50 }, () => GRID.charts[1]) })).charts).toHaveLength(4);
  });
});

describe("the browser's layout with each chart's own indicators", () => {
  const RSI = { id: 'i1', indicator: 'rsi', settings: { period: 14 }, colour: 0, hidden: false };
  const MACD = { id: 'i1', indicator: 'macd', settings: { fast: 12, slow: 26, signal: 9 }, colour: 1, hidden: false, height: 120 };

  it("reads each chart's set back, drops a broken indicator alone and leaves a chart without a set without one", () => {
    const charts = [{ ...GRID.charts[0], indicators: [RSI] }, { ...GRID.charts[1], indicators: [{ ...RSI, settings: { period: 0 } }, MACD] }, { ...GRID.charts[2], indicators: [] }, GRID.charts[3]];
    expect(parseStoredLayout(stored({ ...GRID, charts })).charts).toEqual([charts[0], { ...GRID.charts[1], indicators: [MACD] }, charts[2], GRID.charts[3]]);
    expect(parseStoredLayout(stored({ ...GRID, charts: [{ ...GRID.charts[0], indicators: 'rsi' }] })).charts[0]).toEqual(GRID.charts[0]);
  });
});
