import type { ChartCandle, Language } from '@signaldesk/contract';
import {
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type SeriesType,
  type Time,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { type BandPoint, BandSeries } from '../chart/BandSeries.js';
import { chartTime } from '../chart/chartTime.js';
import { type DrawnWindow, windowChange } from '../chart/windowChange.js';
import { type DrawnIndicator, formatReading, futureTimes, type IndicatorLine } from './indicatorLines.js';
import { fillPoints, linePoints } from './indicatorSeriesData.js';

interface BuiltIndicator {
  id: string;
  lines: ISeriesApi<'Line' | 'Histogram'>[];
  fill: ISeriesApi<'Custom', Time, BandPoint | WhitespaceData<Time>> | null;
}

interface Built {
  api: IChartApi;
  indicators: BuiltIndicator[];
  /** Panes of their own the indicators added, after the product's. */
  panes: number;
}

/** What the series were last given, to tell a live tick (update the newest bars) from a new window (set it all). */
interface Fed {
  built: Built;
  window: DrawnWindow | null;
  drawn: readonly DrawnIndicator[];
  times: UTCTimestamp[];
}

/** TradingView's grey for an oscillator's levels, readable on the dark and the light chart. */
const LEVEL_COLOUR = '#787b86';

const allSeries = (built: BuiltIndicator): ISeriesApi<SeriesType>[] => [...(built.fill ? [built.fill] : []), ...built.lines];

function addLine(api: IChartApi, line: IndicatorLine, pane: number, overlay: boolean, width: 1 | 2): ISeriesApi<'Line' | 'Histogram'> {
  // Over the candles an axis label per line would hide the price axis; a pane's own lines label it as TradingView does.
  const labels = { lastValueVisible: !overlay, priceLineVisible: false, crosshairMarkerVisible: false };
  if (line.kind === 'histogram') return api.addSeries(HistogramSeries, { ...labels, color: line.colour }, pane);
  if (line.kind === 'dots') {
    return api.addSeries(LineSeries, { ...labels, color: line.colour, lineVisible: false, pointMarkersVisible: true, pointMarkersRadius: 1.5 }, pane);
  }
  return api.addSeries(LineSeries, { ...labels, color: line.colour, lineWidth: width }, pane);
}

/** Adds the instances' series, each shade before its lines so that they are drawn over it; pane indicators after the panes there are. */
function build(api: IChartApi, drawn: readonly DrawnIndicator[], firstPane: number): Built {
  let pane = firstPane;
  const indicators = drawn.map(({ item, placement, lines, fill, levels }): BuiltIndicator => {
    const overlay = placement === 'price';
    const at = overlay ? 0 : pane++;
    const band = fill ? api.addCustomSeries(new BandSeries(), {}, at) : null;
    const width = overlay && lines.length === 1 ? 2 : 1;
    const series = lines.map((line) => addLine(api, line, at, overlay, width));
    for (const price of levels) {
      series[0]?.createPriceLine({ price, color: LEVEL_COLOUR, lineWidth: 1, lineStyle: LineStyle.Dashed, axisLabelVisible: false });
    }
    return { id: item.id, lines: series, fill: band };
  });
  return { api, indicators, panes: pane - firstPane };
}

/** The candles' chart times, those of an earlier window kept up to `from`, and the times past the last candle lines drawn ahead reach. */
function timesOf(candles: readonly ChartCandle[], drawn: readonly DrawnIndicator[], timeZone: string, kept: UTCTimestamp[], from: number): UTCTimestamp[] {
  const times = kept.slice(0, from);
  for (let i = from; i < candles.length; i++) times.push(chartTime(candles[i]!.ts, timeZone));
  const ahead = Math.max(0, ...drawn.flatMap((indicator) => indicator.lines.map((line) => line.shift)));
  const ts = candles.map((candle) => candle.ts);
  for (const future of futureTimes(ts, ahead)) times.push(chartTime(future, timeZone));
  return times;
}

/**
 * Draws the standard indicators on the chart: each instance's lines over the candles or in a pane of its own, below
 * the product's panes, in the order the trader added them. The series are built again when instances come or go
 * and the chart itself is built again; settings, visibility and new candles only change their data and options. A
 * live tick updates the newest bars of lines drawn on their own candle; a shifted line (Ichimoku's) is set again,
 * since its newest value lies bars away.
 */
export function useIndicatorSeries(
  api: IChartApi | null,
  seriesName: string | null,
  candles: readonly ChartCandle[],
  drawn: readonly DrawnIndicator[],
  timeZone: string,
  language: Language,
  priceDigits: number,
): void {
  const [built, setBuilt] = useState<Built | null>(null);
  const current = useRef<Built | null>(null);
  const fed = useRef<Fed | null>(null);
  const latest = useRef(drawn);
  latest.current = drawn;
  const shape = JSON.stringify(drawn.map(({ item, placement }) => [item.id, item.indicator, item.colour, placement]));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` (the instances' identity and kinds) is the trigger; their settings and data are the next effect's.
  useEffect(() => {
    const old = current.current;
    // A chart built again (other product panes, another theme) took the old series with it and is gone: only a chart
    // still drawn has series to take away. The panes that are not the indicators' are the product's, which come first.
    const same = old !== null && old.api === api;
    const firstPane = api ? api.panes().length - (same ? old.panes : 0) : 0;
    if (same) for (const indicator of old.indicators) for (const series of allSeries(indicator)) api.removeSeries(series);
    current.current = api ? build(api, latest.current, firstPane) : null;
    setBuilt(current.current);
  }, [api, shape]);

  useEffect(() => {
    if (!built || seriesName === null || built.indicators.length !== drawn.length) return;
    const last = fed.current;
    const change = windowChange(last?.built === built ? last.window : null, seriesName, candles);
    const sameSettings = last?.built === built && last.drawn.length === drawn.length && last.drawn.every((old, k) => old.item === drawn[k]!.item);
    const from = change.kind === 'update' && sameSettings ? change.from : 0;
    const times = timesOf(candles, drawn, timeZone, from > 0 && last ? last.times : [], from);
    for (const [k, indicator] of drawn.entries()) {
      const series = built.indicators[k]!;
      const priceFormat = {
        type: 'custom',
        minMove: 10 ** -priceDigits,
        formatter: (value: number) => formatReading(indicator.item.indicator, value, language, priceDigits),
      } as const;
      for (const [l, line] of indicator.lines.entries()) {
        const target = series.lines[l]!;
        target.applyOptions({ visible: !indicator.item.hidden, priceFormat });
        if (from > 0 && line.shift === 0) for (const point of linePoints(line, times, from)) target.update(point);
        else target.setData(linePoints(line, times));
      }
      if (indicator.fill && series.fill) {
        series.fill.applyOptions({ visible: !indicator.item.hidden });
        if (from > 0 && indicator.fill.upper.shift === 0) for (const point of fillPoints(indicator.fill, times, from)) series.fill.update(point);
        else series.fill.setData(fillPoints(indicator.fill, times));
      }
    }
    const first = candles[0];
    const end = candles[candles.length - 1];
    fed.current = {
      built,
      drawn,
      times,
      window: first && end ? { series: seriesName, first: first.ts, last: end.ts, length: candles.length } : null,
    };
  }, [built, seriesName, candles, drawn, timeZone, language, priceDigits]);
}
