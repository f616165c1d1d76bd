import { utcOffset } from '@signaldesk/market-data/sessions';
import type { UTCTimestamp } from 'lightweight-charts';

/**
 * The chart's time of a bar: lightweight-charts prints times as UTC, so the bar's epoch seconds are moved by the
 * exchange's offset at that moment and the axis, crosshair and tick marks read the exchange's own wall clock.
 */
export function chartTime(ts: number, timeZone: string): UTCTimestamp {
  return (ts + utcOffset(timeZone, ts)) as UTCTimestamp;
}
