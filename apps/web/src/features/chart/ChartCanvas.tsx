import { Box, useTheme } from '@mui/material';
import type { ChartCandle, CompareScale, Language } from '@signaldesk/contract';
import { formatPrice, formatVolume } from '@signaldesk/format';
import { createChart, type IChartApi, type LogicalRange, type MouseEventParams } from 'lightweight-charts';
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { localFlags } from '../../app/localFlags.js';
import { useStore } from '../../app/useStore.js';
import type { ComparedLine } from '../compare/useComparedLines.js';
import { useCompareSeries } from '../compare/useCompareSeries.js';
import type { DrawableChart } from '../drawings/ChartDrawings.js';
import type { DrawnIndicator } from '../indicators/indicatorLines.js';
import { useIndicatorSeries } from '../indicators/useIndicatorSeries.js';
import { type ChartSeriesSet, createChartSeries } from './createChartSeries.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { candleColours, volumeBars } from './chartSeriesData.js';
import { type ChartMarker, markerBars } from './markerBars.js';
import { lowerPaneSeries, zigzagLineId } from './chartLegend.js';
import { type ChartPanes, drawnOverlayLines, lowerPanesOf } from '@signaldesk/chart-render';
import { PaneToggles } from './PaneToggles.js';
import { barsInView } from './barsInView.js';
import { NEAR_OLDEST } from './nearOldest.js';
import { openingRange } from './openingRange.js';
import { rangeAfterOlder } from './rangeAfterOlder.js';
import { setChartData } from './setChartData.js';
import { updateChartBars } from './updateChartBars.js';
import { removeChart } from './removedCharts.js';
import { INDICATOR_PANE_PX, type IndicatorPane, type PaneLayout, usePaneLayout } from './usePaneLayout.js';
import { type DrawnWindow, windowChange } from './windowChange.js';

/** What the toolbar asks of the drawn chart. */
export interface ChartCanvasHandle {
  screenshot: () => HTMLCanvasElement | null;
  /** Brings candles `from` to `to` (indexes into the candles drawn) into view, with room either side. */
  showCandles: (from: number, to: number) => void;
}

/** Options that change how the series look without building the chart again. */
export interface ChartLook {
  ladder: boolean;
  helpline: boolean;
  trendline: boolean;
  flipY: boolean;
  /** Lines hidden from the legend (chartLegend's ids); a hidden line keeps its data and only stops being drawn. */
  hidden: readonly string[];
}

interface Props {
  /** The series the candles belong to ("symbol:duration"); null while there is none. */
  series: string | null;
  candles: readonly ChartCandle[];
  timeZone: string;
  language: Language;
  panes: ChartPanes;
  look: ChartLook;
  markers: readonly ChartMarker[];
  /** The standard indicators the trader added, computed over `candles`; the academy's charts have none. */
  indicators?: readonly DrawnIndicator[];
  /** Symbols set beside the candles as lines, and how they are scaled; the academy's charts have none. */
  compared?: { lines: readonly ComparedLine[]; scale: CompareScale };
  /** Decimals of the symbol's quotes, for the price axis and the lines over the candles. */
  priceDigits: number;
  /** Day and week bars have no time of day worth printing on the axis. */
  showTime: boolean;
  onHover: (index: number | null) => void;
  onDoubleClick: (index: number) => void;
  onNearOldest: () => void;
  /** Where the panes and the price axis are drawn, whenever that changes. */
  onLayout?: (layout: PaneLayout) => void;
  /** The drawn chart for what is drawn over it (the trader's drawings), null while there is none. */
  onChart?: (chart: DrawableChart | null) => void;
  /** The drawing's height; the default fills the screen. */
  height?: ChartHeight | undefined;
  ref?: Ref<ChartCanvasHandle>;
}

/** A CSS height, or one for phones and one from the md breakpoint up. */
export type ChartHeight = string | { xs: string; md: string };

