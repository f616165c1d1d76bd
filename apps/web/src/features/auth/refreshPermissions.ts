import { calls } from '@signaldesk/contract';
import { request } from '../../api/request.js';
import { authStore } from './authStore.js';

/** Renews the access token so a new role or subscription takes effect in the menu and the guard. */
export async function refreshPermissions(): Promise<void> {
  const { access_token, user } = await request(calls.auth.tokenRefresh, {}, { kind: 'block' });
  authStore.dispatch({ type: 'refresh', token: access_token, user });
}
