import type { User } from '@signaldesk/contract';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/**
 * The auth events of the spec, plus userUpdated when a profile form saves and unchecked when the stored token
 * could not be checked (no network, or the page left mid-check): signed out for now, the token kept for next time.
 */
export type AuthEvent =
  | { type: 'autoLogin'; token: string; user: User }
  | { type: 'login'; token: string; user: User }
  | { type: 'refresh'; token: string; user: User }
  | { type: 'userUpdated'; user: User }
  | { type: 'logout' }
  | { type: 'autoLogout' }
  | { type: 'noAccessToken' }
  | { type: 'unchecked' };

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: User | null;
  lastEvent: AuthEvent['type'] | null;
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'autoLogin':
    case 'login':
    case 'refresh':
      return { status: 'signedIn', token: event.token, user: event.user, lastEvent: event.type };
    case 'userUpdated':
      return state.status === 'signedIn' ? { ...state, user: event.user, lastEvent: event.type } : state;
    case 'logout':
    case 'autoLogout':
    case 'noAccessToken':
    case 'unchecked':
      return { status: 'signedOut', token: null, user: null, lastEvent: event.type };
  }
}
