import { useSyncExternalStore } from 'react';
import type { AuthState } from './authReducer.js';
import { authStore } from './authStore.js';

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
