import type { User } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { type AuthState, authReducer } from './authReducer.js';

const user = { userid: 'u1', role: 'user', level: 1 } as User;
const loading: AuthState = { status: 'loading', token: 'old', user: null, lastEvent: null };

describe('authReducer', () => {
  it('signs in on autoLogin, login and refresh, keeping the event name', () => {
    for (const type of ['autoLogin', 'login', 'refresh'] as const) {
      expect(authReducer(loading, { type, token: 't', user })).toEqual({ status: 'signedIn', token: 't', user, lastEvent: type });
    }
  });

  it('signs out and forgets the token on logout, autoLogout and noAccessToken', () => {
    const signedIn = authReducer(loading, { type: 'login', token: 't', user });
    for (const type of ['logout', 'autoLogout', 'noAccessToken'] as const) {
      expect(authReducer(signedIn, { type })).toEqual({ status: 'signedOut', token: null, user: null, lastEvent: type });
    }
  });

  it('signs out without a token when the stored one could not be checked', () => {
    expect(authReducer(loading, { type: 'unchecked' })).toEqual({ status: 'signedOut', token: null, user: null, lastEvent: 'unchecked' });
  });

  it('updates the user only while signed in', () => {
    const signedIn = authReducer(loading, { type: 'login', token: 't', user });
    const renamed = { ...user, username: 'new' };
    expect(authReducer(signedIn, { type: 'userUpdated', user: renamed }).user).toBe(renamed);
    const signedOut = authReducer(signedIn, { type: 'logout' });
    expect(authReducer(signedOut, { type: 'userUpdated', user: renamed })).toBe(signedOut);
  });
});
