import { z } from 'zod';
import { chartIndicatorListSchema } from './chartIndicators.js';
import { DURATIONS } from './durations.js';
import { symbolField } from './stocks.js';

/**
 * A trader's multi-chart layouts: several charts on one screen, each of its own symbol and duration, arranged side
 * by side, stacked or in a grid, optionally linked so that a symbol, a duration, the crosshair or the time range set
 * on one chart shows on all. A trader keeps layouts by name and opens them again on any browser.
 */

/** single: one chart; columns: two side by side; rows: two stacked; three: one large left, two stacked right; grid: 2×2. */
export const LAYOUT_ARRANGEMENTS = ['single', 'columns', 'rows', 'three', 'grid'] as const;
export type LayoutArrangement = (typeof LAYOUT_ARRANGEMENTS)[number];

/** How many charts each arrangement shows. */
export const ARRANGEMENT_CHARTS: Record<LayoutArrangement, number> = { single: 1, columns: 2, rows: 2, three: 3, grid: 4 };

/** What linked charts share: a symbol or duration chosen on one is set on all; the crosshair and the range follow. */
export const LAYOUT_LINKS = ['symbol', 'duration', 'crosshair', 'range'] as const;
export type LayoutLink = (typeof LAYOUT_LINKS)[number];

export const CHART_LAYOUT_LIMITS = {
  /** Named layouts per trader. */
  layouts: 20,
  nameLength: 40,
  /** The most charts an arrangement shows. */
  charts: 4,
} as const;

/** Which chart of a layout, counted from 0 in the arrangement's order. */
export const layoutChartIndexField = z
  .number({ error: 'layoutChartNotFound' })
  .int('layoutChartNotFound')
  .min(0, 'layoutChartNotFound')
  .max(CHART_LAYOUT_LIMITS.charts - 1, 'layoutChartNotFound');

export const layoutNameField = z
  .string({ error: 'layoutNameRequired' })
  .trim()
  .min(1, 'layoutNameRequired')
  .max(CHART_LAYOUT_LIMITS.nameLength, 'layoutNameTooLong');

/**
 * One chart of a layout. Its indicators are its own, apart from the trader's single chart and the layout's other
 * charts; a chart kept before charts had their own (no `indicators`) starts from the trader's set.
 */
export const layoutChartSchema = z.strictObject({
  symbol: symbolField,
  duration: z.enum(DURATIONS, { error: 'layoutDurationUnknown' }),
  indicators: chartIndicatorListSchema.optional(),
});
export type LayoutChart = z.output<typeof layoutChartSchema>;

export const layoutLinksSchema = z.strictObject({
  symbol: z.boolean(),
  duration: z.boolean(),
  crosshair: z.boolean(),
  range: z.boolean(),
});
export type LayoutLinks = z.output<typeof layoutLinksSchema>;

/** A layout as the screen shows it and the server keeps it: as many charts as its arrangement shows, no more. */
export const chartLayoutSchema = z
  .strictObject({
    name: layoutNameField,
    arrangement: z.enum(LAYOUT_ARRANGEMENTS, { error: 'layoutArrangementUnknown' }),
    charts: z.array(layoutChartSchema).min(1, 'layoutChartCount').max(CHART_LAYOUT_LIMITS.charts, 'layoutChartCount'),
    links: layoutLinksSchema,
  })
  .refine((layout) => layout.charts.length === ARRANGEMENT_CHARTS[layout.arrangement], { message: 'layoutChartCount', path: ['charts'] });
export type ChartLayout = z.output<typeof chartLayoutSchema>;
