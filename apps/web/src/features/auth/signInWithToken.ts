import { callPaths } from '@signaldesk/contract/callPaths';
import { request } from '../../api/request.js';
import { visitorRegion } from '../region/regionStore.js';
import { authStore } from './authStore.js';

/**
 * Exchanges a one-time sign-in token (from the code check or the e-mailed link) for a session. A region the visitor
 * chose goes along, so an account this sign-in creates starts on it; an existing account keeps its own.
 */
export async function signInWithToken(signinToken: string): Promise<void> {
  const market = visitorRegion();
  const { access_token, user } = await request(callPaths.auth.login, { token: signinToken, ...(market ? { market } : {}) }, { kind: 'block' });
  authStore.dispatch({ type: 'login', token: access_token, user });
}
