import { type KlineError, type KlineOhlcs, MARKET_LIMITS, unpackCandles } from '@signaldesk/contract';
import { CATALOGUE } from '@signaldesk/indicators';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  activateTicket,
  describeEachDatabase,
  dispatchTickets,
  expectOk,
  freshToken,
  signIn,
  signInSuper,
  type SignedIn,
  type TestServer,
  signInMember,
  useServer,
} from '../harness.js';
import { ChartSockets } from './chartClient.js';

/** Tuesday 2026-01-06 15:00 UTC, 10:00 in New York: the session is on and the daily bar is forming. */
const TUESDAY_10_NY = Date.UTC(2026, 0, 6, 15, 0) / 1000;
const FIELDS = ['ts', 'open', 'high', 'low', 'close', 'volume', ...CATALOGUE.map((f) => f.id)];

describeEachDatabase('live chart channel', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let member: SignedIn;
  const chartSockets = new ChartSockets();
  const client = (token = member.token) => chartSockets.open(token);

  beforeAll(async () => {
    s = server();
    s.clock.seconds = TUESDAY_10_NY;
    admin = await signInSuper(s);
    member = await signInMember(s, admin.token);
    chartSockets.url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  // Tests move the clock by days; the web app renews its 15-minute access token on the way, so each test starts with a new one.
  beforeEach(async () => {
    member = { ...member, token: await freshToken(s, member.user.userid) };
  });
  afterAll(() => {
    chartSockets.closeAll();
  });

  it('answers a chart of 400 candles carrying every catalogue field, then streams the forming bar', async () => {
    const c = client();
    c.compute({ symbol: 'AAPL', duration: '1d', live: true, token: member.token });
    const chart = await c.next<KlineOhlcs>('kline:ohlcs');
    expect(chart).toMatchObject({ symbol: 'AAPL', duration: '1d', mode: 'list', demo: true, ts: TUESDAY_10_NY });
    expect(chart.msg).toMatch(/demo/i);
    expect(unpackCandles(chart.ohlcs)).toHaveLength(MARKET_LIMITS.chartCandles);
    for (const candle of unpackCandles(chart.ohlcs)) expect(Object.keys(candle).sort()).toEqual([...FIELDS].sort());
    const last = unpackCandles(chart.ohlcs).at(-1)!;
    expect(last['matrix.mma10']).toEqual(expect.any(Number));
    expect(last['candle.close']).toBe(last.close);
    const times = unpackCandles(chart.ohlcs).map((candle) => candle.ts);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // Minutes later the forming daily bar has moved: the last candle is replaced.
    s.clock.advance(20 * 60);
    await s.app.market.live.tick();
    const replaced = await c.next<KlineOhlcs>('kline:ohlcs', (p) => p.mode === 'replace');
    expect(unpackCandles(replaced.ohlcs)).toHaveLength(1);
    expect(unpackCandles(replaced.ohlcs)[0]!.ts).toBe(last.ts);
    expect(Object.keys(unpackCandles(replaced.ohlcs)[0]!).sort()).toEqual([...FIELDS].sort());

    // The next trading day opens a new bar: it is appended.
    s.clock.advance(86_400);
    await s.app.market.live.tick();
    const appended = await c.next<KlineOhlcs>('kline:ohlcs', (p) => p.mode === 'append');
    expect(unpackCandles(appended.ohlcs)[0]!.ts).toBeGreaterThan(last.ts);

    c.compute({ symbol: 'AAPL', duration: '1d', live: false, token: await freshToken(s, member.user.userid) });
    await c.next<KlineOhlcs>('kline:ohlcs', (p) => p.mode === 'list');
    expect(s.app.market.live.watched).toBe(0);
  });

  it('loads older candles for scrolling left', async () => {
    const c = client();
    c.compute({ symbol: 'MSFT', duration: '1d', live: false, token: member.token });
    const chart = await c.next<KlineOhlcs>('kline:ohlcs');
    const first = unpackCandles(chart.ohlcs)[0]!.ts;
    c.compute({ symbol: 'MSFT', duration: '1d', live: false, token: member.token, before: first });
    const older = await c.next<KlineOhlcs>('kline:ohlcs', (p) => p.mode === 'history');
    expect(unpackCandles(older.ohlcs)).toHaveLength(MARKET_LIMITS.chartCandles);
    expect(unpackCandles(older.ohlcs).every((candle) => candle.ts < first)).toBe(true);
    expect(unpackCandles(older.ohlcs).at(-1)!['matrix.mma10']).toEqual(expect.any(Number));
  });

  it('streams 1-minute and intraday charts too', async () => {
    const c = client();
    c.compute({ symbol: 'AAPL', duration: 'intraday', live: false, token: member.token });
    const intraday = await c.next<KlineOhlcs>('kline:ohlcs');
    expect(unpackCandles(intraday.ohlcs).length).toBeGreaterThan(10);
    expect(unpackCandles(intraday.ohlcs).every((candle) => candle.ts >= unpackCandles(intraday.ohlcs)[0]!.ts)).toBe(true);
    c.compute({ symbol: '0700.HK', duration: '4h', live: false, token: member.token });
    const fourHours = await c.next<KlineOhlcs>('kline:ohlcs', (p) => p.symbol === '0700.HK');
    // The demo market keeps 60 days of intraday bars: two 4-hour bars a Hong Kong session.
    expect(unpackCandles(fourHours.ohlcs).length).toBeGreaterThan(60);
  });

  it('answers kline:error for an unknown symbol, a bad duration, a missing or expired token and a role below member', async () => {
    const c = client();
    const error = (match: Partial<KlineError>) => c.next<KlineError>('kline:error', (p) => Object.entries(match).every(([k, v]) => p[k as keyof KlineError] === v));

    c.compute({ symbol: 'NOSUCH', duration: '1d', token: member.token });
    expect(await error({ symbol: 'NOSUCH' })).toMatchObject({ code: 404, key: 'unknownSymbol', duration: '1d' });
    c.compute({ symbol: 'AAPL', duration: '2d', token: member.token });
    expect(await error({ duration: '2d' })).toMatchObject({ code: 422, key: 'invalidField', symbol: 'AAPL' });
    c.compute({ symbol: 'AAPL', duration: '1d' });
    expect(await error({ key: 'unauthorized' })).toMatchObject({ code: 401 });
    const user = await signIn(s);
    c.compute({ symbol: 'AAPL', duration: '1d', token: user.token });
    expect(await error({ key: 'forbidden' })).toMatchObject({ code: 403 });

    s.clock.advance(8 * 86_400);
    c.compute({ symbol: 'AAPL', duration: '1d', token: member.token });
    expect(await error({ key: 'sessionEnded' })).toMatchObject({ code: 401, symbol: 'AAPL' });
    expect(c.pending('kline:ohlcs')).toBe(0);
  });

  it('disconnects a user forced offline', async () => {
    const fresh = await signIn(s);
    const [ticket] = await dispatchTickets(s, (await signInSuper(s)).token, 100);
    expectOk(await activateTicket(s, fresh.token, ticket as string));
    const c = client(fresh.token);
    c.compute({ symbol: 'AAPL', duration: '1d', live: true, token: fresh.token });
    await c.next<KlineOhlcs>('kline:ohlcs');
    expectOk(await s.call('/api/user/force/offline', { userid: fresh.user.userid }, { token: (await signInSuper(s)).token }));
    const end = Date.now() + 60_000;
    while (!c.disconnected && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(c.disconnected).toBe(true);
  });
});
