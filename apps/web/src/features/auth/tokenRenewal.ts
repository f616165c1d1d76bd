import { LIMITS, tokenTimes } from '@signaldesk/contract';
import type { AuthState } from './authReducer.js';

/**
 * Milliseconds until a token should be renewed: a minute before it expires, or half-way through its life when
 * that comes sooner; 0 when that time has passed, null when the token cannot be read. serverOffsetMs is how far
 * the server's clock runs ahead of this one.
 */
export function renewalDelayMs(token: string, nowMs: number, serverOffsetMs = 0): number | null {
  const times = tokenTimes(token);
  if (!times) return null;
  const leadSeconds = Math.min(LIMITS.tokenRenewLeadSeconds, (times.exp - times.iat) / 2);
  return Math.max(0, (times.exp - leadSeconds) * 1000 - (nowMs + serverOffsetMs));
}

export interface TokenRenewalDeps {
  auth: {
    get: () => Pick<AuthState, 'status' | 'token' | 'lastEvent'>;
    subscribe: (listener: () => void) => () => void;
  };
  /** Renews this token, which has become due; failures are left to the next call's 401. */
  renew: (dueToken: string) => Promise<unknown>;
  now?: () => number;
}

/**
 * While someone is signed in, renews their access token before it expires, each new token setting the next time.
 * Answers the function that stops.
 */
export function keepTokenFresh({ auth, renew, now = Date.now }: TokenRenewalDeps): () => void {
  let planned: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Learnt from each token the server has just issued (its iat is the server's now), so a computer whose clock
  // is wrong still renews at the right moment; zero until then.
  let serverOffsetMs = 0;

  const plan = () => {
    const { status, token, lastEvent } = auth.get();
    const held = status === 'signedIn' ? token : null;
    if (held === planned) return;
    clearTimeout(timer);
    planned = held;
    if (!held) return;
    const issuedAt = tokenTimes(held)?.iat;
    if (issuedAt !== undefined && (lastEvent === 'login' || lastEvent === 'refresh')) serverOffsetMs = issuedAt * 1000 - now();
    const delay = renewalDelayMs(held, now(), serverOffsetMs);
    if (delay === null) return;
    timer = setTimeout(() => void renew(held).catch(() => undefined), delay);
  };

  const unsubscribe = auth.subscribe(plan);
  plan();
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
