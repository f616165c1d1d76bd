import { type Message, NOTIFICATION_EVENTS, NOTIFICATION_NAMESPACE } from '@signaldesk/contract';
import { io, type Socket } from 'socket.io-client';
import type { FromHolder, ToHolder } from './connectionProtocol.js';

/** Notification ids remembered; the server resends only what an outage's last minutes may have lost. */
const SHOWN_IDS = 500;
/** The server refused the handshake because its database or Redis is down: it asks to come back after this. */
const UNAVAILABLE_RETRY_MS = 5_000;

/**
 * Holds the one notification socket: proves who it is with the access token at each handshake, tells its
 * listeners the state and each notification, and acknowledges every notification by id. After an outage the
 * server may send a notification again; listeners hear each id once.
 */
export function createSocketHolder(tell: (event: FromHolder) => void) {
  const shown = new Set<string>();
  let socket: Socket | null = null;
  let current: { url: string; token: string } | null = null;
  let state: 'disconnected' | 'connected' | 'error' = 'disconnected';

  const setState = (next: typeof state) => {
    state = next;
    tell({ type: 'state', state });
  };

  function disconnect() {
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
    current = null;
    setState('disconnected');
  }

  function connect(url: string, token: string) {
    if (socket && current?.url === url) {
      // A renewed token serves the next handshake; the open connection stays. A handshake refused for an
      // expired token is not retried by socket.io itself, so it is tried again with the new one.
      current.token = token;
      if (!socket.connected && !socket.active) socket.connect();
      return tell({ type: 'state', state });
    }
    disconnect();
    const target = { url, token };
    current = target;
    const next = io(`${url}${NOTIFICATION_NAMESPACE}`, {
      path: '/socket.io',
      auth: (send) => send({ token: target.token }),
      transports: ['websocket', 'polling'],
    });
    next.on('connect', () => setState('connected'));
    next.on('connect_error', (error: Error & { data?: { key?: string } }) => {
      setState('error');
      // Like an expired token's, this refusal is not retried by socket.io; it passes once the service is back.
      if (error.data?.key !== 'serviceUnavailable') return;
      setTimeout(() => {
        if (socket === next && !next.connected && !next.active) next.connect();
      }, UNAVAILABLE_RETRY_MS);
    });
    next.on('disconnect', (reason) => setState(reason === 'io client disconnect' ? 'disconnected' : 'error'));
    next.on(NOTIFICATION_EVENTS.notification, (message: Message) => {
      next.emit(NOTIFICATION_EVENTS.ack, { id: message.id });
      if (shown.has(message.id)) return;
      shown.add(message.id);
      if (shown.size > SHOWN_IDS) shown.delete(shown.values().next().value as string);
      tell({ type: 'notification', message });
    });
    socket = next;
  }

  return {
    handle(command: ToHolder) {
      if (command.type === 'connect') connect(command.url, command.token);
      else disconnect();
    },
    state: () => state,
  };
}
