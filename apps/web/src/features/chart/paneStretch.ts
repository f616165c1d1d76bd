/** The price pane is never squeezed below this by the lower panes. */
export const MIN_PRICE_PANE_PX = 160;

/**
 * Stretch factors in pixels for the price pane and the lower panes within `total` pixels of panes: the lower panes
 * keep their heights and the price pane the rest, unless that would leave it under its minimum, when the lower
 * panes give up height in proportion.
 */
export function paneStretch(total: number, lower: readonly number[]): number[] {
  const wanted = lower.reduce((sum, height) => sum + height, 0);
  const room = Math.max(0, total - MIN_PRICE_PANE_PX);
  const scale = wanted > room && wanted > 0 ? room / wanted : 1;
  const heights = lower.map((height) => height * scale);
  return [Math.max(total - heights.reduce((sum, height) => sum + height, 0), 1), ...heights];
}
