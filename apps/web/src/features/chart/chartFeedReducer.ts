import type { ChartCandle, KlineOhlcs } from '@signaldesk/contract';

/** What the chart knows of one (symbol, duration): its candles, oldest first, and how far loading got. */
export interface ChartFeed {
  status: 'loading' | 'ready' | 'empty' | 'error';
  /** While loading, the previous series' candles, kept for the layout until the new ones replace them. */
  candles: ChartCandle[];
  /** The server's message: why there are no candles, or why the request failed. */
  msg: string | null;
  loadingOlder: boolean;
  /** The source has nothing older than the first candle. */
  exhausted: boolean;
  /** Live bars received since the series was asked for. */
  liveTicks: number;
}

export type ChartFeedEvent =
  /** Another series is asked for: its candles replace these when they come (a list), never mixed with them. */
  | { type: 'reset' }
  | { type: 'ohlcs'; reply: Pick<KlineOhlcs, 'mode' | 'msg'> & { ohlcs: ChartCandle[] } }
  | { type: 'failed'; msg: string }
  | { type: 'older' };

export const emptyFeed: ChartFeed = { status: 'loading', candles: [], msg: null, loadingOlder: false, exhausted: false, liveTicks: 0 };

/** A live bar either replaces the last candle (same opening time) or follows it; anything older is stale. */
function mergeLive(candles: ChartCandle[], incoming: readonly ChartCandle[]): ChartCandle[] {
  let next = candles;
  for (const candle of incoming) {
    const last = next[next.length - 1];
    if (!last || candle.ts > last.ts) next = [...next, candle];
    else if (candle.ts === last.ts) next = [...next.slice(0, -1), candle];
  }
  return next;
}

/**
 * Spec §4 "Live candles": list replaces the series, history puts older candles in front, append and replace
 * change the end; an append on a missing series creates it.
 */
export function chartFeedReducer(feed: ChartFeed, event: ChartFeedEvent): ChartFeed {
  switch (event.type) {
    case 'reset':
      // The old candles stay under the spinner so the page keeps its layout, instead of collapsing and growing again.
      return { ...emptyFeed, candles: feed.candles };
    case 'failed':
      return { ...feed, status: feed.candles.length > 0 ? 'ready' : 'error', msg: event.msg, loadingOlder: false };
    case 'older':
      return { ...feed, loadingOlder: true };
    case 'ohlcs': {
      const { mode, ohlcs, msg } = event.reply;
      if (mode === 'list') {
        return { ...emptyFeed, status: ohlcs.length > 0 ? 'ready' : 'empty', candles: ohlcs, msg: msg ?? null, liveTicks: feed.liveTicks };
      }
      if (mode === 'history') {
        const first = feed.candles[0]?.ts ?? Number.POSITIVE_INFINITY;
        const older = ohlcs.filter((candle) => candle.ts < first);
        return { ...feed, candles: [...older, ...feed.candles], loadingOlder: false, exhausted: older.length === 0 };
      }
      const candles = mergeLive(feed.candles, ohlcs);
      return { ...feed, candles, status: candles.length > 0 ? 'ready' : feed.status, liveTicks: feed.liveTicks + 1 };
    }
  }
}
