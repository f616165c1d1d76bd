import type { LayoutLinks } from '@signaldesk/contract';
import { type CandlestickData, type IRange, MismatchDirection, type MouseEventParams, type Time, type UTCTimestamp } from 'lightweight-charts';
import { useEffect } from 'react';
import { chartTime } from '../chart/chartTime.js';
import { isRemoved } from '../chart/removedCharts.js';
import type { DrawableChart } from '../drawings/ChartDrawings.js';
import { momentOf, openBarIndex, timeOnChart } from './chartLinks.js';

/** A drawn chart of the layout with what linking it needs. */
export interface LinkedChart {
  chart: DrawableChart;
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

/** Shows the crosshair on the bar of `linked` that was open at the moment, or none before its first bar. */
function showMoment(linked: LinkedChart, moment: number): void {
  const { api, candles } = linked.chart;
  const time = chartTime(moment, linked.timeZone);
  const timeAt = (index: number) => (candles.dataByIndex(index, MismatchDirection.NearestLeft)?.time as number | undefined) ?? null;
  const index = openBarIndex(api.timeScale().timeToIndex(time, true), timeAt, time);
  const found = index === null ? null : candles.dataByIndex(index, MismatchDirection.NearestLeft);
  const bar = found && 'close' in found ? (found as CandlestickData<Time>) : null;
  if (!bar) {
    api.clearCrosshairPosition();
    markCrosshair(linked.box, null);
    return;
  }
  api.setCrosshairPosition(bar.close, bar.time, candles);
  markCrosshair(linked.box, momentOf(bar.time as number, linked.timeZone));
}

/**
 * Links the layout's drawn charts as the trader asked: the crosshair moved over one shows on the others at the same
 * moment, and the time range scrolled or zoomed on one is set on the others. Only the chart the trader is working in
 * leads: the library tells of a range set on a chart as of one scrolled there, and following those would send each
 * range back and forth between the charts. The crosshair needs no such guard, as one set from outside is not told of.
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
            for (const other of others(linked)) {
              other.chart.api.clearCrosshairPosition();
              markCrosshair(other.box, null);
            }
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
          for (const other of others(linked)) {
            const from = timeOnChart(shown.from as number, linked.timeZone, other.timeZone) as UTCTimestamp;
            const to = timeOnChart(shown.to as number, linked.timeZone, other.timeZone) as UTCTimestamp;
            const timeScale = other.chart.api.timeScale();
            // A chart still waiting for its candles has no time to set a range on.
            if (timeScale.timeToIndex(from, true) !== null) timeScale.setVisibleRange({ from, to });
          }
        };
        api.timeScale().subscribeVisibleTimeRangeChange(scrolled);
        stops.push(() => {
          if (live(linked)) api.timeScale().unsubscribeVisibleTimeRangeChange(scrolled);
        });
      }
    }
    return () => {
      for (const stop of stops) stop();
      for (const linked of drawn) {
        if (crosshair && live(linked)) linked.chart.api.clearCrosshairPosition();
        markCrosshair(linked.box, null);
      }
    };
  }, [charts, crosshair, range]);
}
