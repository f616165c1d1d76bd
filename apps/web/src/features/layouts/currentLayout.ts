import { createStore } from '../../app/createStore.js';
import type { ScreenLayout } from './layoutState.js';
import { parseStoredLayout } from './storedLayout.js';

const KEY = 'chart.layout';

const store = createStore<ScreenLayout>(parseStoredLayout(localStorage.getItem(KEY)));

/** The layout on the layouts screen, kept in this browser as it changes, so a reload shows it again. */
export const currentLayout = {
  get: store.get,
  subscribe: store.subscribe,
  set(next: ScreenLayout): void {
    localStorage.setItem(KEY, JSON.stringify(next));
    store.set(next);
  },
};
