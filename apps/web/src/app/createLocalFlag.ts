import { createStore, type Store } from './createStore.js';

/** An on/off setting kept in localStorage as "1" or "0", off unless stored on. */
export function createLocalFlag(key: string): Store<boolean> {
  const store = createStore(localStorage.getItem(key) === '1');
  return {
    ...store,
    set: (next) => {
      localStorage.setItem(key, next ? '1' : '0');
      store.set(next);
    },
  };
}
