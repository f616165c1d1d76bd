import type { ChartCandle } from '@signaldesk/contract';

/** What the chart drew last: its series, the opening times of its first and last candle and how many there were. */
export interface DrawnWindow {
  series: string;
  first: number;
  last: number;
  length: number;
}

export type WindowChange =
  /** A live tick or a replay step forward: update from the old last bar; `appended` when a new bar opened. */
  | { kind: 'update'; from: number; appended: boolean }
  /** The same series redrawn (older history in front, a replay step back): the view stays on the candles it showed. */
  | { kind: 'set'; prepended: number }
  /** Another series, or the first drawing: draw it and show it whole. */
  | { kind: 'fit' };

/**
 * How to bring the chart from the drawn window to the next. Only the series' name tells a new series from more
 * of the same one: a day chart holds the opening time of the first 4-hour or minute bar too, and taking it for
 * older history once left the view where the old series had been, over one or two candles.
 */
export function windowChange(drawn: DrawnWindow | null, series: string, next: readonly ChartCandle[]): WindowChange {
  if (!drawn || drawn.series !== series) return { kind: 'fit' };
  if (next.length === 0) return { kind: 'set', prepended: 0 };
  const grew = next.length - drawn.length;
  if (next[0]!.ts === drawn.first && (grew === 0 || grew === 1) && next[drawn.length - 1]?.ts === drawn.last) {
    return { kind: 'update', from: drawn.length - 1, appended: grew === 1 };
  }
  const moved = next.findIndex((candle) => candle.ts === drawn.first);
  if (moved < 0) return { kind: 'fit' };
  return { kind: 'set', prepended: moved };
}
