import type { JobName, Region } from '@signaldesk/contract';
import { nextDailyRun } from '@signaldesk/market-data';

export const HOT_INTERVAL_SECONDS = 15 * 60;

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
