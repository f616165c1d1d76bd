import { callPaths } from '@signaldesk/contract/callPaths';
import { request } from '../../api/request.js';
import { queryClient } from '../../app/queryClient.js';
import { authStore } from './authStore.js';

/** Ends the server session when it can, then forgets the token and every cached answer. */
export async function signOut(): Promise<void> {
  if (authStore.get().token) await request(callPaths.auth.logout, {}).catch(() => null);
  authStore.dispatch({ type: 'logout' });
  queryClient.clear();
}
