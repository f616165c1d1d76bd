import { chartLayoutSchema } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { arrange, chooseDuration, chooseSymbol, FIRST_LAYOUT, NO_LINKS, type ScreenLayout, toggleLink } from './layoutState.js';

const GRID: ScreenLayout = {
  name: 'Four',
  arrangement: 'grid',
  charts: [
    { symbol: 'AAPL', duration: '1d' },
    { symbol: 'MSFT', duration: '1h' },
    { symbol: '0700.HK', duration: '1wk' },
    { symbol: 'TSLA', duration: '5m' },
  ],
  links: NO_LINKS,
};
const symbols = (layout: ScreenLayout) => layout.charts.map((chart) => chart.symbol);
const durations = (layout: ScreenLayout) => layout.charts.map((chart) => chart.duration);

describe('the layout on screen', () => {
  it('starts as one the server keeps', () => {
    expect(chartLayoutSchema.safeParse({ ...FIRST_LAYOUT, name: 'First' }).success).toBe(true);
  });

  it('keeps its charts in order when rearranged, a chart added taking the first one’s symbol and duration', () => {
    const two = arrange(GRID, 'columns');
    expect(two.charts).toEqual(GRID.charts.slice(0, 2));
    const three = arrange(two, 'three');
    expect(three.charts).toEqual([...GRID.charts.slice(0, 2), GRID.charts[0]]);
    expect(arrange(three, 'single').charts).toEqual([GRID.charts[0]]);
    expect(chartLayoutSchema.safeParse(three).success).toBe(true);
  });

  it('sets a symbol or a duration on the chart it was chosen on alone, unless linked', () => {
    expect(symbols(chooseSymbol(GRID, 2, 'NVDA'))).toEqual(['AAPL', 'MSFT', 'NVDA', 'TSLA']);
    expect(durations(chooseDuration(GRID, 1, '4h'))).toEqual(['1d', '4h', '1wk', '5m']);

    const symbolLinked = { ...GRID, links: { ...NO_LINKS, symbol: true } };
    expect(symbols(chooseSymbol(symbolLinked, 2, 'NVDA'))).toEqual(['NVDA', 'NVDA', 'NVDA', 'NVDA']);
    expect(durations(chooseSymbol(symbolLinked, 2, 'NVDA'))).toEqual(durations(GRID));
    expect(durations(chooseDuration(symbolLinked, 1, '4h'))).toEqual(['1d', '4h', '1wk', '5m']);

    const durationLinked = { ...GRID, links: { ...NO_LINKS, duration: true } };
    expect(durations(chooseDuration(durationLinked, 3, '15m'))).toEqual(['15m', '15m', '15m', '15m']);
    expect(symbols(chooseDuration(durationLinked, 3, '15m'))).toEqual(symbols(GRID));
  });

  it('makes the charts agree on the chart last worked in when a symbol or duration link is turned on, and leaves them when it is turned off', () => {
    const linked = toggleLink(GRID, 'symbol', 1);
    expect(linked.links).toEqual({ ...NO_LINKS, symbol: true });
    expect(symbols(linked)).toEqual(['MSFT', 'MSFT', 'MSFT', 'MSFT']);
    expect(durations(linked)).toEqual(durations(GRID));
    const unlinked = toggleLink(linked, 'symbol', 3);
    expect(unlinked.links).toEqual(NO_LINKS);
    expect(symbols(unlinked)).toEqual(symbols(linked));

    expect(durations(toggleLink(GRID, 'duration', 3))).toEqual(['5m', '5m', '5m', '5m']);
  });

  it('changes no chart when the crosshair or the time range is linked', () => {
    const crosshair = toggleLink(GRID, 'crosshair', 2);
    expect(crosshair.charts).toEqual(GRID.charts);
    expect(crosshair.links).toEqual({ ...NO_LINKS, crosshair: true });
    expect(toggleLink(crosshair, 'range', 0).links).toEqual({ ...NO_LINKS, crosshair: true, range: true });
  });
});
