import { type Market, MARKETS } from '@signaldesk/contract';
import { createStore } from '../../app/createStore.js';

const KEY = 'region';
const storedRegion = (): Market | undefined => {
  const stored = localStorage.getItem(KEY);
  return MARKETS.find((m) => m === stored);
};
const store = createStore<Market>(storedRegion() ?? 'ALL');

/** The region chosen in this browser: a visitor's choice, and the last one a signed-in user made here. */
export const regionStore = {
  ...store,
  set: (next: Market) => {
    localStorage.setItem(KEY, next);
    store.set(next);
  },
};

/** The region chosen in this browser, if one ever was: what a new account starts on. */
export const visitorRegion = storedRegion;
