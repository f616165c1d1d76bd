import type { LayoutLinks } from '@signaldesk/contract';
import {
  type CandlestickData,
  type DataChangedScope,
  type IRange,
  MismatchDirection,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect } from 'react';
import { chartTime } from '../chart/chartTime.js';
import type { ShownChart } from '../chart/QuoteChart.js';
import { isRemoved } from '../chart/removedCharts.js';
import { createRangeLink, momentOf, openBarIndex, type RangeChart } from './chartLinks.js';

/** A drawn chart of the layout with what linking it needs. */
export interface LinkedChart {
  chart: ShownChart;
  timeZone: string;
  /**
   * The chart's box on the screen: it carries the moment under the chart's crosshair (`data-crosshair-time`, epoch
   * seconds of the bar), which cannot be read off the canvas.
   */
  box: HTMLElement;
}

/** What the trader does to a chart to move its view: the chart so touched leads the others. */
const LEADING_EVENTS = ['pointermove', 'pointerdown', 'wheel', 'touchstart'] as const;

function markCrosshair(box: HTMLElement, moment: number | null): void {
  if (moment === null) delete box.dataset.crosshairTime;
  else box.dataset.crosshairTime = String(moment);
}

/** Takes the crosshair off a chart, and its legends back to the latest candle. */
function clearMoment(linked: LinkedChart): void {
  linked.chart.api.clearCrosshairPosition();
  linked.chart.hovered.set(null);
  markCrosshair(linked.box, null);
}

/**
 * Shows the crosshair on the bar of `linked` that was open at the moment, or none before its first bar, and has its
 * legends read that bar: the library does not tell the chart of a crosshair set from outside.
 */
function showMoment(linked: LinkedChart, moment: number): void {
  const { api, candles } = linked.chart;
  const time = chartTime(moment, linked.timeZone);
  const timeAt = (index: number) => (candles.dataByIndex(index, MismatchDirection.NearestLeft)?.time as number | undefined) ?? null;
  const index = openBarIndex(api.timeScale().timeToIndex(time, true), timeAt, time);
  const found = index === null ? null : candles.dataByIndex(index, MismatchDirection.NearestLeft);
  const bar = found && 'close' in found ? (found as CandlestickData<Time>) : null;
  if (index === null || !bar) {
    clearMoment(linked);
    return;
  }
  api.setCrosshairPosition(bar.close, bar.time, candles);
  linked.chart.hovered.set(index);
  markCrosshair(linked.box, momentOf(bar.time as number, linked.timeZone));
}

/** The time-range link's view of a drawn chart. */
function rangeChart({ chart, timeZone }: LinkedChart): RangeChart {
  const timeScale = () => chart.api.timeScale();
  return {
    timeZone,
    barsBefore: (time) => timeScale().timeToIndex(time as UTCTimestamp, true),
    oldestTime: () => (chart.candles.dataByIndex(0)?.time as number | undefined) ?? null,
    show: (range) => timeScale().setVisibleRange(range as IRange<UTCTimestamp>),
    loadOlder: chart.loadOlder,
  };
}

/**
 * Links the layout's drawn charts as the trader asked: the crosshair moved over one shows on the others at the same
 * moment, their legends reading the bar under it, and the time range scrolled or zoomed on one is set on the others,
 * which load older candles to show it (`createRangeLink`). Only the chart the trader is working in leads: the library
 * tells of a range set on a chart as of one scrolled there, and following those would send each range back and forth
 * between the charts. The crosshair needs no such guard, as one set from outside is not told of.
 */
export function useChartLinks(charts: readonly (LinkedChart | null)[], links: LayoutLinks): void {
  const { crosshair, range } = links;
  useEffect(() => {
    // A chart taken off the page in the meantime throws at every call, its unsubscribing included.
    const live = (linked: LinkedChart) => !isRemoved(linked.chart.api);
    const drawn = charts.filter((linked): linked is LinkedChart => linked !== null && live(linked));
    const others = (linked: LinkedChart) => drawn.filter((other) => other !== linked && live(other));
    if (drawn.length < 2 || (!crosshair && !range)) return;
    let leader: LinkedChart | null = null;
    const stops: (() => void)[] = [];
    const ranges = new Map(drawn.map((linked) => [linked, rangeChart(linked)]));
    const rangeOf = (linked: LinkedChart) => ranges.get(linked)!;
    const rangeLink = createRangeLink<RangeChart>();
    const frames = new Set<number>();
    for (const linked of drawn) {
      const { api, element } = linked.chart;
      const lead = () => {
        leader = linked;
      };
      for (const type of LEADING_EVENTS) element.addEventListener(type, lead, { passive: true });
      stops.push(() => {
        for (const type of LEADING_EVENTS) element.removeEventListener(type, lead);
      });

      if (crosshair) {
        const moved = (param: MouseEventParams) => {
          // Moved by the trader's pointer: a bar under it. Left by the pointer: no position at all. Anything else is
          // the library redrawing a crosshair it was given.
          if (param.sourceEvent && param.time !== undefined) {
            const moment = momentOf(param.time as number, linked.timeZone);
            markCrosshair(linked.box, moment);
            for (const other of others(linked)) showMoment(other, moment);
          } else if (param.point === undefined) {
            markCrosshair(linked.box, null);
            for (const other of others(linked)) clearMoment(other);
          }
        };
        api.subscribeCrosshairMove(moved);
        stops.push(() => {
          if (live(linked)) api.unsubscribeCrosshairMove(moved);
        });
      }

      if (range) {
        const scrolled = (shown: IRange<Time> | null) => {
          if (leader !== linked || !shown) return;
          rangeLink.lead(rangeOf(linked), { from: shown.from as number, to: shown.to as number }, others(linked).map(rangeOf));
        };
        // Set again while the chart draws them, in front of the range it keeps in view then: followed at the next frame.
        const candlesSet = (scope: DataChangedScope) => {
          if (scope !== 'full') return;
          const frame = requestAnimationFrame(() => {
            frames.delete(frame);
            if (live(linked)) rangeLink.candlesSet(rangeOf(linked));
          });
          frames.add(frame);
        };
        api.timeScale().subscribeVisibleTimeRangeChange(scrolled);
        linked.chart.candles.subscribeDataChanged(candlesSet);
        stops.push(() => {
          if (!live(linked)) return;
          api.timeScale().unsubscribeVisibleTimeRangeChange(scrolled);
          linked.chart.candles.unsubscribeDataChanged(candlesSet);
        });
      }
    }
    return () => {
      for (const stop of stops) stop();
      for (const frame of frames) cancelAnimationFrame(frame);
      for (const linked of drawn) {
        if (crosshair && live(linked)) clearMoment(linked);
        markCrosshair(linked.box, null);
      }
    };
  }, [charts, crosshair, range]);
}
