import { io, type Socket } from 'socket.io-client';
import { authStore } from '../auth/authStore.js';

/** A chart channel connection and the token its last handshake carried, to renew when that token is refused. */
export interface ChartConnection {
  socket: Socket;
  handshakeToken(): string;
}

/**
 * Opens the chart channel: one socket.io connection for a chart's life. The handshake, like each request, carries
 * the token current at that moment, so a reconnection after a renewal uses the new one.
 */
export function openChartConnection(): ChartConnection {
  let handshakeToken = '';
  const socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: (send) => {
      handshakeToken = authStore.get().token ?? '';
      send({ token: handshakeToken });
    },
  });
  return { socket, handshakeToken: () => handshakeToken };
}
