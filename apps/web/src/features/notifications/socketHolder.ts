import { type Message, NOTIFICATION_EVENTS, NOTIFICATION_NAMESPACE } from '@signaldesk/contract';
import { io, type Socket } from 'socket.io-client';
import type { FromHolder, ToHolder } from './connectionProtocol.js';

/**
 * Holds the one notification socket: connects with the access token at the handshake, tells its listeners the
 * state and each notification, and acknowledges every notification once, by id.
 */
export function createSocketHolder(tell: (event: FromHolder) => void) {
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
    if (socket && current?.url === url && current.token === token) return tell({ type: 'state', state });
    disconnect();
    current = { url, token };
    const next = io(`${url}${NOTIFICATION_NAMESPACE}`, { path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
    next.on('connect', () => setState('connected'));
    next.on('connect_error', () => setState('error'));
    next.on('disconnect', (reason) => setState(reason === 'io client disconnect' ? 'disconnected' : 'error'));
    next.on(NOTIFICATION_EVENTS.notification, (message: Message) => {
      next.emit(NOTIFICATION_EVENTS.ack, { id: message.id });
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
