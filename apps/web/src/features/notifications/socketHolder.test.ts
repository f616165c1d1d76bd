import { EventEmitter } from 'node:events';
import type { Message } from '@signaldesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromHolder } from './connectionProtocol.js';

/** A socket.io client socket the test plays the server of: it hears what the holder emits and raises events on it. */
class FakeSocket extends EventEmitter {
  readonly sent: unknown[][] = [];
  connects = 0;
  override emit(event: string, ...args: unknown[]): boolean {
    if (event === 'ack-notification') {
      this.sent.push([event, ...args]);
      return true;
    }
    return super.emit(event, ...args);
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {}
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const { createSocketHolder } = await import('./socketHolder.js');

const message = (id: string): Message => ({
  id,
  type: 'strategy',
  symbol: 'AAPL',
  duration: '1d',
  name: 'Apple Inc.',
  payload: {},
  ts: 1_767_225_600,
  schema: 'strategy-alert.v1',
  hasread: 0,
  sessionid: 's',
  sessioname: 'Breakout',
});

describe('the notification socket holder', () => {
  let told: FromHolder[];
  beforeEach(() => {
    told = [];
    sockets.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  const notifications = () => told.flatMap((event) => (event.type === 'notification' ? [event.message.id] : []));

  it('tells each notification once, however often the server sends it, and acknowledges every copy', () => {
    const holder = createSocketHolder((event) => told.push(event));
    holder.handle({ type: 'connect', url: 'http://app', token: 'first' });
    const [socket] = sockets as [FakeSocket];
    for (const id of ['a', 'b', 'a', 'b', 'c']) socket.emit('notification', message(id));
    expect(notifications()).toEqual(['a', 'b', 'c']);
    expect(socket.sent).toHaveLength(5);

    // A connection opened anew (the bell off and on again) still knows what was shown.
    holder.handle({ type: 'disconnect' });
    holder.handle({ type: 'connect', url: 'http://app', token: 'first' });
    sockets[1]?.emit('notification', message('b'));
    sockets[1]?.emit('notification', message('d'));
    expect(notifications()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('tries the handshake again when the server said it was unavailable, and not when it refused the session', () => {
    vi.useFakeTimers();
    const holder = createSocketHolder((event) => told.push(event));
    holder.handle({ type: 'connect', url: 'http://app', token: 'first' });
    const [socket] = sockets as [FakeSocket];
    socket.emit('connect_error', Object.assign(new Error('Tried hard, but the network is still bad'), { data: { key: 'serviceUnavailable' } }));
    expect(told.at(-1)).toEqual({ type: 'state', state: 'error' });
    vi.advanceTimersByTime(5_000);
    expect(socket.connects).toBe(1);

    socket.emit('connect_error', Object.assign(new Error('Your session has ended'), { data: { key: 'sessionEnded' } }));
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(1);
  });
});
