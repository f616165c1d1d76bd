/**
 * One server process of the alert fan-out bench (alertFanout.ts forks it): the app on a free port, on the
 * PostgreSQL schema its parent made (BENCH_SCHEMA of BENCH_DATABASE_URL) and joined to the other processes through
 * the socket.io Redis adapter (BENCH_REDIS_URL). Over IPC it answers its address, raises a round of alerts through
 * the alert sink when asked, and tells its resident memory.
 */
import { buildApp } from '../src/app/buildApp.js';
import { openBenchServices } from './benchServices.js';
import { roundAlerts } from './benchTraders.js';

/** What the parent asks. */
export type ServerOrder = { traders: string[] } | { raise: number } | { rss: true };
/** What this process answers. */
export type ServerAnswer = { url: string } | { raised: number; deliverMs: number } | { rss: number };

const send = (answer: ServerAnswer) => process.send?.(answer);

const bench = await openBenchServices({
  now: () => Math.floor(Date.now() / 1000),
  redisUrl: process.env.BENCH_REDIS_URL,
  schema: process.env.BENCH_SCHEMA,
});
const app = await buildApp(bench.services);
const url = await app.listen({ port: 0, host: '127.0.0.1' });

let traders: string[] = [];
process.on('message', (order: ServerOrder) => {
  if ('traders' in order) traders = order.traders;
  else if ('rss' in order) send({ rss: process.memoryUsage().rss });
  else void raise(order.raise);
});

/**
 * A compute cycle's write of one alert per trader on bar `ts`, each carrying the moment of the write so its
 * receiver, on the same machine, measures the time to its screen.
 */
async function raise(ts: number): Promise<void> {
  const writtenAt = performance.timeOrigin + performance.now();
  await app.messenger.deliver(roundAlerts(traders, ts, { writtenAt }));
  send({ raised: ts, deliverMs: performance.timeOrigin + performance.now() - writtenAt });
}

process.once('disconnect', async () => {
  await app.close();
  await bench.close();
  process.exit(0);
});
send({ url });
