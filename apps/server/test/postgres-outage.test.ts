/**
 * A real server process on PostgreSQL reached through a TCP proxy the test cuts, silences and restores, and whose
 * connections PostgreSQL itself ends: the process stays up, answers 503 with the network text while the database is
 * gone or silent, and is back by itself within 10 s of its return without losing a committed row.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, POSTGRES_UP, TEST_DATABASE_URL, unreachable } from './harness.js';
import { NotifyClient } from './notifyClient.js';
import { onServer } from './outage/ownDatabase.js';
import { type ServerProcess, startServerProcess, until } from './outage/serverProcess.js';
import { startTcpProxy, type TcpProxy } from './outage/tcpProxy.js';
import { chartClient, health, post, type Reply, signedIn, signedInMember, type Trader, TRUSTED_PROXY_ENV } from './outage/traderClient.js';

const postgresRule = unreachable('PostgreSQL', TEST_DATABASE_URL, POSTGRES_UP);
/** What the specification allows between the database's return and the server's. */
const RECOVERY_MS = 10_000;

function expectUnavailable(reply: Reply): void {
  expect({ status: reply.status, key: reply.body?.key }, JSON.stringify(reply.body)).toEqual({ status: 503, key: 'serviceUnavailable' });
  expect(reply.body.msg).toBe('Tried hard, but the network is still bad');
  expect(Number(reply.retryAfter)).toBeGreaterThan(0);
}

describe.skipIf(postgresRule.skip)('the server through a PostgreSQL outage', () => {
  const database = `signaldesk_outage_${randomBytes(5).toString('hex')}`;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let member: Trader;
  /** Annotations whose create answered 200: each must be found afterwards. */
  const committed: string[] = [];
  let candle = 1_767_225_600;

  const annotate = async () => {
    candle += 86_400;
    const reply = await post(server.url, '/api/stock/annotion/create', { symbol: 'AAPL', duration: '1d', ts: candle, title: 'Outage' }, { token: member.token });
    if (reply.status === 200) committed.push(reply.body.data.annotation.aid);
    return reply;
  };

  /**
   * Ends every connection to the suite's database and waits until their backends have exited: pg_terminate_backend
   * only signals them, and a backend still running would serve the next call before it dies.
   */
  const endEveryConnection = async () => {
    const ended = await onServer('SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
    const pids = ended.rows.map((row: { pid: number }) => row.pid);
    await until(async () => (await onServer('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)', [pids])).rows.length === 0, RECOVERY_MS, 'the ended backends to exit');
  };

  beforeAll(async () => {
    postgresRule.failIfDown();
    await onServer(`CREATE DATABASE "${database}"`);
    const direct = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = Object.assign(new URL(TEST_DATABASE_URL), { hostname: '127.0.0.1', port: String(proxy.port), pathname: `/${database}` });
    server = await startServerProcess({ DATABASE_URL: proxied.toString(), ADMIN_EMAIL, ...TRUSTED_PROXY_ENV });
    const admin = await signedIn(server, ADMIN_EMAIL);
    member = await signedInMember(server, admin, `outage-${database}@example.test`);
  }, 150_000);

  // A failed check must not leave the next test without its database.
  afterEach(() => proxy.restore());

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  it('answers 503 while the database is cut off and comes back by itself when it returns', async () => {
    for (let i = 0; i < 3; i++) expect((await annotate()).status).toBe(200);
    const chart = await chartClient(server.url, member.token);

    await proxy.cut();
    expect(await health(server.url)).toBe(503);
    expectUnavailable(await annotate());
    expectUnavailable(await post(server.url, '/api/stock/annotion/list', { symbol: 'AAPL', duration: '1d' }, { token: member.token }));
    expectUnavailable(await post(server.url, '/api/user/apply/email/access', { email: 'someone@example.test' }));
    expect(await chart.compute('AAPL')).toMatchObject({ error: { code: 503, key: 'serviceUnavailable', symbol: 'AAPL' } });
    const bell = new NotifyClient(server.url, member.token);
    expect(await bell.refused()).toEqual({ key: 'serviceUnavailable', message: 'Tried hard, but the network is still bad' });
    bell.close();
    // The process used to die within two seconds of losing its connections; it must still answer after that.
    const outageEnds = Date.now() + 3_000;
    while (Date.now() < outageEnds) {
      expect(await health(server.url)).toBe(503);
      await new Promise((done) => setTimeout(done, 200));
    }
    expect(server.exit).toBeNull();

    await proxy.restore();
    const back = Date.now();
    await until(async () => (await health(server.url)) === 200, RECOVERY_MS, 'the server to answer /healthz again');
    expect(Date.now() - back).toBeLessThan(RECOVERY_MS);
    expect((await annotate()).status).toBe(200);
    expect(await chart.compute('AAPL')).toMatchObject({ ohlcs: { symbol: 'AAPL' } });
    chart.close();
    expect(server.exit).toBeNull();
  }, 60_000);

  it('survives PostgreSQL ending every connection, in use or idle, and serves again at once', async () => {
    // Calls in flight while the backends are ended: each answers 200 or 503, never 500, and the process lives.
    const inFlight = Array.from({ length: 12 }, () => annotate());
    await endEveryConnection();
    for (const reply of await Promise.all(inFlight)) expect([200, 503], JSON.stringify(reply.body)).toContain(reply.status);
    // The pool's idle connections were ended too: the next calls make new ones.
    await endEveryConnection();
    await until(async () => (await health(server.url)) === 200, RECOVERY_MS, 'the server to answer /healthz again');
    const reply = await annotate();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(server.exit).toBeNull();
  }, 60_000);

  it('answers 503 within seconds while a partition drops every packet, and comes back by itself when packets flow', async () => {
    for (let i = 0; i < 2; i++) {
      const reply = await annotate();
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const timed = async <T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> => {
      const started = Date.now();
      const answer = await call();
      return { answer, ms: Date.now() - started };
    };

    // Every connection stays open and nothing crosses: without the watch each call would wait for the kernel.
    proxy.silence();
    const write = await timed(annotate);
    const read = await timed(() => post(server.url, '/api/stock/annotion/list', { symbol: 'AAPL', duration: '1d' }, { token: member.token }));
    const signIn = await timed(() => post(server.url, '/api/user/apply/email/access', { email: 'partitioned@example.test' }));
    const healthz = await timed(() => health(server.url));
    for (const { answer } of [write, read, signIn]) expectUnavailable(answer);
    expect(healthz.answer).toBe(503);
    expect(server.exit).toBeNull();

    await proxy.restore();
    const back = Date.now();
    await until(async () => (await health(server.url)) === 200, RECOVERY_MS, 'the server to answer /healthz again');
    const recoveredMs = Date.now() - back;
    expect((await annotate()).status).toBe(200);
    expect(server.exit).toBeNull();
    console.log(
      JSON.stringify({
        bench: 'postgres.silentPartition',
        goalMs: 5_000,
        writeMs: write.ms,
        readMs: read.ms,
        signInMs: signIn.ms,
        healthMs: healthz.ms,
        recoveredMs,
      }),
    );
  }, 60_000);

  it('kept every row whose write was answered 200', async () => {
    const { rows } = await onServer('SELECT aid FROM annotations', [], database);
    const stored = new Set(rows.map((row: { aid: string }) => row.aid));
    expect(committed.length).toBeGreaterThanOrEqual(5);
    expect(committed.filter((aid) => !stored.has(aid))).toEqual([]);
  });
});
