import { type Market, MARKETS } from '@signaldesk/contract';
import { createStore } from '../../app/createStore.js';

const KEY = 'region';
const stored = localStorage.getItem(KEY);
const store = createStore<Market>(MARKETS.find((m) => m === stored) ?? 'ALL');

/** The region chosen in this browser: a visitor's choice, and the last one a signed-in user made here. */
export const regionStore = {
  ...store,
  set: (next: Market) => {
    localStorage.setItem(KEY, next);
    store.set(next);
  },
};
