import type { FetchDuration } from '../../types.js';

const DAY = 86_400;
/** Yahoo refuses a start right at the edge of its reach, so requests stay this far inside it. */
const EDGE_MARGIN = 3_600;

/** The chart intervals Yahoo is asked for. */
export type YahooInterval = '1m' | '5m' | '15m' | '30m' | '1h' | '1d' | '1wk';

interface HistoryLimit {
  interval: YahooInterval;
  /** Longest range one request may cover, seconds; null when unlimited. */
  span: number | null;
  /** How far back from now Yahoo keeps bars of this interval, seconds; null when it keeps them all. */
  reach: number | null;
}

/** Yahoo's intraday limits: 1m bars 7 days a request within the last 30 days, 5m–30m 60 days, 1h 730 days. */
export const HISTORY_LIMITS: Record<Exclude<FetchDuration, '4h'>, HistoryLimit> = {
  '1m': { interval: '1m', span: 7 * DAY, reach: 30 * DAY },
  '5m': { interval: '5m', span: 60 * DAY, reach: 60 * DAY },
  '15m': { interval: '15m', span: 60 * DAY, reach: 60 * DAY },
  '30m': { interval: '30m', span: 60 * DAY, reach: 60 * DAY },
  '1h': { interval: '1h', span: 730 * DAY, reach: 730 * DAY },
  '1d': { interval: '1d', span: null, reach: null },
  '1wk': { interval: '1wk', span: null, reach: null },
};

export interface RequestWindow {
  period1: number;
  period2: number;
}

/**
 * The requests that cover [from, to) within what Yahoo keeps: the start is
 * pulled forward to the interval's reach, the end back to now, and the rest is
 * cut into pieces no longer than one request may cover. Empty when nothing of
 * the range is still available.
 */
export function requestWindows(limit: HistoryLimit, now: number, from?: number, to?: number): RequestWindow[] {
  const earliest = limit.reach === null ? 0 : now - limit.reach + EDGE_MARGIN;
  const start = Math.max(from ?? earliest, earliest);
  const end = Math.min(to ?? now, now);
  if (start >= end) return [];
  if (limit.span === null) return [{ period1: start, period2: end }];
  const windows: RequestWindow[] = [];
  for (let period1 = start; period1 < end; period1 += limit.span) {
    windows.push({ period1, period2: Math.min(period1 + limit.span, end) });
  }
  return windows;
}
