import type { ChartCandle } from '@signaldesk/contract';
import type { RiseFallPalette } from '@signaldesk/chart-render';
import { chartSeriesData, type WaveData } from './chartSeriesData.js';
import type { ChartSeriesSet } from './createChartSeries.js';
import { zigzagLines } from './zigzagLines.js';

type Wave = ChartSeriesSet['sine'];

function setWave(series: Wave, data: WaveData): void {
  if (!series) return;
  series.band.setData(data.band);
  series.columns.setData(data.columns);
  series.fast.setData(data.fast);
  series.slow.setData(data.slow);
}

/** Draws a whole window of candles: on a new series, new history, a replay step back, or new panes. */
export function setChartData(set: ChartSeriesSet, candles: readonly ChartCandle[], timeZone: string, colours: RiseFallPalette): void {
  const data = chartSeriesData(candles, timeZone, colours);
  set.candles.setData(data.candles);
  for (const [field, series] of set.overlays) series.setData(data.overlays[field] ?? []);
  setWave(set.sine, data.sine);
  setWave(set.chord, data.chord);
  set.k?.setData(data.k);
  set.d?.setData(data.d);
  set.volume?.setData(data.volume);
  for (const [i, points] of zigzagLines(candles, timeZone).entries()) set.zigzags[i]?.setData(points);
}
