import { ARRANGEMENT_CHARTS, type ChartLayout, type Duration, type LayoutArrangement, type LayoutChart, type LayoutLink, type LayoutLinks } from '@signaldesk/contract';
import { type ChartIndicator, readChartIndicators } from '../indicators/indicatorStorage.js';

/**
 * One chart on screen. Its indicators are its own once the trader changed them or opened a layout that kept them;
 * until then (none given) it shows the trader's own set.
 */
export interface ScreenChart {
  symbol: string;
  duration: Duration;
  indicators?: readonly ChartIndicator[];
}

/** The layout on screen: a saved one by its name, or one not saved yet (name null). */
export interface ScreenLayout {
  name: string | null;
  arrangement: LayoutArrangement;
  charts: readonly ScreenChart[];
  links: LayoutLinks;
}

export const NO_LINKS: LayoutLinks = { symbol: false, duration: false, crosshair: false, range: false };

/** What the screen shows before the trader arranges anything: two of the market's most followed charts side by side. */
export const FIRST_LAYOUT: ScreenLayout = {
  name: null,
  arrangement: 'columns',
  charts: [
    { symbol: 'AAPL', duration: '1d' },
    { symbol: 'MSFT', duration: '1d' },
  ],
  links: NO_LINKS,
};

/**
 * The charts an arrangement shows: those it had, in order, as far as they go; a chart added takes the first chart's
 * symbol, duration and indicators, which the trader then changes.
 */
export function fitCharts(charts: readonly ScreenChart[], arrangement: LayoutArrangement): ScreenChart[] {
  const first = charts[0] ?? FIRST_LAYOUT.charts[0]!;
  return Array.from({ length: ARRANGEMENT_CHARTS[arrangement] }, (_, index) => charts[index] ?? first);
}

export function arrange(layout: ScreenLayout, arrangement: LayoutArrangement): ScreenLayout {
  return { ...layout, arrangement, charts: fitCharts(layout.charts, arrangement) };
}

/** A symbol chosen on one chart: with the symbol link on, every chart takes it. */
export function chooseSymbol(layout: ScreenLayout, index: number, symbol: string): ScreenLayout {
  return { ...layout, charts: layout.charts.map((chart, at) => (layout.links.symbol || at === index ? { ...chart, symbol } : chart)) };
}

/** A duration chosen on one chart: with the duration link on, every chart takes it. */
export function chooseDuration(layout: ScreenLayout, index: number, duration: Duration): ScreenLayout {
  return { ...layout, charts: layout.charts.map((chart, at) => (layout.links.duration || at === index ? { ...chart, duration } : chart)) };
}

/**
 * Turns a link on or off. Linking symbols or durations makes the charts agree at once, on the chart the trader last
 * worked in (`from`), so that the link shows what it does.
 */
export function toggleLink(layout: ScreenLayout, link: LayoutLink, from: number): ScreenLayout {
  const links = { ...layout.links, [link]: !layout.links[link] };
  const source = layout.charts[from] ?? layout.charts[0]!;
  const linked = { ...layout, links };
  if (!links[link]) return linked;
  if (link === 'symbol') return { ...linked, charts: layout.charts.map((chart) => ({ ...chart, symbol: source.symbol })) };
  if (link === 'duration') return { ...linked, charts: layout.charts.map((chart) => ({ ...chart, duration: source.duration })) };
  return linked;
}

/** The trader changed one chart's indicators: that chart keeps them as its own, the others are left as they are. */
export function chooseIndicators(layout: ScreenLayout, index: number, indicators: readonly ChartIndicator[]): ScreenLayout {
  return { ...layout, charts: layout.charts.map((chart, at) => (at === index ? { ...chart, indicators } : chart)) };
}

/**
 * The layout on screen as it is saved under a name: each chart with the indicators it shows, its own or the trader's
 * set, so that the saved layout shows them again whatever the trader's set becomes.
 */
export function layoutToKeep(layout: ScreenLayout, name: string, traderSet: readonly ChartIndicator[]): ChartLayout {
  return {
    name,
    arrangement: layout.arrangement,
    charts: layout.charts.map(({ symbol, duration, indicators }) => ({ symbol, duration, indicators: [...(indicators ?? traderSet)] })),
    links: layout.links,
  };
}

/** A saved layout opened on screen; a chart kept before charts had indicators of their own shows the trader's set. */
export function screenLayoutOf(saved: ChartLayout): ScreenLayout {
  return { ...saved, charts: saved.charts.map(screenChartOf) };
}

function screenChartOf({ symbol, duration, indicators }: LayoutChart): ScreenChart {
  return indicators ? { symbol, duration, indicators: readChartIndicators(indicators) } : { symbol, duration };
}

/**
 * Whether the server is to keep a change to one chart's indicators in the saved layout of that name: not when the
 * layouts read from it hold no such layout or chart (deleted, or rearranged on screen since it was saved). Before
 * they are read the server decides.
 */
export function savedChartExists(saved: readonly ChartLayout[] | undefined, name: string, chart: number): boolean {
  if (saved === undefined) return true;
  return chart < (saved.find((layout) => layout.name === name)?.charts.length ?? 0);
}
