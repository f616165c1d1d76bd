/**
 * Two real server processes on one PostgreSQL database and one Redis: an alert raised through the first reaches
 * a notification socket connected to the second, carried by the socket.io Redis adapter.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { Message } from '@signaldesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../src/app/services.js';
import { openSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { accountFor, ensureAdmin } from '../src/users/accounts.js';
import { ADMIN_EMAIL, POSTGRES_UP, REDIS_UP, TEST_DATABASE_URL, TEST_REDIS_URL, unreachable } from './harness.js';
import { NotifyClient } from './notifyClient.js';
import { databaseUrlOf, onServer } from './outage/ownDatabase.js';
import { PROCESS_CLOCK, type ServerProcess, startServerProcess } from './outage/serverProcess.js';

const postgresRule = unreachable('PostgreSQL', TEST_DATABASE_URL, POSTGRES_UP);
const redisRule = unreachable('Redis', TEST_REDIS_URL, REDIS_UP);

describe.skipIf(postgresRule.skip || redisRule.skip)('notifications across two server processes on one Redis', () => {
  const database = `signaldesk_rt_${randomBytes(5).toString('hex')}`;
  const databaseUrl = databaseUrlOf(database);
  const nodes: ServerProcess[] = [];
  let services: Services | undefined;
  let client: NotifyClient | undefined;

  beforeAll(async () => {
    postgresRule.failIfDown();
    redisRule.failIfDown();
    await onServer(`CREATE DATABASE "${database}"`);
    // One after the other: the first migrates the database, the second finds it ready.
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: TEST_REDIS_URL, ADMIN_EMAIL };
    nodes.push(await startServerProcess(env));
    nodes.push(await startServerProcess(env));
  }, 150_000);

  afterAll(async () => {
    client?.close();
    await services?.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  it('delivers an alert raised on the first process to a socket on the second', async () => {
    const [first, second] = nodes as [ServerProcess, ServerProcess];
    // Sessions are opened straight in the shared database, with the secret both processes read from it.
    services = await createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, ADMIN_EMAIL, DATA_DIR: tmpdir(), ...PROCESS_CLOCK.env }), { log: () => undefined });
    await ensureAdmin(services);
    const admin = await accountFor(services, { subject_kind: 'email', subject: ADMIN_EMAIL });
    const trader = await accountFor(services, { subject_kind: 'email', subject: `two-process-${database}@example.test` });
    await services.db.updateTable('users').set({ role: 'member' }).where('userid', '=', trader.userid).execute();
    const superToken = (await openSession(services, admin.userid, 'web', 'test')).accessToken;
    const traderToken = (await openSession(services, trader.userid, 'web', 'test')).accessToken;

    client = new NotifyClient(second.url, traderToken);
    await client.connected();
    const raised = await fetch(`${first.url}/api/messenger/test-alert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${superToken}` },
      body: JSON.stringify({ userid: trader.userid, symbol: 'AAPL', strategyName: 'Across processes' }),
    });
    expect(await raised.json()).toEqual({ code: 0, data: null });
    const [message] = (await client.next(1, 10_000)) as [Message];
    expect(message).toMatchObject({ symbol: 'AAPL', sessioname: 'Across processes', hasread: 0 });
  }, 30_000);
});
