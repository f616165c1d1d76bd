import { CHART_LAYOUT_LIMITS, isDuration, LAYOUT_ARRANGEMENTS, LAYOUT_LINKS, type LayoutArrangement } from '@signaldesk/contract';
import { readChartIndicators } from '../indicators/indicatorStorage.js';
import { FIRST_LAYOUT, fitCharts, type ScreenChart, type ScreenLayout } from './layoutState.js';

/** The contract's spelling of a symbol (symbolField), already upper case as the layout keeps it. */
const SYMBOL = /^[A-Z0-9^.=_-]{1,32}$/;

const isArrangement = (value: unknown): value is LayoutArrangement => LAYOUT_ARRANGEMENTS.includes(value as LayoutArrangement);

function readChart(value: unknown): ScreenChart | null {
  const { symbol, duration, indicators } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol) || typeof duration !== 'string' || !isDuration(duration)) return null;
  return Array.isArray(indicators) ? { symbol, duration, indicators: readChartIndicators(indicators) } : { symbol, duration };
}

/**
 * The layout this browser showed last, from its stored text. What a reload cannot read (an older or hand-edited
 * value) costs only that part: an unknown arrangement falls back to the first layout's, a broken chart is dropped and
 * the arrangement filled again, a broken indicator is dropped from its chart, a link that is not plainly on is off;
 * unreadable text gives the first layout. A chart kept without indicators of its own shows the trader's set.
 */
export function parseStoredLayout(text: string | null): ScreenLayout {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? 'null');
  } catch {
    return FIRST_LAYOUT;
  }
  if (typeof stored !== 'object' || stored === null) return FIRST_LAYOUT;
  const { name, arrangement, charts, links } = stored as Record<string, unknown>;
  const kept = (Array.isArray(charts) ? charts : []).map(readChart).filter((chart) => chart !== null);
  const shown = isArrangement(arrangement) ? arrangement : FIRST_LAYOUT.arrangement;
  const linked = (typeof links === 'object' && links !== null ? links : {}) as Record<string, unknown>;
  return {
    name: typeof name === 'string' && name.trim() !== '' && name.length <= CHART_LAYOUT_LIMITS.nameLength ? name : null,
    arrangement: shown,
    charts: fitCharts(kept.length > 0 ? kept : FIRST_LAYOUT.charts, shown),
    links: Object.fromEntries(LAYOUT_LINKS.map((link) => [link, linked[link] === true])) as ScreenLayout['links'],
  };
}