/**
 * The chart fills the screen below the app bar, the chart's toolbar and above its replay row, so the time axis and
 * replay stay on the first screen; short windows still get a readable chart and scroll. A phone's toolbar wraps to
 * three rows.
 */
const CHART_HEIGHT: ChartHeight = { xs: 'max(360px, calc(100dvh - 250px))', md: 'max(420px, calc(100dvh - 196px))' };
const NO_INDICATORS: readonly DrawnIndicator[] = [];
const NOTHING_COMPARED = { lines: [], scale: 'percent' } as const;

/**
 * Puts the latest candle at the right edge at once. The library's own scrollToRealTime animates for about a second
 * and was seen to stop a bar or two short of the edge when the new candle came straight after a scroll.
 */
function toLatestCandle(api: IChartApi): void {
  const timeScale = api.timeScale();
  timeScale.scrollToPosition(timeScale.options().rightOffset, false);
}

/**
 * The chart's size in whole even pixels, as lightweight-charts draws it. Its own `autoSize` compares the container's
 * fractional size with the rounded size it drew at and so draws the whole chart a second time as soon as it is shown.
 */
function chartSize(element: HTMLElement): { width: number; height: number } {
  const { width, height } = element.getBoundingClientRect();
  const even = (pixels: number) => Math.floor(pixels / 2) * 2;
  return { width: even(width), height: even(height) };
}

/** Resizes the chart with its container, only when the size it draws at changes. */
function followSize(api: IChartApi, element: HTMLElement): ResizeObserver {
  let size = chartSize(element);
  const resized = new ResizeObserver(() => {
    const next = chartSize(element);
    if (next.width === size.width && next.height === size.height) return;
    size = next;
    // Drawn at once, so the canvas never shows a frame at the old size inside the new box.
    api.resize(next.width, next.height, true);
  });
  resized.observe(element);
  return resized;
}

/** Writes how many candles the view shows and how many lie right of it (newer), for what a test cannot read off the canvas. */
function markView(element: HTMLElement, range: LogicalRange | null, candles: number): void {
  const view = barsInView(range, candles);
  element.dataset.visibleBars = String(view.visible);
  element.dataset.barsAfter = String(view.after);
}

