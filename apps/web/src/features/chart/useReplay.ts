import type { ChartCandle } from '@signaldesk/contract';
import { useCallback, useMemo, useState } from 'react';
import { type ReplayAction, replayWindow } from './replayWindow.js';

/** Index of the last candle that opened at or before ts; -1 when none did. */
function lastAtOrBefore(candles: readonly ChartCandle[], ts: number): number {
  for (let i = candles.length - 1; i >= 0; i--) if (candles[i]!.ts <= ts) return i;
  return -1;
}

/**
 * The replay window of one series. Its end is kept as the last candle's opening time, not its index, so older
 * history arriving in front and live bars arriving behind leave the replayed candle where it is.
 */
export function useReplay(candles: readonly ChartCandle[], seriesKey: string) {
  const [replay, setReplay] = useState<{ seriesKey: string; endTs: number | null }>({ seriesKey, endTs: null });
  const endTs = replay.seriesKey === seriesKey ? replay.endTs : null;
  const endIndex = endTs === null ? null : Math.max(0, lastAtOrBefore(candles, endTs));

  const act = useCallback(
    (action: ReplayAction) => {
      const next = replayWindow(endIndex, action, candles.length);
      setReplay({ seriesKey, endTs: next === null ? null : candles[next]!.ts });
    },
    [endIndex, candles, seriesKey],
  );

  const shown = useMemo(() => (endIndex === null ? candles : candles.slice(0, endIndex + 1)), [candles, endIndex]);
  return { shown, replaying: endIndex !== null, act };
}
