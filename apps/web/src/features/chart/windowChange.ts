import type { ChartCandle } from '@signaldesk/contract';

/** What the chart drew last: the opening times of its first and last candle and how many there were. */
export interface DrawnWindow {
  first: number;
  last: number;
  length: number;
}

export type WindowChange = { kind: 'update'; from: number } | { kind: 'set'; prepended: number };

/**
 * How to bring the chart from the drawn window to the next: when the next one only rewrites the last bar or adds
 * one after it (a live tick, a replay step forward), update from the old last bar; otherwise draw it all, telling
 * how many older candles came in front so the view can stay where the user was looking.
 */
export function windowChange(drawn: DrawnWindow | null, next: readonly ChartCandle[]): WindowChange {
  if (!drawn || next.length === 0) return { kind: 'set', prepended: 0 };
  const grew = next.length - drawn.length;
  if (next[0]!.ts === drawn.first && (grew === 0 || grew === 1) && next[drawn.length - 1]?.ts === drawn.last) {
    return { kind: 'update', from: drawn.length - 1 };
  }
  const moved = next.findIndex((candle) => candle.ts === drawn.first);
  return { kind: 'set', prepended: Math.max(0, moved) };
}
