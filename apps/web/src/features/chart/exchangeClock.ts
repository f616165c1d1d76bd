import type { Duration } from '@signaldesk/contract';
import { isDayBar } from './formatBarTime.js';

/**
 * A formatter of bar times on the exchange's wall clock as "YYYY-MM-DD HH:mm", the form spreadsheets read as a
 * date; the Swedish locale is the one Intl writes in that order. Day and week bars are dated, not timed: a daily
 * bar is the session, not its opening minute.
 */
export function exchangeClock(timeZone: string, duration: Duration): (ts: number) => string {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', ...(isDayBar(duration) ? {} : { timeStyle: 'short' }) });
  return (ts) => format.format(new Date(ts * 1000));
}
