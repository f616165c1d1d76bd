import { createStore } from '../../app/createStore.js';
import { type AuthEvent, type AuthState, authReducer } from './authReducer.js';

const TOKEN_KEY = 'access_token';

const store = createStore<AuthState>({
  status: 'loading',
  token: localStorage.getItem(TOKEN_KEY),
  user: null,
  lastEvent: null,
});

/** The signed-in state; the access token lives in localStorage so a reload signs in again. */
export const authStore = {
  get: store.get,
  subscribe: store.subscribe,
  dispatch(event: AuthEvent) {
    const next = authReducer(store.get(), event);
    if (next.token) localStorage.setItem(TOKEN_KEY, next.token);
    else if (event.type !== 'unchecked') localStorage.removeItem(TOKEN_KEY);
    store.set(next);
  },
};
