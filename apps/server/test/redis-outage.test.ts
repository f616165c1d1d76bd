/**
 * Two real server processes on one SQLite database and a Redis of the test's own, which the test kills and starts
 * again: the processes stay up, sign-in and quote refresh answer 503 while Redis is gone, and when it is back
 * sign-in works again and the alert raised in the outage reaches a socket on the other process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Message } from '@signaldesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, unreachable } from './harness.js';
import { NotifyClient } from './notifyClient.js';
import { type OwnRedis, redisServerInstalled, startOwnRedis } from './outage/ownRedis.js';
import { type ServerProcess, startServerProcess, until } from './outage/serverProcess.js';
import { emailSignIn, post, type Reply, signedIn, signedInMember, type Trader, TRUSTED_PROXY_ENV } from './outage/traderClient.js';

const redisRule = unreachable('redis-server', 'PATH', redisServerInstalled());
/** What the specification allows between Redis's return and the server's. */
const RECOVERY_MS = 10_000;

function expectUnavailable(reply: Reply | undefined): void {
  expect({ status: reply?.status, key: reply?.body?.key }, JSON.stringify(reply?.body)).toEqual({ status: 503, key: 'serviceUnavailable' });
  expect(Number(reply?.retryAfter)).toBeGreaterThan(0);
}

describe.skipIf(redisRule.skip)('two server processes through a Redis outage', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-redis-outage-'));
  let redis: OwnRedis;
  /** The first raises the alerts; the trader's notification socket is on the second. */
  let first: ServerProcess;
  let second: ServerProcess;
  let admin: Trader;
  let member: Trader;
  let onSecond: NotifyClient;
  let onFirst: NotifyClient;

  // Each on its own chart: the same user, symbol, duration and second would be one alert, stored once.
  const testAlert = (strategyName: string, duration: '1d' | '1h' | '1wk') =>
    post(first.url, '/api/messenger/test-alert', { userid: member.userid, symbol: 'AAPL', duration, strategyName }, { token: admin.token });
  const named = (strategyName: string) => (received: readonly Message[]) => received.some((m) => m.sessioname === strategyName);

  beforeAll(async () => {
    redisRule.failIfDown();
    redis = await startOwnRedis();
    const env = { REDIS_URL: redis.url, ADMIN_EMAIL, ...TRUSTED_PROXY_ENV };
    // One after the other: the first migrates the database, the second finds it ready.
    first = await startServerProcess(env, { dataDir });
    second = await startServerProcess(env, { dataDir });
    admin = await signedIn(first, ADMIN_EMAIL);
    member = await signedInMember(first, admin, 'redis-outage@example.test');
    onSecond = new NotifyClient(second.url, member.token);
    onFirst = new NotifyClient(first.url, member.token);
    await Promise.all([onSecond.connected(), onFirst.connected()]);
  }, 150_000);

  afterAll(async () => {
    onSecond?.close();
    onFirst?.close();
    await first?.stop();
    await second?.stop();
    await redis?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('carries an alert from one process to the other while Redis is up', async () => {
    expect((await testAlert('Before the outage', '1d')).status).toBe(200);
    await onSecond.until(named('Before the outage'), 30_000);
  });

  it('stays up and answers 503 for what needs Redis while it is down, then recovers without a restart', async () => {
    await redis.stop();
    // The alert is stored as before; its notification cannot cross to the second process yet.
    expect((await testAlert('During the outage', '1h')).status).toBe(200);
    await onFirst.until(named('During the outage'), 30_000);

    const { apply } = await emailSignIn(first, 'during-outage@example.test');
    expectUnavailable(apply);
    expectUnavailable(await post(first.url, '/api/auth/email/captcha/verify', { email: 'during-outage@example.test', captcha: '1234' }));
    expectUnavailable(await post(first.url, '/api/quote/refresh', { symbol: 'AAPL', duration: '1d' }, { token: member.token }));
    // The process used to die about two seconds after a notification raised while Redis was down.
    const outageEnds = Date.now() + 3_000;
    while (Date.now() < outageEnds) {
      expect((await post(second.url, '/api/userstock/list', {}, { token: member.token })).status).toBe(200);
      await new Promise((done) => setTimeout(done, 200));
    }
    expect(first.exit).toBeNull();
    expect(second.exit).toBeNull();

    await redis.start();
    const back = Date.now();
    await until(async () => (await emailSignIn(first, 'after-outage@example.test')).login?.status === 200, RECOVERY_MS, 'sign-in to work again');
    await onSecond.until(named('During the outage'), RECOVERY_MS);
    expect(Date.now() - back).toBeLessThan(RECOVERY_MS);

    expect((await testAlert('After the outage', '1wk')).status).toBe(200);
    await onSecond.until(named('After the outage'), 30_000);
    // Every alert reached each socket; a message sent again after the outage is the same message, by id.
    for (const socket of [onSecond, onFirst]) {
      const byName = new Map(socket.received.map((m) => [m.sessioname, m.id]));
      expect([...byName.keys()].sort()).toEqual(['After the outage', 'Before the outage', 'During the outage']);
      expect(new Set(socket.received.map((m) => m.id)).size).toBe(3);
    }
    expect(first.exit).toBeNull();
    expect(second.exit).toBeNull();
  }, 90_000);
});
