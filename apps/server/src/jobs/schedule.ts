import type { JobName, Region } from '@signaldesk/contract';
import { marketSessions } from '@signaldesk/market-data';

/** The source needs a while after the bell to publish the final daily bar. */
export const AFTER_CLOSE_SECONDS = 30 * 60;
export const HOT_INTERVAL_SECONDS = 15 * 60;
const DAY = 86_400;

/** The first moment after `now` that is AFTER_CLOSE_SECONDS past one of the region's closes. */
export function nextDailyRun(region: Region, now: number): number {
  // Holidays and weekends never shut a market for more than a couple of weeks.
  const session = marketSessions(region, now - 2 * DAY, now + 20 * DAY).find((s) => s.close + AFTER_CLOSE_SECONDS > now);
  return session ? session.close + AFTER_CLOSE_SECONDS : now + DAY;
}

export function nextHotRun(now: number): number {
  return Math.floor(now / HOT_INTERVAL_SECONDS) * HOT_INTERVAL_SECONDS + HOT_INTERVAL_SECONDS;
}

export const dailyRegion = (name: JobName): Region | null =>
  name.startsWith('daily:') ? (name.slice('daily:'.length) as Region) : null;

/** When a scheduled job runs after `now`; null for the jobs only people fire. */
export function nextRun(name: JobName, now: number): number | null {
  const region = dailyRegion(name);
  if (region) return nextDailyRun(region, now);
  return name === 'hot' ? nextHotRun(now) : null;
}
