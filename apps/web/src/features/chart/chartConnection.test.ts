import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** socket.io's client as far as the connection uses it: its options, and the events the test raises. */
class FakeSocket extends EventEmitter {
  constructor(readonly options: { auth: (send: (auth: object) => void) => void }) {
    super();
  }
  /** What the next handshake would send. */
  handshake(): object {
    let sent: object = {};
    this.options.auth((auth) => {
      sent = auth;
    });
    return sent;
  }
}

let socket: FakeSocket;
vi.mock('socket.io-client', () => ({
  io: (options: FakeSocket['options']) => {
    socket = new FakeSocket(options);
    return socket;
  },
}));
let token = 'token-1';
vi.mock('../auth/authStore.js', () => ({ authStore: { get: () => ({ token }) } }));

const { openChartConnection } = await import('./chartConnection.js');

describe('the chart connection', () => {
  beforeEach(() => {
    token = 'token-1';
  });

  it('asks for its chart in every handshake until one is admitted, and says so on that connect only', () => {
    const chart = { symbol: 'AAPL', duration: '1d', live: true } as const;
    const connection = openChartConnection(chart);
    expect(socket.handshake()).toEqual({ token: 'token-1', chart });
    // A refused handshake is tried again with a renewed token, still asking for the chart.
    token = 'token-2';
    expect(socket.handshake()).toEqual({ token: 'token-2', chart });
    expect(connection.handshakeToken()).toBe('token-2');
    expect(connection.handshakeChart()).toBeNull();
    socket.emit('connect');
    expect(connection.handshakeChart()).toEqual(chart);
    // A reconnection asks for nothing: the chart screen asks for what it then shows.
    socket.emit('disconnect');
    expect(socket.handshake()).toEqual({ token: 'token-2' });
    socket.emit('connect');
    expect(connection.handshakeChart()).toBeNull();
  });

  it('asks for nothing in the handshake of a connection opened without a chart', () => {
    const connection = openChartConnection();
    expect(socket.handshake()).toEqual({ token: 'token-1' });
    socket.emit('connect');
    expect(connection.handshakeChart()).toBeNull();
  });
});
