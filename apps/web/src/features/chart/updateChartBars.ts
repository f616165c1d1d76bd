import type { ChartCandle } from '@signaldesk/contract';
import type { RiseFallPalette } from '@signaldesk/chart-render';
import { chartSeriesData, type WaveData } from './chartSeriesData.js';
import type { ChartSeriesSet } from './createChartSeries.js';
import { zigzagLines } from './zigzagLines.js';

type Wave = ChartSeriesSet['sine'];

function updateWave(series: Wave, data: WaveData): void {
  if (!series) return;
  for (const point of data.band) series.band.update(point);
  for (const point of data.columns) series.columns.update(point);
  for (const point of data.fast) series.fast.update(point);
  for (const point of data.slow) series.slow.update(point);
}

/**
 * Live ticks and replay steps forward touch only the newest bars: each series' update() replaces the bar with the
 * same time or appends a later one, so the chart never redraws its history. The zigzag's last leg may move with
 * the new bar (as in MetaTrader), so its two short lines are set again from the window.
 */
export function updateChartBars(set: ChartSeriesSet, candles: readonly ChartCandle[], from: number, timeZone: string, colours: RiseFallPalette): void {
  const data = chartSeriesData(candles.slice(from), timeZone, colours);
  for (const bar of data.candles) set.candles.update(bar);
  for (const [field, series] of set.overlays) for (const point of data.overlays[field] ?? []) series.update(point);
  updateWave(set.sine, data.sine);
  updateWave(set.chord, data.chord);
  for (const point of data.k) set.k?.update(point);
  for (const point of data.d) set.d?.update(point);
  for (const point of data.volume) set.volume?.update(point);
  for (const [i, points] of zigzagLines(candles, timeZone).entries()) set.zigzags[i]?.setData(points);
}
