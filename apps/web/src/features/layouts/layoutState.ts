import { ARRANGEMENT_CHARTS, type Duration, type LayoutArrangement, type LayoutChart, type LayoutLink, type LayoutLinks } from '@signaldesk/contract';

/** The layout on screen: a saved one by its name, or one not saved yet (name null). */
export interface ScreenLayout {
  name: string | null;
  arrangement: LayoutArrangement;
  charts: readonly LayoutChart[];
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
 * symbol and duration, which the trader then changes.
 */
export function fitCharts(charts: readonly LayoutChart[], arrangement: LayoutArrangement): LayoutChart[] {
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
