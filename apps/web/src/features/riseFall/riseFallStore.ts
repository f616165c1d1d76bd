import { RISE_FALL_COLOURS, type RiseFallColours } from '@signaldesk/contract';
import { createStore } from '../../app/createStore.js';

const KEY = 'riseFallColours';
const stored = localStorage.getItem(KEY);
const store = createStore<RiseFallColours | null>(RISE_FALL_COLOURS.find((colours) => colours === stored) ?? null);

/** The rise/fall colours chosen in this browser; null until a choice is made, while the language decides. */
export const riseFallStore = {
  ...store,
  set: (next: RiseFallColours) => {
    localStorage.setItem(KEY, next);
    store.set(next);
  },
};
