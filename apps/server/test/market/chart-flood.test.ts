import { DURATIONS, type KlineError, type KlineOhlcs } from '@signaldesk/contract';
import { SYMBOLS } from '@signaldesk/market-data';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { CHART_LIMITS } from '../../src/realtime/chartChannel.js';
import { describeEachDatabase, expectOk, type SignedIn, signInMember, signInSuper, type TestServer, useServer } from '../harness.js';
import { type ChartClient, ChartSockets } from './chartClient.js';

/** Tuesday 2026-01-06 15:00 UTC, 10:00 in New York. */
const TUESDAY_10_NY = Date.UTC(2026, 0, 6, 15, 0) / 1000;
/** 600 different series, one symbol each, durations in turn. */
const FLOOD = Array.from({ length: 600 }, (_, i) => ({ symbol: SYMBOLS[i]!.symbol, duration: DURATIONS[i % DURATIONS.length]! }));
const FLOODED = new Set(FLOOD.map((request) => request.symbol));
/** A series no flood asks for. */
const OTHER = SYMBOLS.at(-1)!.symbol;

describeEachDatabase('chart channel under a flood', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let flooder: SignedIn;
  let other: SignedIn;
  const chartSockets = new ChartSockets();

  /**
   * Holds the flood's charts at the door until released, so the test decides when they run; records the order in
   * which charts start and the most running at once.
   */
  function holdFloodCharts() {
    const service = s.app.market.service;
    const chart = service.chart.bind(service);
    const started: string[] = [];
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(service, 'chart').mockImplementation(async (symbol, duration, before) => {
      started.push(symbol);
      running += 1;
      most = Math.max(most, running);
      try {
        if (FLOODED.has(symbol)) await gate;
        return await chart(symbol, duration, before);
      } finally {
        running -= 1;
      }
    });
    return { started, most: () => most, release };
  }

  beforeAll(async () => {
    s = server();
    s.clock.seconds = TUESDAY_10_NY;
    const admin = await signInSuper(s);
    flooder = await signInMember(s, admin.token);
    other = await signInMember(s, admin.token);
    chartSockets.url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    chartSockets.closeAll();
    // A kept chart is answered outside the turns: each test's flood is of charts not computed yet, as a first one is.
    s.app.market.service.forgetCharts();
  });
  afterAll(() => vi.restoreAllMocks());

  it('refuses a flood beyond the open requests with 429, answers another member before the flood has drained, and the socket stays usable', async () => {
    const hold = holdFloodCharts();
    const c = await chartSockets.connect(flooder.token);
    for (const request of FLOOD) c.compute({ ...request, token: flooder.token });
    const accepted = CHART_LIMITS.openPerSocket;
    await c.until(() => c.pending('kline:error') >= FLOOD.length - accepted, 'the refusals');
    const refused = c.all<KlineError>('kline:error');
    expect(refused).toHaveLength(FLOOD.length - accepted);
    for (const error of refused) expect(error).toMatchObject({ code: 429, key: 'chartRequestsBusy' });
    const first = refused[0]!;
    expect(first.msg).toContain(`${first.symbol} ${first.duration}`);

    // While the flood waits, another member's calls are answered, and their chart takes its turn.
    expectOk(await s.call('/api/stock/list', {}, { token: other.token }));
    expect((await s.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const o = await chartSockets.connect(other.token);
    o.compute({ symbol: OTHER, duration: '1d', token: other.token });
    // A socket's messages are read in order: once this refusal arrives, the chart request before it is waiting.
    o.compute({ symbol: OTHER, duration: '1d' });
    await o.next<KlineError>('kline:error', (e) => e.key === 'unauthorized');
    expect(c.pending('kline:ohlcs')).toBe(0);

    hold.release();
    expect((await o.next<KlineOhlcs>('kline:ohlcs')).symbol).toBe(OTHER);
    // The other member waited for the charts already running and at most one more of the flood's, not for its queue.
    const turn = hold.started.indexOf(OTHER);
    expect(turn).toBeLessThanOrEqual(CHART_LIMITS.answeredAtOnce + 1);
    expect(turn).toBeLessThan(accepted);

    await c.until(() => c.pending('kline:ohlcs') === accepted, 'the accepted charts');
    expect(hold.started.filter((symbol) => FLOODED.has(symbol))).toHaveLength(accepted);
    expect(hold.most()).toBeLessThanOrEqual(CHART_LIMITS.answeredAtOnce);

    // Its requests answered, the flooding socket is served again.
    c.compute({ symbol: OTHER, duration: '1wk', token: flooder.token });
    expect(await c.next<KlineOhlcs>('kline:ohlcs', (p) => p.symbol === OTHER)).toMatchObject({ duration: '1wk', mode: 'list' });
  });

  it('bounds the open requests of one user across their sockets', async () => {
    const hold = holdFloodCharts();
    const sockets = [await chartSockets.connect(flooder.token), await chartSockets.connect(flooder.token), await chartSockets.connect(flooder.token)];
    const each = 30;
    sockets.forEach((c, i) => {
      for (const request of FLOOD.slice(i * each, (i + 1) * each)) c.compute({ ...request, token: flooder.token });
    });
    const refusedIn = (c: ChartClient) => c.all<KlineError>('kline:error').filter((e) => e.code === 429).length;
    const total = sockets.length * each;
    const refusedAll = () => sockets.reduce((sum, c) => sum + refusedIn(c), 0);
    await sockets[0]!.until(() => refusedAll() >= total - CHART_LIMITS.openPerUser, 'the refusals');
    expect(refusedAll()).toBe(total - CHART_LIMITS.openPerUser);
    for (const c of sockets) expect(each - refusedIn(c)).toBeLessThanOrEqual(CHART_LIMITS.openPerSocket);

    hold.release();
    for (const c of sockets) await c.until(() => c.pending('kline:ohlcs') + refusedIn(c) === each, 'the accepted charts');
    expect(hold.started).toHaveLength(CHART_LIMITS.openPerUser);
  });

  it('lets a repeat join the open request: one chart, one answer, the last live wish', async () => {
    const hold = holdFloodCharts();
    const c = await chartSockets.connect(flooder.token);
    const series = FLOOD[0]!;
    for (let i = 0; i < 50; i += 1) c.compute({ ...series, live: true, token: flooder.token });
    c.compute({ ...series, live: false, token: flooder.token });
    // Released once the first request is held at the door, after the repeats sent behind it have reached the server.
    await vi.waitFor(() => expect(hold.started).toContain(series.symbol), { timeout: 60_000, interval: 20 });
    hold.release();
    await c.next<KlineOhlcs>('kline:ohlcs', (p) => p.symbol === series.symbol);
    // A later request's answer shows the repeats were not waiting behind the first as requests of their own.
    c.compute({ symbol: OTHER, duration: '1d', token: flooder.token });
    await c.next<KlineOhlcs>('kline:ohlcs', (p) => p.symbol === OTHER);
    expect(c.all<KlineOhlcs>('kline:ohlcs').filter((p) => p.symbol === series.symbol)).toHaveLength(0);
    expect(c.pending('kline:error')).toBe(0);
    expect(hold.started.filter((symbol) => symbol === series.symbol)).toHaveLength(1);
    expect(s.app.market.live.watched).toBe(0);
  });
});
