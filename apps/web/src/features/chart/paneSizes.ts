import { createStore } from '../../app/createStore.js';
import { LOWER_PANES, type LowerPane } from '@signaldesk/chart-render';

export interface PaneSize {
  /** Pixels the pane keeps while open; the price pane takes whatever height is left. */
  height: number;
  collapsed: boolean;
}

export type PaneSizes = Record<LowerPane, PaneSize>;

/** Low enough that four lower panes leave the price pane most of a laptop screen, high enough to read the waves. */
export const DEFAULT_LOWER_PANE_PX = 64;
/** A collapsed pane keeps a strip for its expand button. */
export const COLLAPSED_PANE_PX = 24;
/** The smallest open pane lightweight-charts lets a drag leave. */
export const MIN_OPEN_PANE_PX = 30;
const KEY = 'chart.paneSizes';
const fresh = (): PaneSize => ({ height: DEFAULT_LOWER_PANE_PX, collapsed: false });

function parsed(text: string | null): PaneSizes {
  const sizes = Object.fromEntries(LOWER_PANES.map((pane) => [pane, fresh()])) as PaneSizes;
  try {
    const saved = JSON.parse(text ?? '{}') as Partial<Record<LowerPane, Partial<PaneSize>>>;
    for (const pane of LOWER_PANES) {
      const { height, collapsed } = saved[pane] ?? {};
      if (typeof height === 'number' && Number.isFinite(height) && height >= MIN_OPEN_PANE_PX) sizes[pane].height = Math.round(height);
      if (typeof collapsed === 'boolean') sizes[pane].collapsed = collapsed;
    }
  } catch {
    // A hand-edited or older value falls back to the defaults rather than breaking the chart.
  }
  return sizes;
}

const store = createStore<PaneSizes>(parsed(localStorage.getItem(KEY)));

/** The lower panes' heights and collapsed states, kept in localStorage so a reload draws the panes as the user left them. */
export const paneSizes = {
  get: store.get,
  subscribe: store.subscribe,
  set(next: PaneSizes): void {
    localStorage.setItem(KEY, JSON.stringify(next));
    store.set(next);
  },
  resize(pane: LowerPane, height: number): void {
    paneSizes.set({ ...store.get(), [pane]: { ...store.get()[pane], height: Math.round(height) } });
  },
  toggle(pane: LowerPane): void {
    paneSizes.set({ ...store.get(), [pane]: { ...store.get()[pane], collapsed: !store.get()[pane].collapsed } });
  },
};

/** Pixels each lower pane is drawn at. */
export function lowerPaneHeight(size: PaneSize): number {
  return size.collapsed ? COLLAPSED_PANE_PX : size.height;
}
