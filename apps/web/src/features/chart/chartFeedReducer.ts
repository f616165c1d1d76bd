import type { ChartCandle, KlineOhlcs } from '@signaldesk/contract';

/** What the chart knows of one (symbol, duration): its candles, oldest first, and how far loading got. */
export interface ChartFeed {
  /** The series the candles belong to ("symbol:duration"); null before the first answer. */
  series: string | null;
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
  /** The candles are the tab's kept answer of the series, shown until its live answer replaces them. */
  kept: boolean;
}

export type ChartFeedEvent =
  /** Another series is asked for: its candles replace these when they come (a list), never mixed with them. */
  | { type: 'reset' }
  | { type: 'ohlcs'; series: string; reply: Pick<KlineOhlcs, 'mode' | 'msg'> & { ohlcs: ChartCandle[] } }
  /** The tab's kept answer of the series asked for, drawn while its live answer is on the way. */
  | { type: 'kept'; series: string; ohlcs: ChartCandle[]; msg?: string | undefined }
  | { type: 'failed'; msg: string }
  | { type: 'older' };

export const emptyFeed: ChartFeed = { series: null, status: 'loading', candles: [], msg: null, loadingOlder: false, exhausted: false, liveTicks: 0, kept: false };

/**
 * The name a kept answer is drawn under. Not its series' own: the chart tells a new series by its name, so the live
 * answer, which may have moved on by a bar or more, is drawn as a fresh load draws, its window whole and fitted, and
 * nothing of the series (a live bar, older candles) is ever merged into the kept candles.
 */
export const keptSeries = (series: string) => `${series}#kept`;

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
      return { ...emptyFeed, series: feed.series, candles: feed.candles };
    case 'failed':
      // A failed page of history or live bar leaves the chart as it was; a series that never came is an error,
      // not the last series' candles, nor its own kept answer, under its name.
      return { ...feed, status: feed.status === 'ready' && !feed.kept ? 'ready' : 'error', msg: event.msg, loadingOlder: false };
    case 'kept':
      if (event.ohlcs.length === 0) return feed;
      return { ...emptyFeed, series: keptSeries(event.series), status: 'ready', candles: event.ohlcs, msg: event.msg ?? null, kept: true };
    case 'older':
      return { ...feed, loadingOlder: true };
    case 'ohlcs': {
      const { mode, ohlcs, msg } = event.reply;
      if (mode === 'list') {
        const status = ohlcs.length > 0 ? 'ready' : 'empty';
        return { ...emptyFeed, series: event.series, status, candles: ohlcs, msg: msg ?? null, liveTicks: feed.liveTicks };
      }
      // Older candles or a live bar of another series than the one held (the last one's, still under the spinner,
      // or a kept answer) would be mixed into it; the next series' list brings them anyway.
      if (feed.series !== null && event.series !== feed.series) return feed;
      if (mode === 'history') {
        // An answer to a page asked for before a switch or a reset, when nothing older is awaited any more.
        if (!feed.loadingOlder) return feed;
        const first = feed.candles[0]?.ts ?? Number.POSITIVE_INFINITY;
        const older = ohlcs.filter((candle) => candle.ts < first);
        return { ...feed, candles: [...older, ...feed.candles], loadingOlder: false, exhausted: older.length === 0 };
      }
      const candles = mergeLive(feed.candles, ohlcs);
      return { ...feed, series: event.series, candles, status: candles.length > 0 ? 'ready' : feed.status, liveTicks: feed.liveTicks + 1 };
    }
  }
}
