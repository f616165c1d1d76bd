import {
  INDICATOR_CATALOGUE,
  INDICATOR_NAMES,
  type IndicatorDescriptor,
  indicatorInstanceSchema,
  type Language,
} from '@signaldesk/contract';
import type { IndicatorId } from '@signaldesk/indicators';

/** One indicator on the chart: an instance of the contract's catalogue with what the chart keeps beside it. */
export interface ChartIndicator {
  /** Names the instance in the legend and in storage; unique within the list. */
  id: string;
  indicator: IndicatorId;
  /** Every setting of the indicator, defaults filled in by indicatorInstanceSchema. */
  settings: Record<string, number | string>;
  /** Index into INDICATOR_COLOURS of the instance's first line. */
  colour: number;
  hidden: boolean;
  /** Pixels of its own pane a drag on the pane's separator left it (pane indicators); the default height without. */
  height?: number;
}

/** The smallest pane height kept, which lightweight-charts' own minimum for a dragged pane also is. */
const MIN_PANE_PX = 30;

/**
 * Line colours, chosen apart from the product's own lines (purple, red and green matrix lines, pink markers) and
 * readable on the chart's dark and light backgrounds. A multi-line indicator takes consecutive colours from its own.
 */
export const INDICATOR_COLOURS = ['#2962ff', '#ff6d00', '#00acc1', '#ab47bc', '#f23645', '#43a047', '#8d6e63', '#5c6bc0', '#fbc02d', '#26a69a'] as const;

export const indicatorColour = (colour: number, line = 0) => INDICATOR_COLOURS[(colour + line) % INDICATOR_COLOURS.length]!;

const ID = /^\w{1,32}$/;

/** The palette colour no other instance uses, the earliest first; with all in use, they start again. */
export function freeColour(list: readonly ChartIndicator[]): number {
  const used = new Set(list.map((item) => item.colour));
  for (let colour = 0; colour < INDICATOR_COLOURS.length; colour++) if (!used.has(colour)) return colour;
  return list.length % INDICATOR_COLOURS.length;
}

/** An id no instance of the list holds. */
export function freeId(list: readonly ChartIndicator[]): string {
  const taken = new Set(list.map((item) => item.id));
  let n = list.length + 1;
  while (taken.has(`i${n}`)) n++;
  return `i${n}`;
}

/** A new instance of an indicator at its defaults, in a colour of its own. */
export function newIndicator(list: readonly ChartIndicator[], indicator: IndicatorId): ChartIndicator {
  const settings = indicatorInstanceSchema.parse({ indicator }).settings;
  return { id: freeId(list), indicator, settings, colour: freeColour(list), hidden: false };
}

/**
 * The instances of a stored value. Each passes indicatorInstanceSchema or is dropped (an older or hand-edited
 * value, an indicator since renamed), so a bad entry costs that entry rather than the chart; a repeated id or a
 * colour outside the palette is given a fresh one.
 */
export function parseChartIndicators(text: string | null): ChartIndicator[] {
  try {
    return readChartIndicators(JSON.parse(text ?? '[]'));
  } catch {
    return [];
  }
}

/** The instances of a stored value already read from its text, as parseChartIndicators takes them. */
export function readChartIndicators(saved: unknown): ChartIndicator[] {
  if (!Array.isArray(saved)) return [];
  const list: ChartIndicator[] = [];
  for (const entry of saved) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, colour, hidden, height, indicator, settings } = entry as Record<string, unknown>;
    const instance = indicatorInstanceSchema.safeParse({ indicator, settings });
    if (!instance.success) continue;
    const known = typeof id === 'string' && ID.test(id) && !list.some((item) => item.id === id);
    const inPalette = typeof colour === 'number' && Number.isInteger(colour) && colour >= 0 && colour < INDICATOR_COLOURS.length;
    list.push({
      id: known ? id : freeId(list),
      indicator: instance.data.indicator,
      settings: instance.data.settings,
      colour: inPalette ? colour : freeColour(list),
      hidden: hidden === true,
      ...(typeof height === 'number' && Number.isFinite(height) && height >= MIN_PANE_PX ? { height: Math.round(height) } : {}),
    });
  }
  return list;
}

/** Each indicator's place in the dialog and the order it lists them in. */
const INDICATOR_GROUPS = {
  price: INDICATOR_CATALOGUE.filter((descriptor) => descriptor.placement === 'price'),
  pane: INDICATOR_CATALOGUE.filter((descriptor) => descriptor.placement === 'pane'),
};

/**
 * The catalogue's indicators a search finds, by group: a query matches the legend's short name or the full name
 * in the reader's language, anywhere in it and in any case.
 */
export function searchIndicators(query: string, language: Language): Record<IndicatorDescriptor['placement'], IndicatorId[]> {
  const wanted = query.trim().toLocaleLowerCase();
  const matches = (id: IndicatorId) => {
    const names = INDICATOR_NAMES[id];
    return !wanted || [names.short, names[language]].some((name) => name.toLocaleLowerCase().includes(wanted));
  };
  const ids = (group: readonly IndicatorDescriptor[]) => group.map((descriptor) => descriptor.id).filter(matches);
  return { price: ids(INDICATOR_GROUPS.price), pane: ids(INDICATOR_GROUPS.pane) };
}
