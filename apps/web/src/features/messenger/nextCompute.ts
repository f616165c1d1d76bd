import { type Market, REGIONS } from '@signaldesk/contract';
import { nextDailyRun } from '@signaldesk/market-data/sessions';

/**
 * When a strategy over these markets next sees a finished day: the soonest of their next daily computes, after a
 * close. Saved on a weekend or a holiday, that is the next trading day's close, which the messenger says rather than
 * leaving the trader to wonder why nothing came.
 */
export function nextCompute(region: Market, now: number): number {
  const regions = region === 'ALL' ? REGIONS : [region];
  return Math.min(...regions.map((one) => nextDailyRun(one, now)));
}
