import { COMPARE_LIMITS, type CompareScale } from '@signaldesk/contract';
import { createStore } from '../../app/createStore.js';
import { type Comparison, parseComparison } from './comparedLines.js';

const KEY = 'chart.compare';

const store = createStore<Comparison>(parseComparison(localStorage.getItem(KEY)));

function set(next: Comparison): void {
  store.set(next);
  localStorage.setItem(KEY, JSON.stringify(next));
}

export const comparedSymbols = {
  get: store.get,
  subscribe: store.subscribe,
  set,
  /** Adds a symbol last; false when it is there already or the comparison is full. */
  add(symbol: string): boolean {
    const { symbols, scale } = store.get();
    if (symbols.includes(symbol) || symbols.length >= COMPARE_LIMITS.symbols) return false;
    set({ symbols: [...symbols, symbol], scale });
    return true;
  },
  remove(symbol: string): void {
    const { symbols, scale } = store.get();
    set({ symbols: symbols.filter((one) => one !== symbol), scale });
  },
  setScale(scale: CompareScale): void {
    set({ ...store.get(), scale });
  },
};
