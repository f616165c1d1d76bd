import { randomUUID } from 'node:crypto';
import { Queue, type Worker } from 'bullmq';
import type { Db } from '../db/database.js';
import { type QueueConnections, queueWorker, survivingOutages, whenBack } from '../queues/workQueues.js';
import type { BacktestQueue } from './backtestQueue.js';

/** Wake-ups kept after they ran, for the fire screen's counts; the runs themselves live in the database. */
const KEEP_DONE = 1_000;
const KEEP_FAILED = 200;
/** Queued runs a worker wakes for as it starts and when Redis is back, for the wake-ups lost while Redis was down. */
const CATCH_UP = 500;

/** A wake-up's data: the claim of the run its worker took, once it took one. */
interface WakeUp {
  claim?: string;
}

export interface BacktestJobsOptions {
  db: Db;
  queue: BacktestQueue;
  connections: QueueConnections;
  /** Runs one worker process works on at once: its BullMQ concurrency. */
  runsAtOnce: number;
  onError: (error: unknown) => void;
}

/**
 * Backtests of a scaled-out deployment. A queued run adds a wake-up job to the 'backtests' queue (its id the
 * run's, so adding it twice adds nothing). A worker taking a job claims the run whose turn it is in the database,
 * which need not be the one that woke it: traders keep taking turns across every worker, and each job claims at
 * most one run, so the queued runs and their wake-ups stay even. The job is held for as long as its run lasts: a
 * worker that dies stops renewing its lock, BullMQ gives the job to another worker after QUEUE_LOCK_SECONDS, and
 * that one takes the run over from its first symbol. API processes only add.
 */
export function backtestJobs({ db, queue, connections, runsAtOnce, onError }: BacktestJobsOptions) {
  const jobs = survivingOutages(new Queue<WakeUp>('backtests', { connection: connections.producer, prefix: connections.prefix }));
  let worker: Worker | undefined;

  const wake = async (jobId: string) => {
    await jobs.add('wake', {}, { jobId, attempts: 3, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: { count: KEEP_DONE }, removeOnFail: { count: KEEP_FAILED } });
  };

  async function catchUp(): Promise<void> {
    const queued = await db.selectFrom('backtest_runs').select('id').where('status', '=', 'queued').orderBy('created_at').limit(CATCH_UP).execute();
    for (const { id } of queued) await wake(id);
  }

  return {
    queue: jobs,
    /** A run was queued: a worker is woken for it. */
    wake,
    /** A run handed back by a stopping worker: its first wake-up is still in hand, so this one has an id of its own. */
    wakeAgain: (runId: string) => wake(`${runId}-again-${randomUUID()}`),
    async start() {
      if (connections.role !== 'worker' || runsAtOnce === 0) return;
      // Every 30 seconds, as the single process does, a run whose worker was killed is marked failed.
      queue.keepBeating(() => void queue.failStale().catch(onError));
      worker = queueWorker<WakeUp, void>(
        connections,
        'backtests',
        async (job) => {
          if (queue.stopping) return;
          await queue.failStale();
          // Written on the job before the run is claimed: if this worker dies, the job's lock lapses and the worker
          // that takes the job next finds the run by it and takes it over.
          const claim = randomUUID();
          const held = job.data.claim;
          await job.updateData({ claim });
          const id = (held ? await queue.takeOver(held, claim) : undefined) ?? (await queue.claimNext(claim));
          if (id) await queue.runClaimed(id, claim);
        },
        { concurrency: runsAtOnce, onError },
      );
      // Redis down at start, or lost later, leaves runs queued without a wake-up: each is woken once Redis is back.
      whenBack(connections.producer, () => void catchUp().catch(onError));
      await catchUp().catch(onError);
    },
    async close() {
      // Runs in progress go back to the queue at their next symbol, each with a wake-up for another worker.
      const stopped = queue.close();
      await worker?.close();
      await stopped;
      await jobs.close();
    },
  };
}

export type BacktestJobs = ReturnType<typeof backtestJobs>;
