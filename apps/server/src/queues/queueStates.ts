import { QUEUE_FAILURES_SHOWN, type WorkQueue, type WorkQueueName } from '@signaldesk/contract';
import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';

const errorOf = (text: string | null | undefined) => text ?? '';

/** A BullMQ queue's counts and latest failures, as every process of the deployment sees them in Redis. */
export async function bullQueueState(name: WorkQueueName, queue: Queue): Promise<WorkQueue> {
  const [counts, failed] = await Promise.all([
    queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed'),
    queue.getFailed(0, QUEUE_FAILURES_SHOWN - 1),
  ]);
  return {
    name,
    waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
    active: counts.active ?? 0,
    delayed: counts.delayed ?? 0,
    completed: counts.completed ?? 0,
    failed: counts.failed ?? 0,
    failures: failed.map((job) => ({
      id: String(job.id),
      name: job.name,
      error: errorOf(job.failedReason),
      at: Math.floor((job.finishedOn ?? job.timestamp) / 1000),
      attempts: job.attemptsMade,
    })),
  };
}

/** The market queue of the embedded process: its depth and the series in hand; completed and failed from the job ledger. */
async function embeddedMarket(app: FastifyInstance): Promise<WorkQueue> {
  const { queue, records } = app.market.jobs;
  const jobs = await records.list();
  const failing = jobs.filter((job) => job.lastError !== null).sort((a, b) => (b.lastRun ?? 0) - (a.lastRun ?? 0));
  return {
    name: 'market',
    waiting: queue.depth(),
    active: queue.running() ? 1 : 0,
    delayed: 0,
    completed: jobs.reduce((sum, job) => sum + job.runs, 0),
    failed: jobs.reduce((sum, job) => sum + job.failures, 0),
    failures: failing.slice(0, QUEUE_FAILURES_SHOWN).map((job) => ({ id: job.name, name: job.name, error: errorOf(job.lastError), at: job.lastRun ?? 0, attempts: job.failures })),
  };
}

/**
 * The embedded process's deliveries, from their records: a pending one due now is being sent (the embedded queue
 * sends at once), one due later waits for its retry.
 */
async function embeddedDeliveries({ db, now }: Services): Promise<WorkQueue> {
  const [counts, failed] = await Promise.all([
    db
      .selectFrom('messenger_deliveries')
      .select((eb) => [
        'outcome',
        eb.fn.countAll<number>().as('all'),
        eb.fn.count<number>(eb.case().when('next_attempt_at', '>', now()).then(1).end()).as('later'),
      ])
      .groupBy('outcome')
      .execute(),
    db
      .selectFrom('messenger_deliveries')
      .select(['id', 'channel', 'last_error', 'updated_at', 'attempts'])
      .where('outcome', '=', 'failed')
      .orderBy('updated_at', 'desc')
      .limit(QUEUE_FAILURES_SHOWN)
      .execute(),
  ]);
  const of = (outcome: string) => counts.find((row) => row.outcome === outcome);
  const pending = of('pending');
  const later = Number(pending?.later ?? 0);
  return {
    name: 'deliveries',
    waiting: 0,
    active: Number(pending?.all ?? 0) - later,
    delayed: later,
    completed: Number(of('delivered')?.all ?? 0),
    failed: Number(of('failed')?.all ?? 0),
    failures: failed.map((row) => ({ id: row.id, name: `deliver ${row.channel}`, error: errorOf(row.last_error), at: Number(row.updated_at), attempts: row.attempts })),
  };
}

/** The embedded process's backtests, from the runs' statuses in the database. */
async function embeddedBacktests({ db }: Services): Promise<WorkQueue> {
  const [counts, failed] = await Promise.all([
    db
      .selectFrom('backtest_runs')
      .select((eb) => ['status', eb.fn.countAll<number>().as('runs')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('backtest_runs')
      .select(['id', 'error_key', 'error_symbol', 'finished_at'])
      .where('status', '=', 'failed')
      .orderBy('finished_at', 'desc')
      .limit(QUEUE_FAILURES_SHOWN)
      .execute(),
  ]);
  const of = (status: string) => Number(counts.find((row) => row.status === status)?.runs ?? 0);
  return {
    name: 'backtests',
    waiting: of('queued'),
    active: of('running'),
    delayed: 0,
    completed: of('done'),
    failed: of('failed'),
    failures: failed.map((row) => ({
      id: row.id,
      name: 'backtest',
      error: [row.error_key, row.error_symbol].filter(Boolean).join(' · '),
      at: Number(row.finished_at ?? 0),
      attempts: 1,
    })),
  };
}

/** Every queue of the embedded process, read from its own state and its database. */
export function embeddedQueueStates(app: FastifyInstance, services: Services): Promise<WorkQueue[]> {
  return Promise.all([embeddedMarket(app), embeddedBacktests(services), embeddedDeliveries(services)]);
}
