import { COLUMN_BOUNDS, type WindowLayout } from '../../src/window/windowApi.js';

/** The chart keeps at least this much room, so dragging a divider never squeezes it away. */
export const CHART_MIN_WIDTH = 320;
/** Each divider's own width in CSS pixels. */
export const DIVIDER_WIDTH = 6;
/** A divider moves this far for an arrow key, four times as far with Shift. */
export const KEY_STEP = 16;

export type Divider = 'first' | 'third';

const clamp = (value: number, min: number, max: number) => Math.round(Math.max(min, Math.min(max, value)));

/** The widest a column may be beside the other, within its bounds and leaving the chart its room. */
function widestOf(divider: Divider, other: number, windowWidth: number): number {
  return Math.min(COLUMN_BOUNDS[divider].max, windowWidth - other - CHART_MIN_WIDTH - 2 * DIVIDER_WIDTH);
}

/**
 * A column's new width while its divider is dragged `dx` pixels from where the drag started: the first column grows
 * to the right, the third to the left. The bounds win over the chart's room on a window too narrow for both.
 */
export function draggedWidth(divider: Divider, startWidth: number, dx: number, otherWidth: number, windowWidth: number): number {
  const wanted = divider === 'first' ? startWidth + dx : startWidth - dx;
  return clamp(wanted, COLUMN_BOUNDS[divider].min, Math.max(COLUMN_BOUNDS[divider].min, widestOf(divider, otherWidth, windowWidth)));
}

/** How far an arrow key moves the divider (to the right is positive), or null for any other key. */
export function keyDelta(key: string, shift: boolean): number | null {
  const step = shift ? KEY_STEP * 4 : KEY_STEP;
  if (key === 'ArrowLeft') return -step;
  if (key === 'ArrowRight') return step;
  return null;
}

/**
 * The widths shown in a window of this width: the saved ones, narrowed (the third column first) where the window
 * leaves the chart less than its room. The saved layout itself is kept, so a wider window shows it again.
 */
export function shownWidths(layout: Pick<WindowLayout, 'firstWidth' | 'thirdWidth'>, windowWidth: number): { first: number; third: number } {
  const first = clamp(layout.firstWidth, COLUMN_BOUNDS.first.min, COLUMN_BOUNDS.first.max);
  const third = clamp(layout.thirdWidth, COLUMN_BOUNDS.third.min, COLUMN_BOUNDS.third.max);
  const third2 = clamp(third, COLUMN_BOUNDS.third.min, Math.max(COLUMN_BOUNDS.third.min, widestOf('third', first, windowWidth)));
  const first2 = clamp(first, COLUMN_BOUNDS.first.min, Math.max(COLUMN_BOUNDS.first.min, widestOf('first', third2, windowWidth)));
  return { first: first2, third: third2 };
}
