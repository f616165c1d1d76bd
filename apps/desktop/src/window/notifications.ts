import { type Message, NOTIFICATION_EVENTS, NOTIFICATION_NAMESPACE } from '@signaldesk/contract';
import { io, type Socket } from 'socket.io-client';
import type { WindowAccount } from './account.js';

/** Message ids remembered: the product sends again only what a Redis outage's last minutes may have lost. */
const SHOWN_IDS = 500;
/** A refused or lost connection is tried again after 1 s, doubling up to a minute, never given up while signed in. */
const RETRY_MS = { first: 1_000, max: 60_000 } as const;
/** Handshake refusals that a renewed access token cures. */
const SESSION_KEYS = new Set(['unauthorized', 'sessionEnded']);

/**
 * While the window is signed in, the assistant holds the product's notification connection, as the web app does, and
 * hands each new alert on once. It acknowledges each one as the web app does: the product records only that it was
 * delivered (`acked_at`), never that it was read, so the web app still shows it unread. An expired access token is
 * renewed and the handshake tried again; a lost connection is tried again with a growing wait.
 */
export function notificationConnection(server: string, account: WindowAccount, onMessage: (message: Message) => void) {
  const shown = new Set<string>();
  let socket: Socket | null = null;
  let retry: NodeJS.Timeout | undefined;
  let wait: number = RETRY_MS.first;

  function later(next: Socket): void {
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (socket === next && !next.connected) next.connect();
    }, wait);
    wait = Math.min(wait * 2, RETRY_MS.max);
  }

  function open(): void {
    const next = io(`${server}${NOTIFICATION_NAMESPACE}`, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      // Retries are this connection's own, so a handshake refused for an expired token is retried too.
      reconnection: false,
      auth: (send) => {
        account.session.accessToken().then(
          (token) => send({ token }),
          () => send({}),
        );
      },
    });
    next.on('connect', () => {
      wait = RETRY_MS.first;
      account.setOffline(false);
    });
    next.on('connect_error', (error: Error & { data?: { key?: string } }) => {
      const key = error.data?.key;
      if (!key) account.setOffline(true);
      if (key && SESSION_KEYS.has(key)) {
        // A session revoked in the web app ends here: the renewal is refused and the window signs out.
        account.session.renew().then(
          () => later(next),
          () => undefined,
        );
        return;
      }
      later(next);
    });
    next.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') later(next);
    });
    next.on(NOTIFICATION_EVENTS.notification, (message: Message) => {
      next.emit(NOTIFICATION_EVENTS.ack, { id: message.id });
      if (shown.has(message.id)) return;
      shown.add(message.id);
      if (shown.size > SHOWN_IDS) shown.delete(shown.values().next().value as string);
      onMessage(message);
    });
    socket = next;
  }

  function close(): void {
    clearTimeout(retry);
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
    wait = RETRY_MS.first;
  }

  const follow = () => {
    if (account.signedIn() && !socket) open();
    else if (!account.signedIn() && socket) close();
  };
  const unfollow = account.onChange(follow);
  follow();

  return {
    connected: () => socket?.connected ?? false,
    stop(): void {
      unfollow();
      close();
    },
  };
}
