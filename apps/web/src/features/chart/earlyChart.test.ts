import { EventEmitter } from 'node:events';
import { CHART_EVENTS, type KlineOhlcs } from '@signaldesk/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The chart connection the test plays the server of: it hears what is asked and raises the server's events. */
class FakeSocket extends EventEmitter {
  readonly asked: unknown[] = [];
  /** The chart the connection's handshake asks for. */
  handshakeChart: unknown = null;
  active = true;
  disconnected = false;
  override emit(event: string, ...args: unknown[]): boolean {
    if (event === CHART_EVENTS.compute) {
      this.asked.push(args[0]);
      return true;
    }
    return super.emit(event, ...args);
  }
  disconnect() {
    this.disconnected = true;
    this.active = false;
  }
}

let sockets: FakeSocket[] = [];
vi.mock('./chartConnection.js', () => ({
  openChartConnection: (chart: unknown) => {
    const socket = new FakeSocket();
    socket.handshakeChart = chart;
    sockets.push(socket);
    return { socket, handshakeToken: () => 'token-1', handshakeChart: () => chart };
  },
}));
let token: string | null = 'token-1';
vi.mock('../auth/authStore.js', () => ({ authStore: { get: () => ({ token }) } }));

/** The module holds the page's one early chart, so each case loads it afresh. */
async function loadEarlyChart() {
  vi.resetModules();
  return import('./earlyChart.js');
}

const answer = (mode: KlineOhlcs['mode']): KlineOhlcs => ({
  symbol: 'AAPL',
  duration: '1wk',
  ohlcs: { fields: ['ts', 'close'], rows: [[1_700_000_000, 190]] },
  ts: 1_700_000_100,
  mode,
  demo: true,
});

describe('the chart asked for as the app starts', () => {
  beforeEach(() => {
    sockets = [];
    token = 'token-1';
  });

  it('asks for a chart page\'s series, live, in the handshake, and hands over the connection with its request and answers', async () => {
    const { askChartEarly, takeEarlyChart } = await loadEarlyChart();
    askChartEarly('/apps/quote/folder/us/aapl/1wk');
    const [socket] = sockets;
    expect(socket?.handshakeChart).toEqual({ symbol: 'AAPL', duration: '1wk', live: true });
    socket!.emit('connect');
    // The server answers the handshake's chart unasked: nothing is asked again once connected.
    expect(socket!.asked).toEqual([]);
    socket!.emit(CHART_EVENTS.ohlcs, answer('list'));
    socket!.emit(CHART_EVENTS.ohlcs, answer('replace'));
    const taken = takeEarlyChart();
    expect(taken?.connection.socket).toBe(socket);
    expect(taken?.request).toEqual({ symbol: 'AAPL', duration: '1wk', live: true, token: 'token-1' });
    expect(taken?.replies.map((reply) => reply.mode)).toEqual(['list', 'replace']);
    // From then on the chart screen listens: nothing is held, asked again on reconnection, or closed by this module.
    expect(socket!.listenerCount(CHART_EVENTS.ohlcs) + socket!.listenerCount('connect') + socket!.listenerCount(CHART_EVENTS.error)).toBe(0);
    expect(socket!.disconnected).toBe(false);
    expect(takeEarlyChart()).toBeNull();
  });

  it('hands over a connection still on its way without a request; its handshake carries the chart for the screen to read', async () => {
    const { askChartEarly, takeEarlyChart } = await loadEarlyChart();
    askChartEarly('/apps/quote/fav/default/MSFT');
    const taken = takeEarlyChart();
    expect(taken).toMatchObject({ request: null, replies: [] });
    expect(taken?.connection.handshakeChart()).toMatchObject({ symbol: 'MSFT', live: true });
    sockets[0]!.emit('connect');
    expect(sockets[0]!.asked).toEqual([]);
  });

  it('opens nothing for another page, without a token, or once a chart screen has opened', async () => {
    const { askChartEarly, takeEarlyChart } = await loadEarlyChart();
    askChartEarly('/apps/quote/folder/all');
    askChartEarly('/apps/screener/folder/all/AAPL/1d');
    token = null;
    askChartEarly('/apps/quote/folder/us/AAPL');
    expect(sockets).toHaveLength(0);
    token = 'token-1';
    expect(takeEarlyChart()).toBeNull();
    askChartEarly('/apps/quote/folder/us/AAPL');
    expect(sockets).toHaveLength(0);
  });

  it('closes and forgets a refused handshake or a refused request, so the chart screen asks on its own', async () => {
    const { askChartEarly, takeEarlyChart } = await loadEarlyChart();
    askChartEarly('/apps/quote/folder/us/AAPL');
    sockets[0]!.emit('connect_error', new Error('offline'));
    expect(sockets[0]!.disconnected).toBe(false);
    sockets[0]!.active = false;
    sockets[0]!.emit('connect_error', new Error('sessionEnded'));
    expect(sockets[0]!.disconnected).toBe(true);
    askChartEarly('/apps/quote/folder/us/AAPL');
    sockets[1]!.emit('connect');
    sockets[1]!.emit(CHART_EVENTS.error, { symbol: 'AAPL', duration: '1d', code: 403, msg: 'forbidden' });
    expect(sockets[1]!.disconnected).toBe(true);
    expect(takeEarlyChart()).toBeNull();
  });
});
