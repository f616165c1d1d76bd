import type { ChartCandle } from '@signaldesk/contract';
import { type RefObject, useEffect, useRef } from 'react';
import type { ChartCanvasHandle } from './ChartCanvas.js';
import type { ChartFeed } from './chartFeedReducer.js';

/** The last candle opened at or before `ts`; -1 when every candle opened after it. */
export function candleAt(candles: readonly ChartCandle[], ts: number): number {
  let lo = -1;
  let hi = candles.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (candles[mid]!.ts <= ts) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Pages older history in until the focused span is drawn (or the source has nothing older), then brings it into view
 * once per series and span: a trade from years back opens where it happened, and the trader scrolls freely after.
 * A kept answer waits for its live answer, which is drawn fitted and would undo the view.
 */
export function useFocusSpan(
  focus: { from: number; to: number } | null,
  feed: ChartFeed,
  shown: readonly ChartCandle[],
  loadOlder: () => void,
  canvas: RefObject<ChartCanvasHandle | null>,
): void {
  const shownFor = useRef<string | null>(null);
  const key = focus ? `${feed.series}:${focus.from}:${focus.to}` : null;
  useEffect(() => {
    const first = shown[0]?.ts;
    if (!focus || feed.status !== 'ready' || feed.kept || first === undefined || shownFor.current === key) return;
    if (first > focus.from && !feed.exhausted) {
      loadOlder();
      return;
    }
    shownFor.current = key;
    const from = Math.max(0, candleAt(shown, focus.from));
    canvas.current?.showCandles(from, Math.max(from, candleAt(shown, focus.to)));
  }, [focus, key, feed.status, feed.kept, feed.exhausted, shown, loadOlder, canvas]);
}
