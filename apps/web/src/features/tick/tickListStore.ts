import { createStore } from '../../app/createStore.js';
import { addToTickList, readTickList, removeFromTickList, type TickEntry } from './tickList.js';

const KEY = 'tickList';
const store = createStore<TickEntry[]>(readTickList(localStorage.getItem(KEY)));

function save(next: TickEntry[]) {
  localStorage.setItem(KEY, JSON.stringify(next));
  store.set(next);
}

/** The tick list, kept in this browser. */
export const tickListStore = {
  get: store.get,
  subscribe: store.subscribe,
  set: save,
  add: (symbol: string) => save(addToTickList(store.get(), symbol)),
  remove: (symbol: string) => save(removeFromTickList(store.get(), symbol)),
};
