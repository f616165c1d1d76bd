/**
 * What replay does to the window: `end` is the index of the last candle shown, null when the whole series shows.
 * start: a double-click ends the window at that candle; back/forward step one candle; restore shows everything.
 */
export type ReplayAction =
  | { type: 'start'; index: number }
  | { type: 'back' }
  | { type: 'forward' }
  | { type: 'restore' };

/** Stepping back stops at the first candle, so the window never becomes empty. */
const FIRST_INDEX = 0;

/** The replay window's new end after an action on a series of `length` candles. */
export function replayWindow(end: number | null, action: ReplayAction, length: number): number | null {
  const last = length - 1;
  if (length === 0) return null;
  switch (action.type) {
    case 'start':
      return action.index >= last ? null : Math.max(FIRST_INDEX, Math.floor(action.index));
    case 'back':
      return Math.max(FIRST_INDEX, (end ?? last) - 1);
    case 'forward':
      return end === null || end + 1 >= last ? null : end + 1;
    case 'restore':
      return null;
  }
}
