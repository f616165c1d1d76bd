import type { KlineError, KlineOhlcs } from '@signaldesk/contract';
import { decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { CHART_LIMITS } from '../../src/realtime/chartChannel.js';
import { MESSAGE_BYTES } from '../../src/realtime/realtimeServer.js';
import { describeEachDatabase, type SignedIn, signIn, signInMember, signInSuper, type TestServer, useServer } from '../harness.js';
import { ChartSockets } from './chartClient.js';

/** Tuesday 2026-01-06 15:00 UTC, 10:00 in New York. */
const TUESDAY_10_NY = Date.UTC(2026, 0, 6, 15, 0) / 1000;

describeEachDatabase('chart channel against hostile sockets', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let member: SignedIn;
  const chartSockets = new ChartSockets();
  const open = (token: string | undefined) => chartSockets.open(token);
  const refusedWith = async (token: string | undefined) => {
    const c = open(token);
    expect(await c.settled()).toBe(false);
    return c.refusal?.data?.key;
  };

  beforeAll(async () => {
    s = server();
    s.clock.seconds = TUESDAY_10_NY;
    member = await signInMember(s, (await signInSuper(s)).token);
    chartSockets.url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    chartSockets.closeAll();
  });

  it('refuses a connection without a token, with a forged or unknown token, and below member, at the handshake', async () => {
    expect(await refusedWith(undefined)).toBe('unauthorized');
    expect(await refusedWith('')).toBe('unauthorized');
    expect(await refusedWith('not-a-token')).toBe('sessionEnded');
    const forged = await new SignJWT(decodeJwt(member.token) as JWTPayload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    expect(await refusedWith(forged)).toBe('sessionEnded');
    expect(await refusedWith((await signIn(s)).token)).toBe('forbidden');
    // The refusal is said in the client's words, with its key.
    const refused = open(undefined);
    await refused.settled();
    expect(refused.refusal?.message).toBe('Please sign in');

    const c = open(member.token);
    expect(await c.settled()).toBe(true);
  });

  it('ends the connection of a message above the size cap and serves one below it', async () => {
    const c = open(member.token);
    expect(await c.settled()).toBe(true);
    c.compute({ symbol: 'AAPL', duration: '1d', token: member.token, extra: 'x'.repeat(MESSAGE_BYTES / 2) });
    expect((await c.next<KlineOhlcs>('kline:ohlcs')).symbol).toBe('AAPL');
    c.compute({ symbol: 'AAPL', duration: '1d', token: member.token, extra: 'x'.repeat(MESSAGE_BYTES + 1) });
    await c.until(() => c.disconnected, 'the disconnect');
    expect(c.pending('kline:ohlcs')).toBe(0);
  });

  it("answers the chart a handshake asks for, with the handshake's token, and refuses a bad one as a compute would", async () => {
    const asking = open(member.token);
    const first = chartSockets.open(member.token, { chart: { symbol: 'AAPL', duration: '1wk', live: false } });
    expect(await first.settled()).toBe(true);
    expect(await first.next<KlineOhlcs>('kline:ohlcs')).toMatchObject({ symbol: 'AAPL', duration: '1wk', mode: 'list' });
    expect(await asking.settled()).toBe(true);

    const below = await signIn(s);
    const cases: [unknown, Partial<KlineError>][] = [
      ['AAPL', { code: 422 }],
      [null, { code: 422 }],
      [[1, 2], { code: 422 }],
      [{ symbol: 'AAPL', duration: '2d' }, { code: 422, key: 'invalidField', duration: '2d' }],
      [{ symbol: 'NOSUCH', duration: '1d' }, { code: 404, key: 'unknownSymbol', symbol: 'NOSUCH' }],
      [{ symbol: 'AAPL', duration: '1d', before: 'yesterday' }, { code: 422 }],
      [{ symbol: 'x'.repeat(10_000), duration: '1d' }, { code: 422 }],
    ];
    for (const [chart, refusal] of cases) {
      const c = chartSockets.open(member.token, { chart });
      expect(await c.settled()).toBe(true);
      expect(await c.next<KlineError>('kline:error')).toMatchObject(refusal);
      // The connection stays usable.
      c.compute({ symbol: 'AAPL', duration: '1d', live: false, token: member.token });
      expect((await c.next<KlineOhlcs>('kline:ohlcs')).symbol).toBe('AAPL');
      c.socket.disconnect();
    }

    // A token inside the chart is not the one checked: the handshake's is.
    const smuggled = chartSockets.open(member.token, { chart: { symbol: 'AAPL', duration: '1d', token: below.token } });
    expect(await smuggled.settled()).toBe(true);
    expect((await smuggled.next<KlineOhlcs>('kline:ohlcs')).symbol).toBe('AAPL');
    // Below member, the handshake is refused before any chart is asked.
    const refused = chartSockets.open(below.token, { chart: { symbol: 'AAPL', duration: '1d' } });
    expect(await refused.settled()).toBe(false);
    expect(refused.refusal?.data?.key).toBe('forbidden');
    expect(refused.pending('kline:ohlcs') + refused.pending('kline:error')).toBe(0);
  });

  it('bounds the chart connections of one user, and takes one again once another has closed', async () => {
    const sockets = Array.from({ length: CHART_LIMITS.socketsPerUser + 8 }, () => open(member.token));
    const connected = await Promise.all(sockets.map((c) => c.settled()));
    expect(connected.filter(Boolean)).toHaveLength(CHART_LIMITS.socketsPerUser);
    for (const [i, c] of sockets.entries()) if (!connected[i]) expect(c.refusal?.data?.key).toBe('chartConnectionsBusy');

    const leaving = sockets[connected.indexOf(true)]!;
    leaving.socket.disconnect();
    // The server hears the close on its own time: the next connection is taken once it has.
    let next = open(member.token);
    const end = Date.now() + 60_000;
    while (!(await next.settled()) && Date.now() < end) next = open(member.token);
    expect(next.socket.connected).toBe(true);
  });
});
