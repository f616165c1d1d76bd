import { createStore } from '../../app/createStore.js';

const KEY = 'paper.account';

const store = createStore<string | null>(localStorage.getItem(KEY));

/** The paper account the trader last chose, kept in this browser: the quote screen's ticket and order lines use it too. */
export const chosenAccount = {
  get: store.get,
  subscribe: store.subscribe,
  set(id: string): void {
    localStorage.setItem(KEY, id);
    store.set(id);
  },
};
