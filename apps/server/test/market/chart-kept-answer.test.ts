import { type KlineError, type KlineOhlcs, MARKET_LIMITS, unpackCandles } from '@signaldesk/contract';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { CHART_LIMITS } from '../../src/realtime/chartChannel.js';
import {
  describeEachDatabase,
  expectOk,
  freshToken,
  type SignedIn,
  signIn,
  signInMember,
  signInSuper,
  type TestServer,
  useServer,
} from '../harness.js';
import { ChartSockets } from './chartClient.js';

/** Tuesday 2026-01-06 15:00 UTC, 10:00 in New York. */
const TUESDAY_10_NY = Date.UTC(2026, 0, 6, 15, 0) / 1000;
/** Series that take every chart turn while the test holds them. */
const HELD = ['MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA'].slice(0, CHART_LIMITS.answeredAtOnce);

describeEachDatabase('a kept chart answered outside the chart turns', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let member: SignedIn;
  const chartSockets = new ChartSockets();

  /** The first answer of a series on a socket of its own: after it the chart is computed and kept. */
  const keep = async (symbol: string, duration: KlineOhlcs['duration']) => {
    const c = await chartSockets.connect(member.token);
    c.compute({ symbol, duration, live: false, token: member.token });
    return c.next<KlineOhlcs>('kline:ohlcs');
  };

  /** Every chart that goes through `chart` waits at the door until released; records which started. */
  function holdCharts() {
    const service = s.app.market.service;
    const chart = service.chart.bind(service);
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(service, 'chart').mockImplementation(async (symbol, duration, before) => {
      started.push(symbol);
      await gate;
      return chart(symbol, duration, before);
    });
    return { started, release };
  }

  beforeAll(async () => {
    s = server();
    s.clock.seconds = TUESDAY_10_NY;
    admin = await signInSuper(s);
    member = await signInMember(s, admin.token);
    chartSockets.url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    chartSockets.closeAll();
    member = { ...member, token: await freshToken(s, member.user.userid) };
  });
  afterAll(() => vi.restoreAllMocks());

  it('answers a kept, fresh chart while every chart turn is taken, without reading its freshness again', async () => {
    const first = await keep('AAPL', '1d');
    const hold = holdCharts();
    const ensureFresh = vi.spyOn(s.app.market.service, 'ensureFresh');
    const other = await signInMember(s, admin.token);
    const busy = await chartSockets.connect(other.token);
    for (const symbol of HELD) busy.compute({ symbol, duration: '1d', live: false, token: other.token });
    await vi.waitFor(() => expect(hold.started).toHaveLength(CHART_LIMITS.answeredAtOnce), { timeout: 60_000, interval: 20 });

    const c = await chartSockets.connect(member.token);
    c.compute({ symbol: 'AAPL', duration: '1d', live: true, token: member.token });
    const again = await c.next<KlineOhlcs>('kline:ohlcs');
    expect(again).toMatchObject({ symbol: 'AAPL', duration: '1d', mode: 'list' });
    expect(again.ohlcs).toEqual(first.ohlcs);
    expect(unpackCandles(again.ohlcs)).toHaveLength(MARKET_LIMITS.chartCandles);
    expect(busy.pending('kline:ohlcs')).toBe(0);
    expect(hold.started).not.toContain('AAPL');
    expect(ensureFresh).not.toHaveBeenCalled();
    // It follows the series live like any answer.
    expect(s.app.market.live.watched).toBe(1);

    hold.release();
    await busy.until(() => busy.pending('kline:ohlcs') === HELD.length, 'the held charts');
  });

  it('still refuses an ended session, a role below member, an unknown symbol and a missing token for a kept chart', async () => {
    await keep('AAPL', '1wk');
    expect(s.app.market.service.keptChart('AAPL', '1wk')).not.toBeNull();
    const chart = vi.spyOn(s.app.market.service, 'chart');
    const c = await chartSockets.connect(member.token);
    const error = (match: Partial<KlineError>) =>
      c.next<KlineError>('kline:error', (p) => Object.entries(match).every(([k, v]) => p[k as keyof KlineError] === v));

    const leaving = await signInMember(s, admin.token);
    expectOk(await s.call('/api/auth/logout', {}, { token: leaving.token }));
    c.compute({ symbol: 'AAPL', duration: '1wk', token: leaving.token });
    expect(await error({ key: 'sessionEnded' })).toMatchObject({ code: 401, symbol: 'AAPL', duration: '1wk' });

    const user = await signIn(s);
    c.compute({ symbol: 'AAPL', duration: '1wk', token: user.token });
    expect(await error({ key: 'forbidden' })).toMatchObject({ code: 403, duration: '1wk' });

    c.compute({ symbol: 'AAPL', duration: '1wk' });
    expect(await error({ key: 'unauthorized' })).toMatchObject({ code: 401 });

    c.compute({ symbol: 'NOSUCH', duration: '1wk', token: member.token });
    expect(await error({ symbol: 'NOSUCH' })).toMatchObject({ code: 404, key: 'unknownSymbol' });

    expect(c.pending('kline:ohlcs')).toBe(0);
    expect(chart).not.toHaveBeenCalled();
    expect(s.app.market.service.keptChart('AAPL', '1wk')).not.toBeNull();
  });

  it('takes its turn and fetches again once the kept chart is no longer fresh', async () => {
    await keep('MSFT', '1h');
    expect(s.app.market.service.keptChart('MSFT', '1h')).not.toBeNull();
    s.clock.advance(16 * 60);
    expect(s.app.market.service.keptChart('MSFT', '1h')).toBeNull();
    const hold = holdCharts();
    const ensureFresh = vi.spyOn(s.app.market.service, 'ensureFresh');
    // The access token of a quarter of an hour ago has expired meanwhile.
    const token = await freshToken(s, member.user.userid);
    const c = await chartSockets.connect(token);
    c.compute({ symbol: 'MSFT', duration: '1h', live: false, token });
    await vi.waitFor(() => expect(hold.started).toEqual(['MSFT']), { timeout: 60_000, interval: 20 });
    expect(c.pending('kline:ohlcs')).toBe(0);
    hold.release();
    expect(await c.next<KlineOhlcs>('kline:ohlcs')).toMatchObject({ symbol: 'MSFT', duration: '1h', ts: s.clock.seconds });
    expect(ensureFresh).toHaveBeenCalledWith('MSFT', '1h');
    expect(s.app.market.service.keptChart('MSFT', '1h')).not.toBeNull();
  });
});
