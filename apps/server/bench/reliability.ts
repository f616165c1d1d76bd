/**
 * Reliability under outages, printing JSON (not a test): two server processes on a PostgreSQL database of their own,
 * reached through a TCP proxy, and on a redis-server of their own, under a light load of sign-ins, list reads,
 * annotation writes and alerts streamed to a member's notification socket. PostgreSQL is cut off and restored, then
 * has every connection ended; Redis is killed and started again. It prints what was sent, the answers by status,
 * the processes that exited (must be none), how long each service's return took to show, and whether every
 * committed row and every stored alert arrived.
 * Run: npx tsx apps/server/bench/reliability.ts  (PostgreSQL at BENCH_DATABASE_URL or postgres://root@127.0.0.1:5432/test;
 * redis-server on the PATH)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DURATIONS } from '@signaldesk/contract';
import pg from 'pg';
import { NotifyClient } from '../test/notifyClient.js';
import { redisServerInstalled, startOwnRedis } from '../test/outage/ownRedis.js';
import { type ServerProcess, startServerProcess, until } from '../test/outage/serverProcess.js';
import { startTcpProxy } from '../test/outage/tcpProxy.js';
import { emailSignIn, health, post, type Reply, signedIn, signedInMember, TRUSTED_PROXY_ENV } from '../test/outage/traderClient.js';

/** How long each phase lasts: load before, during and after each outage. */
const PHASE_MS = 5_000;
/** What the specification allows between a service's return and the server's. */
const RECOVERY_LIMIT_MS = 10_000;
const ADMIN_EMAIL = 'reliability@signaldesk.local';

if (!redisServerInstalled()) throw new Error('redis-server is not on the PATH');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const database = `signaldesk_reliability_${randomBytes(4).toString('hex')}`;

async function onServer(statement: string, values: unknown[] = [], onDatabase?: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), onDatabase ? { pathname: `/${onDatabase}` } : {}).toString() });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

await onServer(`CREATE DATABASE "${database}"`);
const direct = new URL(serverUrl);
const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
const redis = await startOwnRedis();
const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-reliability-'));
const env = {
  DATABASE_URL: Object.assign(new URL(serverUrl), { hostname: '127.0.0.1', port: String(proxy.port), pathname: `/${database}` }).toString(),
  REDIS_URL: redis.url,
  ADMIN_EMAIL,
  ...TRUSTED_PROXY_ENV,
};
// One after the other: the first migrates the database. Alerts are raised on the first, the socket listens on the second.
const first = await startServerProcess(env, { dataDir });
const second = await startServerProcess(env, { dataDir });
const servers: ServerProcess[] = [first, second];
const admin = await signedIn(first, ADMIN_EMAIL);
const member = await signedInMember(first, admin, 'member@signaldesk.local');
const socket = new NotifyClient(second.url, member.token);
await socket.connected();

const byStatus = new Map<number, number>();
let sent = 0;
const count = (reply: Reply | undefined) => {
  if (!reply) return;
  sent += 1;
  byStatus.set(reply.status, (byStatus.get(reply.status) ?? 0) + 1);
};

/** Annotations whose create answered 200, and alerts (by their strategy name) stored and worth a notification. */
const committed: string[] = [];
const alerted = new Set<string>();
let running = true;
let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** Runs `step` every `everyMs` until the load stops, one at a time, each server in turn. */
async function loop(everyMs: number, step: (server: ServerProcess, n: number) => Promise<void>): Promise<void> {
  while (running) {
    const n = next();
    const started = Date.now();
    await step(servers[n % servers.length] as ServerProcess, n);
    await sleep(Math.max(0, everyMs - (Date.now() - started)));
  }
}

