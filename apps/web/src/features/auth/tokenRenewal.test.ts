import { LIMITS } from '@signaldesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/createStore.js';
import type { AuthState } from './authReducer.js';
import { keepTokenFresh, renewalDelayMs } from './tokenRenewal.js';

const T0 = 1_900_000_000;
const TTL = LIMITS.accessTokenTtlSeconds;
const LEAD_MS = LIMITS.tokenRenewLeadSeconds * 1000;

const jwt = (iat: number, exp = iat + TTL) => `h.${Buffer.from(JSON.stringify({ sub: 'u', iat, exp })).toString('base64url')}.s`;

type Held = Pick<AuthState, 'status' | 'token' | 'lastEvent'>;
const signedIn = (token: string, lastEvent: Held['lastEvent'] = 'login'): Held => ({ status: 'signedIn', token, lastEvent });

describe('renewalDelayMs', () => {
  it('is a minute before expiry, half the life for a short token, 0 once due, null for an unreadable token', () => {
    expect(renewalDelayMs(jwt(T0), T0 * 1000)).toBe(TTL * 1000 - LEAD_MS);
    expect(renewalDelayMs(jwt(T0, T0 + 30), T0 * 1000)).toBe(15_000);
    expect(renewalDelayMs(jwt(T0), (T0 + TTL) * 1000 - LEAD_MS)).toBe(0);
    expect(renewalDelayMs(jwt(T0), (T0 + TTL + 3600) * 1000)).toBe(0);
    expect(renewalDelayMs('opaque', T0 * 1000)).toBeNull();
  });
});

describe('keepTokenFresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0 * 1000);
  });
  afterEach(() => vi.useRealTimers());

  function setup(initial: Held) {
    const auth = createStore<Held>(initial);
    const renew = vi.fn(async (_due: string) => undefined);
    const stop = keepTokenFresh({ auth, renew });
    return { auth, renew, stop };
  }

  it('renews a new token a minute before it expires, then follows each renewed token', async () => {
    const first = jwt(T0);
    const { auth, renew } = setup(signedIn(first));
    await vi.advanceTimersByTimeAsync(TTL * 1000 - LEAD_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledExactlyOnceWith(first);

    const second = jwt(Math.floor(Date.now() / 1000));
    auth.set(signedIn(second, 'refresh'));
    await vi.advanceTimersByTimeAsync(TTL * 1000 - LEAD_MS);
    expect(renew.mock.calls.map(([token]) => token)).toEqual([first, second]);
  });

  it('renews at once a stored token that has expired or is about to', async () => {
    const { renew } = setup(signedIn(jwt(T0 - TTL + 30), 'autoLogin'));
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('times a token the server has just issued by the server’s clock, not a wrong one here', async () => {
    // This computer's clock is an hour ahead: by it, a token issued just now looks long expired.
    vi.setSystemTime((T0 + 3600) * 1000);
    const { renew } = setup(signedIn(jwt(T0), 'refresh'));
    await vi.advanceTimersByTimeAsync(TTL * 1000 - LEAD_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('stops on sign-out, and stops altogether when asked', async () => {
    const { auth, renew, stop } = setup(signedIn(jwt(T0)));
    auth.set({ status: 'signedOut', token: null, lastEvent: 'logout' });
    await vi.advanceTimersByTimeAsync(TTL * 1000);
    expect(renew).not.toHaveBeenCalled();

    auth.set(signedIn(jwt(T0 + TTL)));
    stop();
    await vi.advanceTimersByTimeAsync(TTL * 1000);
    expect(renew).not.toHaveBeenCalled();
  });

  it('plans nothing while the stored token is still being checked at start', async () => {
    const { renew } = setup({ status: 'loading', token: jwt(T0 - TTL), lastEvent: null });
    await vi.advanceTimersByTimeAsync(TTL * 1000);
    expect(renew).not.toHaveBeenCalled();
  });
});
