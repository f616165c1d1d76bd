import { hostname } from 'node:os';
import type { WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config, ProcessRole } from '../config.js';
import type { WarnLogger } from '../outages/connectionLog.js';
import { openRedis } from '../outages/redisClients.js';

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
