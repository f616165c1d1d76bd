import { type Market, MARKETS } from '@signaldesk/contract';
import { createStore } from '../../app/createStore.js';

const KEY = 'region';
const stored = localStorage.getItem(KEY);
const store = createStore<Market>(MARKETS.find((m) => m === stored) ?? 'ALL');

/** The market region the member apps show, kept locally. */
export const regionStore = {
  ...store,
  set: (next: Market) => {
    localStorage.setItem(KEY, next);
    store.set(next);
  },
};
