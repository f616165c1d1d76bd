import { callPaths } from '@signaldesk/contract/callPaths';
import { request } from '../../api/request.js';
import { authStore } from './authStore.js';

/** Exchanges a one-time sign-in token (from the code check or the e-mailed link) for a session. */
export async function signInWithToken(signinToken: string): Promise<void> {
  const { access_token, user } = await request(callPaths.auth.login, { token: signinToken }, { kind: 'block' });
  authStore.dispatch({ type: 'login', token: access_token, user });
}
