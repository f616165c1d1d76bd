/**
 * One server process of the alert fan-out bench (alertFanout.ts forks it): the app on a free port, on the
 * PostgreSQL schema its parent made (BENCH_SCHEMA of BENCH_DATABASE_URL) and joined to the other processes through
 * the socket.io Redis adapter (BENCH_REDIS_URL). Over IPC it answers its address, raises a round of alerts through
 * the alert sink when asked, and tells its resident memory, CPU time, and when it wrote each notification to its
 * socket.
 */
import { type Message, NOTIFICATION_NAMESPACE } from '@signaldesk/contract';
import { buildApp } from '../src/app/buildApp.js';
import { cpuMs } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';
import { roundAlerts } from './benchTraders.js';

/** What the parent asks. */
export type ServerOrder = { traders: string[] } | { raise: number } | { rss: true } | { cpu: true } | { written: number };
/**
 * What this process answers. `cpuMs`: its CPU time so far, user and system; `ids` and `ms`: when it wrote each
 * notification of bar `writtenFor` to its socket, in ms after the alert's write, and the message's id.
 */
export type ServerAnswer =
  | { url: string }
  | { raised: number; deliverMs: number }
  | { rss: number }
  | { cpuMs: number }
  | { writtenFor: number; ids: string[]; ms: number[] };

const send = (answer: ServerAnswer) => process.send?.(answer);


const bench = await openBenchServices({
  now: () => Math.floor(Date.now() / 1000),
  redisUrl: process.env.BENCH_REDIS_URL,
  schema: process.env.BENCH_SCHEMA,
});
const app = await buildApp(bench.services);
const url = await app.listen({ port: 0, host: '127.0.0.1' });

// Each notification leaves for its socket through one local broadcast to its trader's room; the moment that call
// returns, the frame is written to the socket.
const written = new Map<number, { ids: string[]; ms: number[] }>();
const adapter = app.realtime.of(NOTIFICATION_NAMESPACE).adapter;
const broadcast = adapter.broadcast.bind(adapter);
adapter.broadcast = (packet, options) => {
  broadcast(packet, options);
  const message = (Array.isArray(packet.data) ? packet.data[1] : undefined) as Message | undefined;
  const bar = Number(message?.payload.bar);
  const writtenAt = Number(message?.payload.writtenAt);
  if (!message || !Number.isFinite(bar) || !Number.isFinite(writtenAt)) return;
  const round = written.get(bar) ?? { ids: [], ms: [] };
  written.set(bar, round);
  round.ids.push(message.id);
  round.ms.push(performance.timeOrigin + performance.now() - writtenAt);
};

let traders: string[] = [];
process.on('message', (order: ServerOrder) => {
  if ('traders' in order) traders = order.traders;
  else if ('rss' in order) send({ rss: process.memoryUsage().rss });
  else if ('cpu' in order) send({ cpuMs: cpuMs() });
  else if ('written' in order) {
    send({ writtenFor: order.written, ...(written.get(order.written) ?? { ids: [], ms: [] }) });
    written.delete(order.written);
  }
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
