/**
 * Alert delivery benchmark, printing JSON (not a test): from the alert sink being handed a compute cycle's
 * alerts (sink.deliver called) to the notification arriving on 1,000 connected sockets, one trader each.
 * Every round stores 1,000 new messages, moves 1,000 sessions and emits to 1,000 rooms.
 * Run: npx tsx apps/server/bench/alertDelivery.ts  (SQLite in a temporary folder; PostgreSQL when
 * BENCH_DATABASE_URL is set, the socket.io Redis adapter when BENCH_REDIS_URL is set)
 */
import { buildApp } from '../src/app/buildApp.js';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';
import { connectTraders, openTraders, roundAlerts } from './benchTraders.js';

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
const traders = await openTraders(services, SOCKETS);
const { clients, arrivals } = await connectTraders(url, traders);

const perSocket: number[] = [];
const lastSocket: number[] = [];
const deliverCall: number[] = [];
for (let r = 0; r < WARM_UP_ROUNDS + ROUNDS; r += 1) {
  clock += 60;
  const alerts = roundAlerts(
    traders.map((trader) => trader.userid),
    clock,
  );
  const received = clients.map((_, i) => new Promise<number>((resolve) => (arrivals[i] = resolve)));
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
      perSocketArrival: { medianMs: round(quantile(perSocket, 0.5)), p99Ms: round(quantile(perSocket, 0.99)), maxMs: round(Math.max(...perSocket)) },
      allSocketsReached: { medianMs: round(quantile(lastSocket, 0.5)), p99Ms: round(quantile(lastSocket, 0.99)) },
      storeAndEmit: { medianMs: round(quantile(deliverCall, 0.5)), p99Ms: round(quantile(deliverCall, 0.99)) },
    },
    null,
    2,
  )}\n`,
);

for (const client of clients) client.socket.disconnect();
await app.close();
await bench.close();
