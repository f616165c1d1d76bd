import { callPaths } from '@signaldesk/contract/callPaths';
import { request } from '../../api/request.js';
import { authStore } from './authStore.js';

const LOCK_NAME = 'signaldesk-token-refresh';

let pending: Promise<void> | null = null;

/**
 * One refresh at a time: the tabs of a browser share the refresh cookie, and the server reads a second refresh
 * with an already spent token as theft and ends the session. Within a tab callers share the refresh in flight;
 * across tabs a Web Lock makes them take turns, each then sending the cookie the previous one left.
 */
function oneAtATime(refresh: () => Promise<void>): Promise<void> {
  // Web Locks exist only in secure contexts (https, or this machine): elsewhere each tab keeps to its own turn.
  const locks: LockManager | undefined = navigator.locks;
  const inTurn = async () => {
    if (locks) await locks.request(LOCK_NAME, refresh);
    else await refresh();
  };
  const running = pending ?? inTurn().finally(() => {
    pending = null;
  });
  pending = running;
  return running;
}

/** Spends the refresh cookie for a new access token and the user as they are now (role and subscription). */
export function renewAccessToken(): Promise<void> {
  return oneAtATime(async () => {
    const { access_token, user } = await request(callPaths.auth.tokenRefresh, {});
    authStore.dispatch({ type: 'refresh', token: access_token, user });
  });
}

/**
 * For a call refused with this token: answers true when a newer token is ready to try (renewed now, or
 * already by another caller), false when renewal failed.
 */
export async function renewStaleToken(stale: string): Promise<boolean> {
  const current = authStore.get().token;
  if (current && current !== stale) return true;
  try {
    await renewAccessToken();
    return true;
  } catch {
    return false;
  }
}
