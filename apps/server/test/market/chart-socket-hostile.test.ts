import type { KlineOhlcs } from '@signaldesk/contract';
import { decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { CHART_LIMITS } from '../../src/realtime/chartChannel.js';
import { MESSAGE_BYTES } from '../../src/realtime/realtimeServer.js';
import { describeEachDatabase, type SignedIn, signIn, signInMember, signInSuper, type TestServer, useServer } from '../harness.js';
import { ChartClient } from './chartClient.js';

/** Tuesday 2026-01-06 15:00 UTC, 10:00 in New York. */
const TUESDAY_10_NY = Date.UTC(2026, 0, 6, 15, 0) / 1000;

describeEachDatabase('chart channel against hostile sockets', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let url: string;
  let member: SignedIn;
  const clients: ChartClient[] = [];
  const open = (token: string | undefined) => {
    const c = new ChartClient(url, token);
    clients.push(c);
    return c;
  };
  const refusedWith = async (token: string | undefined) => {
    const c = open(token);
    expect(await c.settled()).toBe(false);
    return c.refusal?.data?.key;
  };

  beforeAll(async () => {
    s = server();
    s.clock.seconds = TUESDAY_10_NY;
    member = await signInMember(s, (await signInSuper(s)).token);
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.socket.disconnect();
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