const load = Promise.all([
  loop(1_000, async (server, n) => {
    const { apply, verify, login } = await emailSignIn(server, `trader-${n}@signaldesk.local`);
    for (const reply of [apply, verify, login]) count(reply);
  }),
  loop(250, async (server, n) => {
    count(await post(server.url, n % 2 ? '/api/userstock/list' : '/api/stock/annotion/list', n % 2 ? {} : { symbol: 'AAPL', duration: '1d' }, { token: member.token }));
  }),
  loop(500, async (server, n) => {
    const reply = await post(server.url, '/api/stock/annotion/create', { symbol: 'AAPL', duration: '1d', ts: 1_700_000_000 + n * 86_400, title: `row ${n}` }, { token: member.token });
    count(reply);
    if (reply.status === 200) committed.push(reply.body.data.annotation.aid);
  }),
  loop(1_000, async (_server, n) => {
    // Each alert on its own chart: the same chart and second would be one alert, stored once.
    const strategyName = `alert ${n}`;
    const duration = DURATIONS[n % DURATIONS.length];
    const reply = await post(first.url, '/api/messenger/test-alert', { userid: member.userid, symbol: 'AAPL', duration, strategyName }, { token: admin.token });
    count(reply);
    if (reply.status === 200) alerted.add(strategyName);
  }),
]);

/** From a service's return until every process answers `ready` again. */
async function recovery(ready: (server: ServerProcess) => Promise<boolean>): Promise<number> {
  const back = Date.now();
  await Promise.all(servers.map((server) => until(() => ready(server), RECOVERY_LIMIT_MS * 6, 'the service to be usable again')));
  return Date.now() - back;
}
const healthy = async (server: ServerProcess) => (await health(server.url)) === 200;

await sleep(PHASE_MS);
await proxy.cut();
await sleep(PHASE_MS);
await proxy.restore();
const postgresCutRecoveryMs = await recovery(healthy);
await sleep(PHASE_MS);

await onServer('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
const postgresTerminateRecoveryMs = await recovery(healthy);
await sleep(PHASE_MS);

await redis.stop();
await sleep(PHASE_MS);
const alertsBeforeRedisReturns = new Set(alerted);
await redis.start();
const redisRecoveryMs = await recovery(async (server) => (await emailSignIn(server, `probe-${next()}@signaldesk.local`)).login?.status === 200);
const notificationsBack = Date.now();
const received = () => new Set(socket.received.map((message) => message.sessioname));
await until(() => [...alertsBeforeRedisReturns].every((name) => received().has(name)), RECOVERY_LIMIT_MS * 6, 'the alerts of the outage').catch(() => undefined);
const missedNotificationsMs = Date.now() - notificationsBack;
await sleep(PHASE_MS);

running = false;
await load;
// The last alerts may still be on their way.
await until(() => [...alerted].every((name) => received().has(name)), RECOVERY_LIMIT_MS, 'the last alerts').catch(() => undefined);

const stored = new Set((await onServer('SELECT aid FROM annotations', [], database)).rows.map((row: { aid: string }) => row.aid));
const arrived = received();
const exits = servers.filter((server) => server.exit !== null).length;
const duplicates = socket.received.length - new Set(socket.received.map((message) => message.id)).size;

socket.close();
await Promise.all(servers.map((server) => server.stop()));
await proxy.close();
await redis.close();
await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
rmSync(dataDir, { recursive: true, force: true });

process.stdout.write(
  `${JSON.stringify(
    {
      processes: servers.length,
      processExits: exits,
      requests: { sent, byStatus: Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)) },
      recoverySeconds: {
        postgresCutRestored: seconds(postgresCutRecoveryMs),
        postgresConnectionsTerminated: seconds(postgresTerminateRecoveryMs),
        redisRestarted: seconds(redisRecoveryMs),
        notificationsOfTheRedisOutage: seconds(missedNotificationsMs),
      },
      committedRows: { answered200: committed.length, found: committed.filter((aid) => stored.has(aid)).length },
      messages: {
        stored: alerted.size,
        receivedOnTheOtherProcess: [...alerted].filter((name) => arrived.has(name)).length,
        sentAgainAfterTheOutage: duplicates,
      },
    },
    null,
    2,
  )}\n`,
);
process.exit(exits === 0 && committed.every((aid) => stored.has(aid)) && [...alerted].every((name) => arrived.has(name)) ? 0 : 1);
