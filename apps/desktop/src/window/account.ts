import { rmSync } from 'node:fs';
import type { RiseFallColours, User } from '@signaldesk/contract';
import { LocalError } from '../localServer/LocalError.js';
import { callProduct, type DesktopSession, desktopSession, exchangeDesktopCode, sessionUser } from '../product/desktopSession.js';
import { ProductUnreachable } from '../product/productErrors.js';

export interface AccountOptions {
  server: string;
  /** Where the session's refresh token is kept (session.json in the data folder). */
  storeFile: string;
  /** The token the assistant started with (--code, SIGNALDESK_DESKTOP_TOKEN or the kept session), if any. */
  token: string | undefined;
  /** Names the session in the web app's session list. */
  sessionName: string;
}

/**
 * Who the window is signed in as. The window may start with nobody: its sign-in screen spends a one-time code from
 * the web app for a desktop session of its own, kept like --code keeps it. `session` follows whoever is signed in, so
 * the local server and the notification channel never hold a stale one; a session revoked in the web app signs the
 * window out.
 */
export function windowAccount(options: AccountOptions) {
  let current: DesktopSession | null = options.token ? desktopSession(options.server, options.token, options.storeFile) : null;
  let user: User | null = null;
  let offline = false;
  /** The start's sign-in at the product, settled either way; the window's API answers after it. */
  let starting: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  function forget(): void {
    current = null;
    user = null;
    rmSync(options.storeFile, { force: true });
    changed();
  }

  /** A refusal that means the session is gone signs the window out; unreachable marks it offline. */
  async function watched<T>(work: (session: DesktopSession) => Promise<T>): Promise<T> {
    const session = current;
    if (!session) throw new LocalError(401, 'windowSignedOut');
    try {
      const result = await work(session);
      setOffline(false);
      return result;
    } catch (error) {
      if (error instanceof ProductUnreachable) setOffline(true);
      else if (error instanceof LocalError && error.key === 'desktopSessionEnded' && current === session) forget();
      throw error;
    }
  }

  function setOffline(next: boolean): void {
    if (offline === next) return;
    offline = next;
    changed();
  }

  async function loadUser(session: DesktopSession): Promise<void> {
    const answer = await sessionUser(options.server, session).catch((error: unknown) => {
      // A refused access token (forged, or past its life) cannot be renewed: the session is as good as ended.
      throw error instanceof LocalError && error.status === 401 ? new LocalError(401, 'desktopSessionEnded') : error;
    });
    if (current === session) {
      user = answer;
      changed();
    }
  }

  /**
   * A session's access token, for ending it at the product: taken before anything else replaces or forgets the session,
   * as a renewal writes the kept session file.
   */
  const tokenOf = (session: DesktopSession | null) => (session ? session.accessToken().catch(() => null) : Promise.resolve(null));
  /** Best effort: offline, the session is forgotten here and ends at the product when revoked in the web app. */
  async function endAtProduct(token: string | null): Promise<void> {
    if (token) await callProduct(options.server, '/api/auth/logout', {}, token).catch(() => undefined);
  }

  const session: DesktopSession = {
    accessToken: () => watched((inner) => inner.accessToken()),
    renew: () => watched((inner) => inner.renew()),
    riseFallColours: (): RiseFallColours | null => current?.riseFallColours() ?? user?.riseFallColours ?? null,
  };

  return {
    session,
    signedIn: () => current !== null,
    user: () => user,
    offline: () => offline,
    setOffline,
    /**
     * Who is signed in, asked of the product (which renews the session); a product out of reach leaves the window
     * signed in and offline, a session ended in the web app signs it out.
     */
    start(): Promise<void> {
      const started = current;
      if (!started) return starting;
      const signingIn = watched(() => loadUser(started)).catch((error: unknown) => {
        if (!(error instanceof ProductUnreachable) && !(error instanceof LocalError && error.key === 'desktopSessionEnded')) throw error;
      });
      starting = signingIn.catch(() => undefined);
      return signingIn;
    },
    /** Settles when the start's sign-in has, so nothing says signed in or out before the product has answered. */
    started: () => starting,
    async signIn(code: string): Promise<void> {
      const replacedToken = await tokenOf(current);
      const token = await exchangeDesktopCode(options.server, code, options.sessionName).catch((error: unknown) => {
        if (error instanceof ProductUnreachable) setOffline(true);
        throw error;
      });
      const next = desktopSession(options.server, token, options.storeFile);
      current = next;
      setOffline(false);
      await watched(() => loadUser(next));
      // A second sign-in on top of a first leaves no session behind in the web app's list.
      await endAtProduct(replacedToken);
    },
    /** Forgets the session and ends it at the product. */
    async signOut(): Promise<void> {
      if (!current) return;
      const token = await tokenOf(current);
      forget();
      await endAtProduct(token);
    },
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type WindowAccount = ReturnType<typeof windowAccount>;
