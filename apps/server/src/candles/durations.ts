import type { Duration } from '@signaldesk/contract';
import type { StoredDuration } from './candleStore.js';

/** Where each chart duration's bars come from: stored as they are, or resampled from a finer stored series. */
export const SOURCE_OF: Record<Duration, StoredDuration> = {
  '1m': '1m',
  '5m': '5m',
  '15m': '15m',
  '30m': '30m',
  '1h': '1h',
  '4h': '1h',
  '1d': '1d',
  '1wk': '1d',
  intraday: '1m',
};

export const DURATION_SECONDS: Record<Duration, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '30m': 1_800,
  '1h': 3_600,
  '4h': 14_400,
  '1d': 86_400,
  '1wk': 7 * 86_400,
  intraday: 60,
};

const DAY = 86_400;

/**
 * How far back a first fetch reaches, per stored duration: what Yahoo serves (minute bars for a week,
 * 5 to 30 minutes for 60 days, hours for two years) and ten years of days, enough for the 4-year highs and lows.
 */
export const HISTORY_SECONDS: Record<StoredDuration, number> = {
  '1m': 7 * DAY,
  '5m': 59 * DAY,
  '15m': 59 * DAY,
  '30m': 59 * DAY,
  '1h': 729 * DAY,
  '1d': 10 * 365 * DAY,
};

/** Source bars needed to build `count` bars of a duration; a week of a crypto asset holds seven days. */
export function sourceBarsFor(duration: Duration, count: number): number {
  if (duration === '1wk') return count * 7 + 7;
  if (duration === '4h') return count * 4 + 4;
  return count;
}

/** Snapshots that follow a stored duration: the weekly values move with every daily bar, the 4-hour ones with every hourly bar. */
export const DERIVED_SNAPSHOTS: Partial<Record<Duration, readonly Duration[]>> = {
  '1d': ['1wk'],
  '1h': ['4h'],
};
