/**
 * What a finished sweep of 10,000 symbols leaves in Redis, printing JSON (not a test): the market queue's own flow and
 * worker (queues/marketWork.ts) run a sweep whose tasks each answer one snapshot of every indicator field, and once
 * the sweep job has finished, every key under the deployment's prefix is weighed with MEMORY USAGE. The reference is
 * the size of the answers themselves, which the sweep job reads once.
 * Needs Redis (BENCH_REDIS_URL, default the test Redis). Run: npx tsx apps/server/bench/sweepMemory.ts
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { loadavg } from 'node:os';
import { CATALOGUE } from '@signaldesk/indicators';
import { QueueEvents } from 'bullmq';
import type { ServerEvents } from '../src/app/services.js';
import { loadConfig } from '../src/config.js';
import type { MarketTask } from '../src/jobs/jobQueue.js';
import type { MarketJobs } from '../src/jobs/marketJobs.js';
import { MARKET_QUEUE, marketWorkQueue, startMarketWorker, sweepJobId } from '../src/queues/marketWork.js';
import { openQueueConnections } from '../src/queues/workQueues.js';
import type { WrittenSnapshot } from '../src/screener/screener.js';
import { round } from './benchFigures.js';

const SYMBOLS = 10_000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const COMPUTED_AT = 1_767_225_600;

const symbolOf = (i: number) => `S${String(i).padStart(5, '0')}`;
const snapshotOf = (symbol: string, i: number): WrittenSnapshot => ({
  symbol,
  duration: '1d',
  ts: COMPUTED_AT - 86_400,
  values: CATALOGUE.map((_, field) => (field % 7 === 0 ? null : Math.round(Math.sin(i + field) * 1e6) / 1e4)),
});

const config = loadConfig({ NODE_ENV: 'test', PROCESS_ROLE: 'worker', REDIS_URL, ADMIN_EMAIL: 'bench@signaldesk.local' });
const quiet = { warn: () => undefined, info: () => undefined };
const connections = openQueueConnections(config, `bench_${randomBytes(4).toString('hex')}:`, quiet)!;
const { prefix, producer } = connections;

/** Every key of the deployment and the bytes Redis holds for them. */
async function weigh(): Promise<{ keys: number; bytes: number }> {
  let bytes = 0;
  let keys = 0;
  for await (const batch of producer.scanStream({ match: `${prefix}:*`, count: 1_000 }) as AsyncIterable<string[]>) {
    for (const key of batch) {
      keys += 1;
      bytes += Number(await producer.memory('USAGE', key, 'SAMPLES', '0'));
    }
  }
  return { keys, bytes };
}

const events = new EventEmitter<ServerEvents>();
let answered = 0;
const jobs = {
  async run(task: MarketTask) {
    const snapshot = snapshotOf(task.symbol, Number(task.symbol.slice(1)));
    answered += JSON.stringify(snapshot).length;
    events.emit('snapshot-written', snapshot);
    return { ok: true };
  },
  async finishSweep() {},
} as unknown as MarketJobs;

const work = marketWorkQueue(connections);
const worker = startMarketWorker({
  connections,
  jobs,
  events,
  hearHere: () => undefined,
  cycleFinished: () => undefined,
  concurrency: 50,
  onError: (error) => process.stderr.write(`${String(error)}\n`),
});
const finished = new QueueEvents(MARKET_QUEUE, { connection: connections.worker.duplicate(), prefix });
await finished.waitUntilReady();
try {
  const sweep = {
    name: 'daily:US' as const,
    startedAt: COMPUTED_AT,
    tasks: Array.from({ length: SYMBOLS }, (_, i): MarketTask => ({ job: 'daily:US', kind: 'update', symbol: symbolOf(i), duration: '1d' })),
  };
  await work.addSweeps([sweep]);
  const started = performance.now();
  await (await work.queue.getJob(sweepJobId(sweep)))!.waitUntilFinished(finished);
  const sweepMs = performance.now() - started;
  await worker.close();
  const left = await weigh();
  const processed = Number((await producer.memory('USAGE', `${prefix}:${MARKET_QUEUE}:${sweepJobId(sweep)}:processed`, 'SAMPLES', '0')) ?? 0);
  process.stdout.write(
    `${JSON.stringify(
      {
        benchmark: 'Redis memory a finished sweep leaves behind',
        symbols: SYMBOLS,
        fields: CATALOGUE.length,
        reference: { answersMB: round(answered / 1e6) },
        measured: { keys: left.keys, keptMB: round(left.bytes / 1e6), answersInSweepJobMB: round(processed / 1e6) },
        sweepMs: round(sweepMs, 0),
        load: loadavg().map((value) => round(value)),
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await finished.close();
  await work.close();
  const keys = await producer.keys(`${prefix}:*`);
  for (let start = 0; start < keys.length; start += 1_000) await producer.del(...keys.slice(start, start + 1_000));
  await connections.close();
}
process.exit(0);
