import { createStore } from '../../app/createStore.js';

const KEY = 'quote.symbolList';

function stored(): boolean | null {
  const value = localStorage.getItem(KEY);
  return value === null ? null : value === '1';
}

const store = createStore<boolean | null>(stored());

/**
 * Whether the trader keeps the symbol list beside the chart, remembered in localStorage; null until they choose,
 * when the screen's width decides.
 */
export const symbolListChoice = {
  get: store.get,
  subscribe: store.subscribe,
  set(shown: boolean): void {
    localStorage.setItem(KEY, shown ? '1' : '0');
    store.set(shown);
  },
};
