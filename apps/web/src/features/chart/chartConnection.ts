import type { ComputeRequest } from '@signaldesk/contract';
import { io, type Socket } from 'socket.io-client';
import { authStore } from '../auth/authStore.js';

/** A chart the connection's handshake asks for: a compute request without its token, which is the handshake's. */
export type HandshakeChart = Omit<ComputeRequest, 'token' | 'before'>;

/** A chart channel connection and the token its last handshake carried, to renew when that token is refused. */
export interface ChartConnection {
  socket: Socket;
  handshakeToken(): string;
  /** The chart the handshake just admitted asked for, which the server answers unasked; null on a reconnection. */
  handshakeChart(): HandshakeChart | null;
}

/**
 * Opens the chart channel: one socket.io connection for a chart's life. The handshake, like each request, carries
 * the token current at that moment, so a reconnection after a renewal uses the new one. `chart` is asked for in the
 * handshakes until one is admitted, so its answer leaves the server as the socket connects, without waiting for a
 * page busy starting to hear it is connected and ask.
 */
export function openChartConnection(chart?: HandshakeChart): ChartConnection {
  let handshakeToken = '';
  let asking = chart ?? null;
  let sentWith: HandshakeChart | null = null;
  let admittedWith: HandshakeChart | null = null;
  const socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: (send) => {
      handshakeToken = authStore.get().token ?? '';
      sentWith = asking;
      send(sentWith ? { token: handshakeToken, chart: sentWith } : { token: handshakeToken });
    },
  });
  // Registered before any listener of the chart screen, which reads it on the same event.
  socket.on('connect', () => {
    admittedWith = sentWith;
    asking = null;
    sentWith = null;
  });
  return { socket, handshakeToken: () => handshakeToken, handshakeChart: () => admittedWith };
}
