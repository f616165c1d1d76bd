import { utcOffset } from '@signaldesk/market-data/sessions';
import { chartTime } from '../chart/chartTime.js';
import { NEAR_OLDEST } from '../chart/nearOldest.js';

/**
 * Linked charts share moments (epoch seconds), not the times they print: each chart draws its bars on its exchange's
 * wall clock (`chartTime`), so New York's 10:00 and Hong Kong's 10:00 are twelve or thirteen hours apart.
 */

/**
 * The moment a chart's time stands for on an exchange's clock: `chartTime` undone. The offset is the moment's, which
 * the wall-clock time is off from by that offset; taken again from the first guess it is right on both sides of a
 * change of the clocks.
 */
export function momentOf(time: number, timeZone: string): number {
  const guess = time - utcOffset(timeZone, time);
  return time - utcOffset(timeZone, guess);
}

/** A chart's time on another exchange's clock, for the same moment. */
export const timeOnChart = (time: number, fromZone: string, toZone: string): number => chartTime(momentOf(time, fromZone), toZone);

/**
 * The bar a chart shows for a time of its own clock, given the index of the first bar at or after it: the last bar
 * that had opened by then, none before the chart's first. A moment after the last bar shows the last.
 */
export function openBarIndex(firstAtOrAfter: number | null, timeAtIndex: (index: number) => number | null, time: number): number | null {
  if (firstAtOrAfter === null) return null;
  const found = timeAtIndex(firstAtOrAfter);
  if (found === null) return null;
  if (found <= time) return firstAtOrAfter;
  return firstAtOrAfter > 0 ? firstAtOrAfter - 1 : null;
}

/** A time range on a chart's clock (chart times, seconds). */
export interface TimeRange {
  from: number;
  to: number;
}

/** What the time-range link asks of a chart. */
export interface RangeChart {
  timeZone: string;
  /** How many of its candles lie before a time of its clock; null while it has none. */
  barsBefore: (time: number) => number | null;
  /** The time of its oldest candle; null while it has none. */
  oldestTime: () => number | null;
  show: (range: TimeRange) => void;
  loadOlder: () => void;
}

/**
 * The time-range link. The leading chart's range is shown on the others at the same moments; a chart with fewer than
 * `NEAR_OLDEST` candles before the range's start loads older ones, as it does when the trader scrolls it back, and
 * once they arrive shows the range again (the library keeps the candles in view when older ones come in front, so it
 * would stop at its old first candle), loading more while it is still short and its source has more.
 */
export function createRangeLink<Chart extends RangeChart>() {
  // The range last led, on the clock of the chart that led it.
  let led: { leader: Chart; shown: TimeRange } | null = null;
  // Charts asked for older candles, with their oldest candle's time when asked.
  const waiting = new Map<Chart, number>();

  const follow = (chart: Chart) => {
    if (!led || chart === led.leader) return;
    const { leader, shown } = led;
    const range = { from: timeOnChart(shown.from, leader.timeZone, chart.timeZone), to: timeOnChart(shown.to, leader.timeZone, chart.timeZone) };
    const before = chart.barsBefore(range.from);
    if (before === null) return;
    chart.show(range);
    const oldest = chart.oldestTime();
    if (before >= NEAR_OLDEST || oldest === null) return;
    waiting.set(chart, oldest);
    chart.loadOlder();
  };

  return {
    /** The leading chart shows `shown` on its clock: the others follow. */
    lead(leader: Chart, shown: TimeRange, others: readonly Chart[]): void {
      led = { leader, shown };
      for (const other of others) follow(other);
    },
    /** A chart's candles were set anew: if they reach further back than when it was asked for older ones, it follows again. */
    candlesSet(chart: Chart): void {
      const asked = waiting.get(chart);
      const oldest = chart.oldestTime();
      if (asked === undefined || oldest === null || oldest >= asked) return;
      waiting.delete(chart);
      follow(chart);
    },
  };
}
