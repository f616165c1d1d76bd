import { hostname } from 'node:os';
import { type Job, Worker, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config, ProcessRole } from '../config.js';
import type { WarnLogger } from '../outages/connectionLog.js';
import { openRedis } from '../outages/redisClients.js';
import { isServiceOutage } from '../outages/serviceUnavailable.js';

/**
 * The BullMQ queues of a scaled-out deployment: market sweeps and symbol computes, backtests, and alert deliveries.
 * API processes add to them; worker processes take from them.
 */
export const WORK_QUEUES = ['market', 'backtests', 'deliveries'] as const;
export type WorkQueueName = (typeof WORK_QUEUES)[number];

/** The Redis connections a process's queues share, and the key prefix that keeps one deployment's queues apart. */
export interface QueueConnections {
  role: Exclude<ProcessRole, 'all'>;
  /** Adds jobs: fails at once while Redis is down. */
  producer: Redis;
  /** For BullMQ workers and queue events: waits for Redis however long it is away (BullMQ duplicates it for blocking reads). */
  worker: Redis;
  /** BullMQ's own prefix option: every queue key starts with it. */
  prefix: string;
  /** How long a worker holds a job without renewing its lock: a dead worker's job goes to another after about this. */
  lockMs: number;
  close(): Promise<void>;
}

/**
 * BullMQ repeats its connection's errors on each queue, flow producer and event reader, and an 'error' nobody hears
 * ends the process: a Redis outage must not. The outage itself is logged once by the connection (openRedis), so the
 * repeats are only heard here; a call that needed Redis meanwhile fails on its own and answers 503.
 */
export function survivingOutages<T extends { on(event: 'error', listener: (error: Error) => void): unknown }>(bull: T): T {
  bull.on('error', () => undefined);
  return bull;
}

/**
 * What every worker of every queue shares: its connection and prefix, its name (hostname:pid, so a job's
 * processedBy tells who did it) and its lock, after which a job of a worker that died is taken by another.
 */
export function workerOptions(connections: QueueConnections, concurrency: number): WorkerOptions {
  return {
    connection: connections.worker,
    prefix: connections.prefix,
    concurrency,
    name: `${hostname()}:${process.pid}`,
    lockDuration: connections.lockMs,
    stalledInterval: connections.lockMs,
  };
}

/**
 * How long every worker of a queue waits before taking its next job once one failed because PostgreSQL or Redis was
 * unreachable: about as often as a lost connection is tried again (outages/redisClients.ts).
 */
const OUTAGE_PAUSE_MS = 1_000;

export interface QueueWorkerOptions {
  concurrency: number;
  /** Hears the worker's failures, except a lost connection's, which the connection logs itself (a line a minute). */
  onError: (error: unknown) => void;
  /** A source's pace across every worker of the deployment (BullMQ's global limiter). */
  limiter?: WorkerOptions['limiter'];
}

/**
 * A worker on one of the deployment's queues that waits out an outage rather than failing its jobs: a job that
 * fails because PostgreSQL or Redis is unreachable goes back to the queue without spending one of its tries, and
 * the queue's workers take nothing for OUTAGE_PAUSE_MS (BullMQ's manual rate limit, kept in Redis, so it lapses by
 * itself). The job is taken again once the service is back, however long the outage. BullMQ repeats its
 * connection's errors on the worker at every reconnect; those are left to the connection's own log.
 */
export function queueWorker<D, R>(connections: QueueConnections, queue: WorkQueueName, work: (job: Job<D>) => Promise<R>, options: QueueWorkerOptions): Worker<D, R> {
  const worker: Worker<D, R> = new Worker<D, R>(
    queue,
    async (job) => {
      try {
        return await work(job);
      } catch (error) {
        if (!isServiceOutage(error)) throw error;
        await worker.rateLimit(OUTAGE_PAUSE_MS);
        throw Worker.RateLimitError();
      }
    },
    { ...workerOptions(connections, options.concurrency), ...(options.limiter ? { limiter: options.limiter } : {}) },
  );
  worker.on('error', (error) => {
    if (!isServiceOutage(error)) options.onError(error);
  });
  return worker;
}

/**
 * Calls `listener` each time the connection answers again after it was lost, or after a start without Redis: the
 * moment to queue again the work whose add failed meanwhile, which waits in the database.
 */
export function whenBack(redis: Redis, listener: () => void): void {
  let lost = redis.status !== 'ready';
  redis.on('close', () => {
    lost = true;
  });
  redis.on('ready', () => {
    if (lost) listener();
    lost = false;
  });
}

/** The queue connections of an `api` or `worker` process; none for the embedded `all`, whose queues live in memory. */
export function openQueueConnections(config: Config, keyPrefix: string, logger: WarnLogger): QueueConnections | undefined {
  if (config.processRole === 'all' || !config.redisUrl) return undefined;
  const producer = openRedis(config.redisUrl, 'queueProducer', logger, 'Redis (work queues)');
  const worker = openRedis(config.redisUrl, 'queueWorker', logger, 'Redis (queue workers)');
  return {
    role: config.processRole,
    producer,
    worker,
    prefix: `${keyPrefix}bull`,
    lockMs: config.queueLockMs,
    async close() {
      producer.disconnect();
      worker.disconnect();
    },
  };
}
