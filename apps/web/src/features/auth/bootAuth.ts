import { calls } from '@signaldesk/contract';
import { ApiError } from '../../api/ApiError.js';
import { request } from '../../api/request.js';
import { i18n } from '../../i18n/i18n.js';
import { snackbar } from '../snackbar/snackbar.js';
import { authStore } from './authStore.js';
import { tokenExpiry } from './tokenExpiry.js';

/** Start-up sign-in with the stored token; the splash shows until this settles. */
export async function bootAuth(): Promise<void> {
  const { token } = authStore.get();
  if (!token) {
    authStore.dispatch({ type: 'noAccessToken' });
    return;
  }
  const exp = tokenExpiry(token);
  if (exp === null || exp * 1000 <= Date.now()) {
    authStore.dispatch({ type: 'autoLogout' });
    return;
  }
  try {
    const { user } = await request(calls.auth.tokenAccess, {});
    authStore.dispatch({ type: 'autoLogin', token, user });
  } catch (error) {
    const reason = error instanceof ApiError ? error.msg : String(error);
    snackbar.error(`${i18n.t('messages:loginWithTokenFailed')} ${reason}`);
    // Only the server's refusal ends the session; a failed or abandoned check leaves the token for the next load.
    const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
    authStore.dispatch({ type: refused ? 'logout' : 'unchecked' });
  }
}
