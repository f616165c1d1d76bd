import { ARRANGEMENT_CHARTS, type LayoutArrangement } from '@signaldesk/contract';

/** Each chart's grid area, in the order of the layout's charts. */
const AREAS = ['a', 'b', 'c', 'd'] as const;

/** Rows of areas, top to bottom; the three-chart arrangement's first chart spans both rows on the left. */
const TEMPLATES: Record<LayoutArrangement, { columns: string; rows: readonly string[] }> = {
  single: { columns: '1fr', rows: ['a'] },
  columns: { columns: '1fr 1fr', rows: ['a b'] },
  rows: { columns: '1fr', rows: ['a', 'b'] },
  // The large chart takes three fifths of the width, so its two neighbours still read as charts.
  three: { columns: '3fr 2fr', rows: ['a b', 'a c'] },
  grid: { columns: '1fr 1fr', rows: ['a b', 'c d'] },
};

/** The CSS grid that places an arrangement's charts: its columns, its areas and how many rows they take. */
export function arrangementGrid(arrangement: LayoutArrangement): { templateColumns: string; templateAreas: string; rows: number } {
  const { columns, rows } = TEMPLATES[arrangement];
  return { templateColumns: columns, templateAreas: rows.map((row) => `"${row}"`).join(' '), rows: rows.length };
}

export const chartArea = (index: number): string => AREAS[index] ?? AREAS[0];

/** How many of the arrangement's rows a chart spans. */
export function rowsSpanned(arrangement: LayoutArrangement, index: number): number {
  return TEMPLATES[arrangement].rows.filter((row) => row.split(' ').includes(chartArea(index))).length;
}

/**
 * Pixels the screen keeps around the charts: the app bar, the page's padding and the layout's own toolbar; on a phone
 * also the tabs that switch between the charts.
 */
const SCREEN_CHROME = { wide: 150, phone: 210 };
/** Pixels each chart keeps above and below its drawing: its compact toolbar, and its time-zone line. */
const CHART_CHROME = 84;
/** The grid's gap between two rows. */
const ROW_GAP = 8;
/** Below these a chart's panes no longer read; the screen scrolls instead. */
const MIN_HEIGHT = { wide: 280, phone: 320 };

/**
 * The drawing's height of one chart, so that the arrangement's rows fill the screen's height: each row takes its
 * share, and a chart spanning two rows takes both, with the gap between them, under a single header.
 */
export function chartHeight(arrangement: LayoutArrangement, index: number, phone: boolean): string {
  if (phone) return `max(${MIN_HEIGHT.phone}px, calc(100dvh - ${SCREEN_CHROME.phone + CHART_CHROME}px))`;
  const rows = TEMPLATES[arrangement].rows.length;
  const spanned = rowsSpanned(arrangement, index);
  const available = `(100dvh - ${SCREEN_CHROME.wide + (rows - 1) * ROW_GAP}px)`;
  return `max(${MIN_HEIGHT.wide}px, calc(${available} * ${spanned} / ${rows} - ${CHART_CHROME - (spanned - 1) * ROW_GAP}px))`;
}

/** How many charts the arrangement shows. */
export const chartsOf = (arrangement: LayoutArrangement): number => ARRANGEMENT_CHARTS[arrangement];
