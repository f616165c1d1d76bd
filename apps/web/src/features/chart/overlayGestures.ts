import type { IChartApi } from 'lightweight-charts';

/** A point over the chart, CSS pixels from its element's top left corner. */
export interface ChartPoint {
  x: number;
  y: number;
}

/** Mouse and touch events of a gesture an overlay took, which the chart must not also take as a scroll. */
export const CHART_GESTURES = ['mousedown', 'mouseup', 'click', 'touchstart', 'touchend'] as const;

/** An overlay's pointer handlers over the chart. */
export interface OverlayPointer {
  /** Answers whether the press is the overlay's own: while it is, the chart's gestures are held back. */
  down: (event: PointerEvent) => boolean;
  move: (event: PointerEvent) => void;
  up: (event: PointerEvent) => void;
}

/** Where the pointer is over the chart's element. */
export function pointOn(element: HTMLElement, event: MouseEvent): ChartPoint {
  const rect = element.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/** Whether a point is on the price pane: left of the price axis and above the panes under it. */
export function inPricePane(api: IChartApi, { x, y }: ChartPoint): boolean {
  return x >= 0 && y >= 0 && x < api.timeScale().width() && y < (api.panes()[0]?.getHeight() ?? 0);
}

/**
 * Listens to an overlay's pointer ahead of the chart: the press is taken in the capture phase, so an overlay can
 * stop it before the chart's panes see it. Returns the cleanup.
 */
export function overlayGestures(element: HTMLElement, { down, move, up }: OverlayPointer, held: readonly string[] = CHART_GESTURES): () => void {
  let own = false;
  const press = (event: PointerEvent) => {
    own = down(event);
  };
  const swallow = (event: Event) => {
    if (own) event.stopPropagation();
  };
  element.addEventListener('pointerdown', press, true);
  element.addEventListener('pointermove', move);
  element.addEventListener('pointerup', up);
  element.addEventListener('pointercancel', up);
  for (const type of held) element.addEventListener(type, swallow, true);
  return () => {
    element.removeEventListener('pointerdown', press, true);
    element.removeEventListener('pointermove', move);
    element.removeEventListener('pointerup', up);
    element.removeEventListener('pointercancel', up);
    for (const type of held) element.removeEventListener(type, swallow, true);
  };
}
