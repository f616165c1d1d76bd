import { createStore } from '../../app/createStore.js';
import { parseHiddenLines } from './chartLegend.js';

const KEY = 'chart.hiddenLines';

const store = createStore<readonly string[]>(parseHiddenLines(localStorage.getItem(KEY)));

/** The lines hidden from the legend, kept in localStorage so a reload and every other duration draw them hidden too. */
export const hiddenLines = {
  get: store.get,
  subscribe: store.subscribe,
  set(next: readonly string[]): void {
    localStorage.setItem(KEY, JSON.stringify(next));
    store.set(next);
  },
  toggle(id: string): void {
    const hidden = store.get();
    hiddenLines.set(hidden.includes(id) ? hidden.filter((other) => other !== id) : [...hidden, id]);
  },
};
