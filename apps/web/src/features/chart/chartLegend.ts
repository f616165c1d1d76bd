import type { ChartCandle } from '@signaldesk/contract';
import { ZIGZAG_SETS } from '@signaldesk/indicators';
import type { ISeriesApi, SeriesType } from 'lightweight-charts';
import { chartPalette, drawnOverlayLines, fastLineColours, type LowerPane, type OverlayLook, phaseColour } from '@signaldesk/chart-render';
import type { ChartSeriesSet } from './createChartSeries.js';

export type LegendPane = 'price' | LowerPane;

/** One entry of a pane's legend: a line the user can hide, its swatch and the value it prints. */
export interface LegendLine {
  /** Kept in the hidden list: the catalogue field the line plots, or `zigzag.<n>` for a trend line set. */
  id: string;
  /** The catalogue field whose value the entry prints; trend lines have none. */
  field: string | null;
  /** Null for a line whose colour changes bar by bar; see legendColour. */
  colour: string | null;
  width: number;
  /** Chart text naming a line the catalogue has no short name for (trend lines, wave lines). */
  textKey: string | null;
}

/** What decides the price pane's lines: the overlay in force, help lines and trend lines. */
export interface LegendLook extends OverlayLook {
  trendline: boolean;
}

export const zigzagLineId = (index: number) => `zigzag.${index}`;

const fieldLine = (field: string, colour: string | null, width: number, textKey: string | null = null): LegendLine => ({
  id: field,
  field,
  colour,
  width,
  textKey,
});

const waveLines = (wave: 'sine' | 'chord'): LegendLine[] => [
  fieldLine(`${wave}.kfast`, null, 2, 'legend.fast'),
  fieldLine(`${wave}.kslow`, chartPalette.slowLine, 2, 'legend.slow'),
  fieldLine(`${wave}.bar`, null, 2, 'legend.columns'),
];

/** The lines each pane's legend lists, in the order they are drawn; hidden ones are listed too, greyed. */
export function legendLines(pane: LegendPane, look: LegendLook): LegendLine[] {
  switch (pane) {
    case 'price':
      return [
        ...drawnOverlayLines(look).map((line) => fieldLine(line.field, line.color, line.width)),
        ...(look.trendline
          ? chartPalette.zigzag.map((colour, index) => ({ id: zigzagLineId(index), field: null, colour, width: 1, textKey: 'legend.trend' }))
          : []),
      ];
    case 'sine':
    case 'chord':
      return waveLines(pane);
    case 'kd':
      return [fieldLine('kd.k', chartPalette.kd.k, 2), fieldLine('kd.d', chartPalette.kd.d, 2)];
    case 'volume':
      return [fieldLine('candle.volume', null, 2)];
  }
}

/** The trend line set's parameters, which name it in the legend (12, 5, 3). */
export const zigzagParams = (id: string) => {
  const params = ZIGZAG_SETS[Number(id.slice('zigzag.'.length))];
  return params ? `${params.depth}, ${params.deviation}, ${params.backstep}` : '';
};

const numberOf = (candle: ChartCandle, field: string) => {
  const value = candle[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The swatch of a line on one candle: the fast line and the columns change colour bar by bar, as they are drawn. */
export function legendColour(line: LegendLine, candle: ChartCandle | undefined): string | null {
  if (line.colour !== null || !candle || line.field === null) return line.colour;
  const [wave, key] = line.field.split('.') as [string, string];
  if (key === 'kfast') {
    return fastLineColours(numberOf(candle, `${wave}.showAwl`), numberOf(candle, `${wave}.kfast`), numberOf(candle, `${wave}.kslow`)).line;
  }
  if (key === 'bar') return phaseColour(numberOf(candle, `${wave}.quadrant`));
  return null;
}

/** Each series of the lower panes under its legend id; the band between the wave lines goes with the fast line. */
export function lowerPaneSeries(set: ChartSeriesSet): [string, ISeriesApi<SeriesType>][] {
  const pairs: [string, ISeriesApi<SeriesType>][] = [];
  for (const wave of ['sine', 'chord'] as const) {
    const series = set[wave];
    if (!series) continue;
    pairs.push([`${wave}.kfast`, series.fast], [`${wave}.kfast`, series.band], [`${wave}.kslow`, series.slow], [`${wave}.bar`, series.columns]);
  }
  if (set.k) pairs.push(['kd.k', set.k]);
  if (set.d) pairs.push(['kd.d', set.d]);
  if (set.volume) pairs.push(['candle.volume', set.volume]);
  return pairs;
}

/** The ids a hidden list may hold; anything else in a stored list (an older or hand-edited value) is dropped. */
const ALL_LINES = new Set(
  (['price', 'sine', 'chord', 'kd', 'volume'] as const).flatMap((pane) =>
    [false, true].flatMap((ladder) => legendLines(pane, { ladder, helpline: true, trendline: true }).map((line) => line.id)),
  ),
);

/** The hidden lines of a stored value, known ids only, each once. */
export function parseHiddenLines(text: string | null): string[] {
  try {
    const saved: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(saved)) return [];
    return [...new Set(saved.filter((id): id is string => typeof id === 'string' && ALL_LINES.has(id)))];
  } catch {
    return [];
  }
}
