import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { RiseFallColours, User } from '@signaldesk/contract';
import { dirname } from 'node:path';
import { LocalError } from '../localServer/LocalError.js';
import { ProductUnreachable } from './productErrors.js';

/** An access token is a JWT (three dotted parts); a refresh token is not. */
const isAccessToken = (token: string) => token.split('.').length === 3;

/** What the product answers: its envelope `{ code: 0, data }`, or a refusal `{ code, key, msg }`. */
export async function callProduct<T>(server: string, path: string, body: unknown, accessToken?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(path, server), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ProductUnreachable(String(error));
  }
  const envelope = (await response.json().catch(() => null)) as { code?: number; data?: T; key?: string } | null;
  if (response.ok && envelope?.code === 0) return envelope.data as T;
  if (response.status >= 500 && response.status !== 503) throw new ProductUnreachable(`${path} answered ${response.status}`);
  throw new LocalError(response.status, (envelope?.key ?? 'internalError') as never);
}

export interface DesktopSession {
  /** The current access token, renewed first when there is none yet. */
  accessToken(): Promise<string>;
  /** Spends the refresh token for a new access token; false when the session holds only an access token. */
  renew(): Promise<boolean>;
  /** The trader's rise/fall colours as of the last renewal; null when not chosen or not known. */
  riseFallColours(): RiseFallColours | null;
}

/**
 * The desktop session the web app authorised: SIGNALDESK_DESKTOP_TOKEN holds its refresh token (lasting a year) or,
 * for a short script, its 15-minute access token. A refresh token is spent on use, so the next one is kept in the
 * data folder next to the token it descends from: a restart with the same variable goes on from the latest.
 */
export function desktopSession(server: string, given: string, storeFile: string): DesktopSession {
  let access = isAccessToken(given) ? given : undefined;
  let refresh = isAccessToken(given) ? undefined : readStored(storeFile, given);
  let renewing: Promise<boolean> | undefined;
  let riseFall: RiseFallColours | null = null;

  async function renewNow(): Promise<boolean> {
    if (!refresh) return false;
    const answer = await callProduct<{ access_token: string; refresh_token?: string; user: User }>(server, '/api/auth/token/refresh', {
      refresh_token: refresh,
    }).catch((error: unknown) => {
      // Revoked in the web app, expired, or spent elsewhere: only a new authorisation helps.
      throw error instanceof LocalError && error.status === 401 ? new LocalError(401, 'desktopSessionEnded') : error;
    });
    access = answer.access_token;
    riseFall = answer.user.riseFallColours;
    if (answer.refresh_token) {
      refresh = answer.refresh_token;
      mkdirSync(dirname(storeFile), { recursive: true });
      writeFileSync(storeFile, JSON.stringify({ given, refresh }), { mode: 0o600 });
    }
    return true;
  }

  const session: DesktopSession = {
    async accessToken() {
      if (!access) await session.renew();
      if (!access) throw new LocalError(401, 'desktopSessionEnded');
      return access;
    },
    renew() {
      renewing ??= renewNow().finally(() => {
        renewing = undefined;
      });
      return renewing;
    },
    riseFallColours: () => riseFall,
  };
  return session;
}

/** Whose session this is, asked of the product with its access token (renewed first when there is none yet). */
export async function sessionUser(server: string, session: DesktopSession): Promise<User> {
  return (await callProduct<{ user: User }>(server, '/api/auth/token/access', {}, await session.accessToken())).user;
}

/**
 * Spends a one-time code the web app showed a member for a desktop session of the assistant's own, and answers its
 * refresh token. The code buys one session only: the assistant keeps that session's refresh chain from then on.
 */
export async function exchangeDesktopCode(server: string, code: string, name: string): Promise<string> {
  const answer = await callProduct<{ refresh_token: string }>(server, '/api/auth/desktop/exchange', { code, name });
  return answer.refresh_token;
}

/** The refresh token kept from an earlier start, so the assistant starts signed in without a code or a token. */
export function keptRefreshToken(storeFile: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(storeFile, 'utf8')) as { refresh?: string }).refresh || undefined;
  } catch {
    return undefined;
  }
}

function readStored(storeFile: string, given: string): string {
  try {
    const stored = JSON.parse(readFileSync(storeFile, 'utf8')) as { given?: string; refresh?: string };
    if (stored.given === given && stored.refresh) return stored.refresh;
  } catch {
    // No session kept yet: the given token is the first of its line.
  }
  return given;
}
