import { CHART_INDICATOR_LIMITS, type ChartLayout, chartIndicatorSchema, chartLayoutSchema, type StoredChartIndicator } from '@signaldesk/contract';

/**
 * A chart's kept indicators as the contract reads them now: each was checked when saved, and one the catalogue has
 * since changed under is dropped alone rather than taking its chart's set, or the whole layout, with it.
 */
function keptIndicators(value: unknown): StoredChartIndicator[] {
  const list: StoredChartIndicator[] = [];
  for (const entry of Array.isArray(value) ? value : []) {
    const item = chartIndicatorSchema.safeParse(entry);
    if (item.success && list.length < CHART_INDICATOR_LIMITS.perChart && !list.some((kept) => kept.id === item.data.id)) list.push(item.data);
  }
  return list;
}

function keptChart(chart: unknown): unknown {
  if (typeof chart !== 'object' || chart === null || !('indicators' in chart)) return chart;
  return { ...chart, indicators: keptIndicators(chart.indicators) };
}

/** A kept layout from its row, or null when a later contract no longer reads it. */
export function readKeptLayout(name: string, text: string): ChartLayout | null {
  const stored = JSON.parse(text) as { charts?: unknown };
  const charts = Array.isArray(stored.charts) ? stored.charts.map(keptChart) : stored.charts;
  const kept = chartLayoutSchema.safeParse({ name, ...stored, charts });
  return kept.success ? kept.data : null;
}
