import { utcOffset } from '@signaldesk/market-data/sessions';
import { chartTime } from '../chart/chartTime.js';

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