/** The lightweight-charts drawing: created once per set of panes, then fed data and options imperatively. */
export function ChartCanvas({ series: seriesName, candles, timeZone, language, panes, look, markers, indicators = NO_INDICATORS, compared = NOTHING_COMPARED, priceDigits, showTime, onHover, onDoubleClick, onNearOldest, onLayout, onChart, height = CHART_HEIGHT, ref }: Props) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<{ api: IChartApi; series: ChartSeriesSet } | null>(null);
  const drawn = useRef<DrawnWindow | null>(null);
  // A new series opens on its newest candles; only the user's own scrolling asks for older ones.
  const scrolledByUser = useRef(false);
  const handlers = useRef({ onHover, onDoubleClick, onNearOldest });
  const colours = useRiseFall();
  const followLatest = useStore(localFlags.scrollChart);
  const following = useRef(followLatest);
  following.current = followLatest;
  const drawnWindow = useRef({ candles, timeZone });
  drawnWindow.current = { candles, timeZone };
  handlers.current = { onHover, onDoubleClick, onNearOldest };
  const { sine, chord, kd, volume } = panes;
  const lower = useMemo(() => lowerPanesOf({ sine, chord, kd, volume }), [sine, chord, kd, volume]);
  const paneKey = JSON.stringify(indicators.flatMap(({ item, placement }): IndicatorPane[] => (placement === 'pane' ? [{ id: item.id, height: item.height ?? INDICATOR_PANE_PX }] : [])));
  const indicatorPanes = useMemo(() => JSON.parse(paneKey) as IndicatorPane[], [paneKey]);
  // Before the layout, whose effect then sizes the indicators' panes the same commit adds.
  useIndicatorSeries(chart?.api ?? null, seriesName, candles, indicators, timeZone, language, priceDigits);
  useCompareSeries(chart?.api ?? null, candles, compared.lines, compared.scale, timeZone);
  const layout = usePaneLayout(chart?.api ?? null, container, lower, indicatorPanes);

  useImperativeHandle(
    ref,
    () => ({
      screenshot: () => chart?.api.takeScreenshot() ?? null,
      showCandles: (from, to) => {
        const room = Math.max(10, Math.round((to - from) / 2));
        chart?.api.timeScale().setVisibleLogicalRange({ from: from - room, to: to + room });
      },
    }),
    [chart],
  );

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const api = createChart(element, {
      ...chartSize(element),
      layout: { background: { color: theme.palette.background.paper }, textColor: theme.palette.text.primary, attributionLogo: false },
      grid: { vertLines: { color: theme.palette.divider }, horzLines: { color: theme.palette.divider } },
      // A pane that grows or shrinks (a sheet or list opening beside it) keeps the candles it showed, fitted.
      timeScale: { secondsVisible: false, rightOffset: 4, lockVisibleTimeRangeOnResize: true },
      // Only whole labels, so the bottom label of one pane never runs into the top label of the next.
      rightPriceScale: { entireTextOnly: true },
    });
    const series = createChartSeries(api, { sine, chord, kd, volume });
    const hover = (param: MouseEventParams) => handlers.current.onHover(param.point && param.logical !== undefined ? Math.round(param.logical) : null);
    const doubleClick = (param: MouseEventParams) => {
      if (param.logical !== undefined) handlers.current.onDoubleClick(Math.round(param.logical));
    };
    const scrolled = (range: LogicalRange | null) => {
      markView(element, range, series.candles.data().length);
      if (range && range.from < NEAR_OLDEST && scrolledByUser.current) handlers.current.onNearOldest();
    };
    api.subscribeCrosshairMove(hover);
    api.subscribeDblClick(doubleClick);
    api.timeScale().subscribeVisibleLogicalRangeChange(scrolled);
    const resized = followSize(api, element);
    drawn.current = null;
    setChart({ api, series });
    return () => {
      resized.disconnect();
      setChart(null);
      removeChart(api);
    };
  }, [sine, chord, kd, volume, theme]);

  useEffect(() => onLayout?.(layout), [layout, onLayout]);

  useEffect(() => {
    const element = container.current;
    onChart?.(chart && element ? { api: chart.api, candles: chart.series.candles, element } : null);
  }, [chart, onChart]);

  useEffect(() => {
    chart?.api.applyOptions({
      localization: { locale: language === 'zh' ? 'zh-CN' : 'en-US' },
      timeScale: { timeVisible: showTime },
    });
  }, [chart, language, showTime]);

  // The toolbar's scroll-chart switch. On, each new candle brings the view to it, and switching on brings it there
  // now; off, the view stays on the candles the trader put there, even at the right edge.
  useEffect(() => {
    if (!chart) return;
    chart.api.applyOptions({ timeScale: { shiftVisibleRangeOnNewBar: followLatest } });
    if (followLatest) toLatestCandle(chart.api);
  }, [chart, followLatest]);

  useEffect(() => {
    if (!chart) return;
    const hidden = new Set(look.hidden);
    const drawn = new Set(drawnOverlayLines({ ladder: look.ladder, helpline: look.helpline }).map((overlay) => overlay.field));
    for (const [field, overlay] of chart.series.overlays) overlay.applyOptions({ visible: drawn.has(field) && !hidden.has(field) });
    for (const [index, zigzag] of chart.series.zigzags.entries()) zigzag.applyOptions({ visible: look.trendline && !hidden.has(zigzagLineId(index)) });
    for (const [id, series] of lowerPaneSeries(chart.series)) series.applyOptions({ visible: !hidden.has(id) });
    chart.api.priceScale('right', 0).applyOptions({ invertScale: look.flipY });
  }, [chart, look.ladder, look.helpline, look.trendline, look.flipY, look.hidden]);

  useEffect(() => {
    if (!chart) return;
    // The price axis, the last-price label and the crosshair read like every other price of the app: grouped, in the
    // interface's language, with the symbol's decimals.
    const priceFormat = { type: 'custom', minMove: 10 ** -priceDigits, formatter: (price: number) => formatPrice(price, language, priceDigits) } as const;
    for (const series of [chart.series.candles, ...chart.series.overlays.values(), ...chart.series.zigzags]) series.applyOptions({ priceFormat });
    chart.series.volume?.applyOptions({ priceFormat: { type: 'custom', minMove: 1, formatter: (volume: number) => formatVolume(volume, language) } });
  }, [chart, priceDigits, language]);

  // A switch of the rise/fall colours recolours the drawn window in place: the candles by their options, the volume
  // bars, which carry their colour in their data, set again. The view stays where the trader left it.
  useEffect(() => {
    if (!chart) return;
    chart.series.candles.applyOptions(candleColours(colours));
    chart.series.volume?.setData(volumeBars(drawnWindow.current.candles, drawnWindow.current.timeZone, colours));
  }, [chart, colours]);

  useEffect(() => {
    if (!chart || seriesName === null) return;
    const change = windowChange(drawn.current, seriesName, candles);
    const timeScale = chart.api.timeScale();
    if (change.kind === 'update') {
      updateChartBars(chart.series, candles, change.from, timeZone, colours);
      if (change.appended && following.current) toLatestCandle(chart.api);
    } else if (change.kind === 'set') {
      // Older candles came in front: the same candles stay under the user's eyes.
      const range = timeScale.getVisibleLogicalRange();
      setChartData(chart.series, candles, timeZone, colours);
      const kept = range && change.prepended > 0 ? rangeAfterOlder(range, change.prepended, timeScale.getVisibleLogicalRange()) : null;
      if (kept) timeScale.setVisibleLogicalRange(kept);
    } else {
      // Another series, or the first drawing: its newest candles at a readable width, not where the last one was
      // scrolled or zoomed.
      setChartData(chart.series, candles, timeZone, colours);
      scrolledByUser.current = false;
      const opening = openingRange(candles.length, timeScale.width() || (container.current?.clientWidth ?? 0), timeScale.options().rightOffset);
      if (opening) timeScale.setVisibleLogicalRange(opening);
      else timeScale.fitContent();
    }
    // The library tells of a new range while it still hands the window to its series one by one, in the order they
    // first had data: the volume bars, set as soon as the chart exists, may come before the candles, and the range
    // was then counted against the candles drawn before. Counted again once every series holds the window.
    if (container.current) markView(container.current, timeScale.getVisibleLogicalRange(), candles.length);
    const first = candles[0];
    const last = candles[candles.length - 1];
    drawn.current = first && last ? { series: seriesName, first: first.ts, last: last.ts, length: candles.length } : null;
  }, [chart, seriesName, candles, timeZone, colours]);

  const placedMarkers = useMemo(() => markerBars(markers, candles, timeZone), [markers, candles, timeZone]);
  useEffect(() => {
    chart?.series.markers.setMarkers(placedMarkers);
  }, [chart, placedMarkers]);

  const userScrolls = () => {
    scrolledByUser.current = true;
  };
  return (
    <>
      <Box
        ref={container}
        sx={{ height, width: '100%' }}
        onPointerDown={userScrolls}
        onWheel={userScrolls}
        onTouchStart={userScrolls}
        data-testid="chart-canvas"
        data-panes={JSON.stringify(layout.boxes)}
        data-scale-width={layout.scaleWidth}
        // The markers drawn, by text and bar time, for what a test cannot read off the canvas.
        data-markers={JSON.stringify(placedMarkers.map((marker) => ({ text: marker.text, time: marker.time })))}
      />
      <PaneToggles layout={layout} />
    </>
  );
}
