import { callPaths } from '@signaldesk/contract/callPaths';
import { ApiError } from '../../api/ApiError.js';
import { request } from '../../api/request.js';
import { i18n } from '../../i18n/i18n.js';
import { snackbar } from '../snackbar/snackbar.js';
import { authStore } from './authStore.js';
import { renewAccessToken } from './renewAccessToken.js';
import { renewalDelayMs } from './tokenRenewal.js';

/**
 * Start-up sign-in with the stored token; the splash shows until this settles. A stored token that has expired,
 * or is about to, is renewed first with the refresh cookie: access tokens live minutes, sessions weeks.
 */
export async function bootAuth(): Promise<void> {
  const { token } = authStore.get();
  if (!token) {
    authStore.dispatch({ type: 'noAccessToken' });
    return;
  }
  const delay = renewalDelayMs(token, Date.now());
  if (delay === null) {
    authStore.dispatch({ type: 'autoLogout' });
    return;
  }
  try {
    if (delay === 0) return await renewAccessToken();
    const { user } = await request(callPaths.auth.tokenAccess, {});
    // The check itself may have renewed the token (a 401 renews once), so the store's token is the one to keep.
    authStore.dispatch({ type: 'autoLogin', token: authStore.get().token ?? token, user });
  } catch (error) {
    const reason = error instanceof ApiError ? error.msg : String(error);
    snackbar.error(`${i18n.t('messages:loginWithTokenFailed')} ${reason}`);
    // Only the server's refusal ends the session; a failed or abandoned check leaves the token for the next load.
    const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
    authStore.dispatch({ type: refused ? 'logout' : 'unchecked' });
  }
}
