import type { Region } from '@signaldesk/contract';
import { marketSessions } from './calendar.js';
import { SECONDS_PER_DAY } from './clock.js';

/** The source needs a while after the bell to publish the final daily bar. */
export const AFTER_CLOSE_SECONDS = 30 * 60;

/**
 * The first moment after `now` that is AFTER_CLOSE_SECONDS past one of the region's closes: when the server next
 * computes the region's daily bars, and so when a saved strategy over it next sees a finished day.
 */
export function nextDailyRun(region: Region, now: number): number {
  // Holidays and weekends never shut a market for more than a couple of weeks.
  const session = marketSessions(region, now - 2 * SECONDS_PER_DAY, now + 20 * SECONDS_PER_DAY).find((s) => s.close + AFTER_CLOSE_SECONDS > now);
  return session ? session.close + AFTER_CLOSE_SECONDS : now + SECONDS_PER_DAY;
}
