/**
 * Alert delivery benchmark, printing JSON (not a test): from the alert sink being handed a compute cycle's
 * alerts (sink.deliver called) to the notification arriving on 1,000 connected sockets, one trader each.
 * Every round stores 1,000 new messages, moves 1,000 sessions and emits to 1,000 rooms.
 * Run: npx tsx apps/server/bench/alertDelivery.ts  (SQLite in a temporary folder; PostgreSQL when
 * BENCH_DATABASE_URL is set, the socket.io Redis adapter when BENCH_REDIS_URL is set)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOTIFICATION_NAMESPACE } from '@signaldesk/contract';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app/buildApp.js';
import { createServices } from '../src/app/services.js';
import { openSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import type { StrategyAlert } from '../src/messenger/strategyAlert.js';
import { accountFor, ensureAdmin } from '../src/users/accounts.js';

const SOCKETS = 1_000;
const ROUNDS = 20;
const WARM_UP_ROUNDS = 2;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const round = (value: number) => Number(value.toFixed(2));

const databaseUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-bench-'));
const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: join(dataDir, 'no-web'),
  ADMIN_EMAIL: 'bench@signaldesk.local',
  MARKET_JOBS: 'off',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
});
let clock = Math.floor(Date.now() / 1000);
const services = await createServices(config, { now: () => clock, log: () => undefined, ...(schema ? { databaseSchema: schema } : {}) });
await ensureAdmin(services);
const app = await buildApp(services);
const url = await app.listen({ port: 0, host: '127.0.0.1' });

// 1,000 members, each with a web session and one notification socket.
const traders: string[] = [];
const sockets: Socket[] = [];
const arrivals: Array<(at: number) => void> = [];
for (let i = 0; i < SOCKETS; i += 1) {
  const user = await accountFor(services, { subject_kind: 'email', subject: `bench-${i}@signaldesk.local` });
  await services.db.updateTable('users').set({ role: 'member' }).where('userid', '=', user.userid).execute();
  const { accessToken } = await openSession(services, user.userid, 'web', 'bench');
  traders.push(user.userid);
  const socket = io(`${url}${NOTIFICATION_NAMESPACE}`, { path: '/socket.io', transports: ['websocket'], forceNew: true, auth: { token: accessToken } });
  socket.on('notification', () => arrivals[i]?.(performance.now()));
  sockets.push(socket);
}
await Promise.all(sockets.map((socket) => (socket.connected ? undefined : new Promise<void>((resolve) => socket.once('connect', () => resolve())))));

const perSocket: number[] = [];
const lastSocket: number[] = [];
const deliverCall: number[] = [];
for (let r = 0; r < WARM_UP_ROUNDS + ROUNDS; r += 1) {
  clock += 60;
  const alerts: StrategyAlert[] = traders.map((userid) => ({
    userid,
    strategyId: 'bench-strategy',
    strategyName: 'Bench',
    symbol: 'AAPL',
    name: 'Apple Inc.',
    duration: '1d',
    ts: clock,
    payload: { 'matrix.mma10': 1.5 },
  }));
  const received = sockets.map((_, i) => new Promise<number>((resolve) => (arrivals[i] = resolve)));
  const start = performance.now();
  await app.messenger.deliver(alerts);
  const delivered = performance.now();
  const times = (await Promise.all(received)).map((at) => at - start);
  if (r < WARM_UP_ROUNDS) continue;
  perSocket.push(...times);
  lastSocket.push(Math.max(...times));
  deliverCall.push(delivered - start);
}

process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'alert delivery: sink.deliver called → notification on every socket',
      database: services.dialect,
      redisAdapter: Boolean(redisUrl),
      sockets: SOCKETS,
      rounds: ROUNDS,
      perSocketArrival: { medianMs: round(quantile(perSocket, 0.5)), p99Ms: round(quantile(perSocket, 0.99)) },
      allSocketsReached: { medianMs: round(quantile(lastSocket, 0.5)), p99Ms: round(quantile(lastSocket, 0.99)) },
      storeAndEmit: { medianMs: round(quantile(deliverCall, 0.5)), p99Ms: round(quantile(deliverCall, 0.99)) },
    },
    null,
    2,
  )}\n`,
);

for (const socket of sockets) socket.disconnect();
await app.close();
await services.close();
rmSync(dataDir, { recursive: true, force: true });
if (schema && databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}
