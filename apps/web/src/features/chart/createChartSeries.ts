import {
  CandlestickSeries,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  LineSeries,
  type LineWidth,
  createSeriesMarkers,
  type Time,
  type WhitespaceData,
} from 'lightweight-charts';
import { type BandPoint, BandSeries } from './BandSeries.js';
import { chartPalette, type ChartPanes, overlayLines } from '@signaldesk/chart-render';

interface WaveSeries {
  band: ISeriesApi<'Custom', Time, BandPoint | WhitespaceData<Time>>;
  columns: ISeriesApi<'Histogram'>;
  fast: ISeriesApi<'Line'>;
  slow: ISeriesApi<'Line'>;
}

/** Every series of one chart; the wave, KD and volume series exist only when their pane does. */
export interface ChartSeriesSet {
  candles: ISeriesApi<'Candlestick'>;
  markers: ISeriesMarkersPluginApi<Time>;
  overlays: Map<string, ISeriesApi<'Line'>>;
  zigzags: ISeriesApi<'Line'>[];
  sine: WaveSeries | null;
  chord: WaveSeries | null;
  k: ISeriesApi<'Line'> | null;
  d: ISeriesApi<'Line'> | null;
  volume: ISeriesApi<'Histogram'> | null;
}

/** Lines other than the candles carry no last-value label or price line: with a dozen lines those would hide the axis. */
const quiet = { lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false } as const;
const line = (color: string, lineWidth: LineWidth) => ({ ...quiet, color, lineWidth });

function addWave(chart: IChartApi, pane: number): WaveSeries {
  return {
    band: chart.addCustomSeries(new BandSeries(), {}, pane),
    columns: chart.addSeries(HistogramSeries, { ...quiet }, pane),
    fast: chart.addSeries(LineSeries, line(chartPalette.fastAbove.line, 2), pane),
    slow: chart.addSeries(LineSeries, line(chartPalette.slowLine, 2), pane),
  };
}

/** Adds the candles, overlays, trend lines and the chosen panes to a chart, panes in the spec's order; changing the panes builds the chart again. */
export function createChartSeries(chart: IChartApi, panes: ChartPanes): ChartSeriesSet {
  // Coloured by ChartCanvas from the rise/fall colours in force, which change without building the chart again.
  const candles = chart.addSeries(CandlestickSeries);
  const overlays = new Map(overlayLines.map((overlay) => [overlay.field, chart.addSeries(LineSeries, line(overlay.color, overlay.width))]));
  const zigzags = chartPalette.zigzag.map((color) => chart.addSeries(LineSeries, { ...line(color, 1), lineStyle: 2 }));
  let pane = 0;
  const sine = panes.sine ? addWave(chart, ++pane) : null;
  const chord = panes.chord ? addWave(chart, ++pane) : null;
  const kdPane = panes.kd ? ++pane : -1;
  const volumePane = panes.volume ? ++pane : -1;
  return {
    candles,
    markers: createSeriesMarkers(candles, []),
    overlays,
    zigzags,
    sine,
    chord,
    k: panes.kd ? chart.addSeries(LineSeries, line(chartPalette.kd.k, 2), kdPane) : null,
    d: panes.kd ? chart.addSeries(LineSeries, line(chartPalette.kd.d, 2), kdPane) : null,
    volume: panes.volume ? chart.addSeries(HistogramSeries, { ...quiet }, volumePane) : null,
  };
}
