import { chartLayoutSchema } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import type { ChartIndicator } from '../indicators/indicatorStorage.js';
import {
  arrange,
  chooseDuration,
  chooseIndicators,
  chooseSymbol,
  FIRST_LAYOUT,
  layoutToKeep,
  NO_LINKS,
  type ScreenLayout,
  savedChartExists,
  screenLayoutOf,
  toggleLink,
} from './layoutState.js';

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

const RSI: ChartIndicator = { id: 'i1', indicator: 'rsi', settings: { period: 14 }, colour: 0, hidden: false };
const MACD: ChartIndicator = { id: 'i1', indicator: 'macd', settings: { fast: 12, slow: 26, signal: 9 }, colour: 1, hidden: false, height: 120 };
const EMA_20: ChartIndicator = { id: 'i1', indicator: 'ema', settings: { period: 20 }, colour: 0, hidden: false };

describe("each chart's own indicators", () => {
  const indicatorsOf = (layout: ScreenLayout) => layout.charts.map((chart) => chart.indicators?.map((item) => item.indicator));

  it('change on the chart they were changed on alone, and stay through a symbol, a duration or a link chosen', () => {
    const own = chooseIndicators(chooseIndicators(GRID, 0, [RSI]), 1, [MACD]);
    expect(indicatorsOf(own)).toEqual([['rsi'], ['macd'], undefined, undefined]);
    const linked = toggleLink({ ...own, links: { ...NO_LINKS, symbol: true } }, 'duration', 1);
    expect(indicatorsOf(chooseDuration(chooseSymbol(linked, 3, 'NVDA'), 2, '4h'))).toEqual(indicatorsOf(own));
    expect(indicatorsOf(arrange(arrange(own, 'columns'), 'three'))).toEqual([['rsi'], ['macd'], ['rsi']]);
  });

  it("are saved with each chart, a chart without its own taking the trader's set, so the saved layout shows what the screen did", () => {
    const own = chooseIndicators(GRID, 1, [MACD]);
    const kept = layoutToKeep(own, 'Mine', [EMA_20]);
    expect(kept.name).toBe('Mine');
    expect(kept.charts.map((chart) => chart.indicators)).toEqual([[EMA_20], [MACD], [EMA_20], [EMA_20]]);
    expect(chartLayoutSchema.safeParse(kept).success).toBe(true);
    expect(layoutToKeep(chooseIndicators(GRID, 0, []), 'Mine', [EMA_20]).charts[0]!.indicators).toEqual([]);
  });

  it("open from a saved layout as kept, dropping what the catalogue no longer has; a chart kept without shows the trader's set", () => {
    const saved = layoutToKeep(chooseIndicators(GRID, 1, [MACD]), 'Mine', [RSI]);
    expect(screenLayoutOf(saved)).toEqual({ ...GRID, name: 'Mine', charts: saved.charts });
    const [first, second] = GRID.charts.map(({ symbol, duration }) => ({ symbol, duration }));
    const older = { ...saved, charts: [first!, { ...second!, indicators: [{ ...RSI, indicator: 'gone' }, MACD] }, ...saved.charts.slice(2)] };
    expect(indicatorsOf(screenLayoutOf(older))).toEqual([undefined, ['macd'], ['rsi'], ['rsi']]);
  });

  it('are kept with the saved layout only when it has that chart, or before the saved layouts are known', () => {
    const saved = [layoutToKeep({ ...GRID, arrangement: 'columns', charts: GRID.charts.slice(0, 2) }, 'Pair', [])];
    expect(savedChartExists(saved, 'Pair', 1)).toBe(true);
    expect(savedChartExists(saved, 'Pair', 2)).toBe(false);
    expect(savedChartExists(saved, 'Deleted', 0)).toBe(false);
    expect(savedChartExists(undefined, 'Pair', 3)).toBe(true);
  });
});
