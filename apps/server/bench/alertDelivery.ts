/**
 * Alert delivery benchmark, printing JSON (not a test): from the alert sink being handed a compute cycle's
 * alerts (sink.deliver called) to the notification arriving on 1,000 connected sockets, one trader each.
 * Every round stores 1,000 new messages, moves 1,000 sessions and emits to 1,000 rooms.
 * Run: npx tsx apps/server/bench/alertDelivery.ts  (SQLite in a temporary folder; PostgreSQL when
 * BENCH_DATABASE_URL is set, the socket.io Redis adapter when BENCH_REDIS_URL is set)
 */
import { NOTIFICATION_NAMESPACE } from '@signaldesk/contract';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app/buildApp.js';
import { openSession } from '../src/auth/sessions.js';
import type { StrategyAlert } from '../src/messenger/strategyAlert.js';
import { accountFor } from '../src/users/accounts.js';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';

const SOCKETS = 1_000;
const ROUNDS = 20;
const WARM_UP_ROUNDS = 2;


const redisUrl = process.env.BENCH_REDIS_URL;
let clock = Math.floor(Date.now() / 1000);
const bench = await openBenchServices({ now: () => clock, redisUrl });
const { services } = bench;
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
await bench.close();
