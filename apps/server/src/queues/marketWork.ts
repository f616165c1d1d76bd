import type { EventEmitter } from 'node:events';
import { FlowProducer, type Job, type JobsOptions, Queue, QueueEvents, type Worker } from 'bullmq';
import type { ServerEvents } from '../app/services.js';
import { DERIVED_SNAPSHOTS } from '../candles/durations.js';
import type { MarketTask, TaskOutcome } from '../jobs/jobQueue.js';
import type { MarketJobs, SharedMarketQueue, Sweep } from '../jobs/marketJobs.js';
import { isServiceOutage } from '../outages/serviceUnavailable.js';
import type { WrittenSnapshot } from '../screener/screener.js';
import { type QueueConnections, queueWorker, survivingOutages, type WorkQueueName } from './workQueues.js';

export const MARKET_QUEUE: WorkQueueName = 'market';
/** The one schedule of the deployment: every worker upserts it under this id, so however many run there is one. */
export const DUE_CHECK_SCHEDULE = 'market-due-check';
/** How often the schedule looks in the job ledger for sweeps whose time has come. */
export const DUE_CHECK_EVERY_MS = 30_000;

/**
 * The market queue's jobs: the scheduled look for due sweeps, a sweep (the parent of its tasks, run once they are
 * all done), one series of a sweep, and one series run by hand.
 */
export type MarketJobName = 'due-check' | 'sweep' | 'task' | 'series';

/** What a task job answers: the snapshots it wrote, which the sweep hands to the screener that runs the cycle. */
export interface TaskResult {
  snapshots: WrittenSnapshot[];
}

/** Finished jobs stay a while for the fire screen and for job.processedBy, then go. */
const KEPT: JobsOptions = { removeOnComplete: { age: 3_600, count: 1_000 }, removeOnFail: { age: 7 * 86_400, count: 1_000 } };
/**
 * A series that failed (the source timed out, the database was away) is tried twice more. Rewriting it is harmless:
 * the candle store upserts by bar time and the snapshot is replaced.
 */
const TASK_TRIES: JobsOptions = { attempts: 3, backoff: { type: 'exponential', delay: 1_000 } };

/** BullMQ refuses a colon in a custom job id (it is the separator of its own keys); sweep names have one. */
const idOf = (parts: readonly (string | number)[]) => parts.map((part) => String(part).replaceAll(':', '-')).join('|');

/** The same sweep queued again (a retried due-check, a second fire in the same second) finds its jobs already there. */
export const sweepJobId = (sweep: Pick<Sweep, 'name' | 'startedAt'>) => idOf(['sweep', sweep.name, sweep.startedAt]);
export const taskJobId = (task: MarketTask, sweep: Pick<Sweep, 'name' | 'startedAt'>) =>
  idOf([task.kind, task.symbol, task.duration, sweep.name, sweep.startedAt]);

export interface MarketWorkQueue extends SharedMarketQueue {
  queue: Queue;
  /** Adds the deployment's schedule, or leaves the one already there as it is. */
  schedule(): Promise<void>;
  close(): Promise<void>;
}

/** The market queue as API and worker processes add to it: each sweep is a flow, a parent with one child per series. */
export function marketWorkQueue(connections: QueueConnections): MarketWorkQueue {
  const { prefix } = connections;
  const queue = survivingOutages(new Queue(MARKET_QUEUE, { connection: connections.producer, prefix }));
  const flows = survivingOutages(new FlowProducer({ connection: connections.producer, prefix }));
  // Listening from the start: a series finished before a late listener began reading would never be heard of.
  const finished = survivingOutages(new QueueEvents(MARKET_QUEUE, { connection: connections.worker, prefix }));
  return {
    queue,
    async addSweeps(sweeps) {
      // A sweep already queued (by a worker that died before claiming it, or one ticking at the same time) is not
      // added again: the finished children past the thousand kept are gone, and adding them again would run them again.
      const states = await Promise.all(sweeps.map((sweep) => queue.getJobState(sweepJobId(sweep))));
      const absent = sweeps.filter((_, i) => states[i] === 'unknown');
      if (absent.length === 0) return;
      await flows.addBulk(
        absent.map((sweep) => ({
          name: 'sweep' satisfies MarketJobName,
          queueName: MARKET_QUEUE,
          data: { name: sweep.name },
          opts: { ...KEPT, jobId: sweepJobId(sweep) },
          children: sweep.tasks.map((task) => ({
            name: 'task' satisfies MarketJobName,
            queueName: MARKET_QUEUE,
            data: task,
            // A series that failed every try is written to the ledger and the sweep goes on without it.
            opts: { ...KEPT, ...TASK_TRIES, jobId: taskJobId(task, sweep), ignoreDependencyOnFailure: true },
          })),
        })),
      );
    },
    async runSeries(task) {
      const job = await queue.add('series' satisfies MarketJobName, task, { ...KEPT, priority: 1 });
      try {
        return (await job.waitUntilFinished(finished)) as TaskOutcome;
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    async schedule() {
      await queue.upsertJobScheduler(
        DUE_CHECK_SCHEDULE,
        { every: DUE_CHECK_EVERY_MS },
        { name: 'due-check' satisfies MarketJobName, opts: { removeOnComplete: true, removeOnFail: 100 } },
      );
    },
    async close() {
      await finished.close();
      await flows.close();
      await queue.close();
    },
  };
}

export interface MarketWorkerDeps {
  connections: QueueConnections;
  jobs: MarketJobs;
  events: EventEmitter<ServerEvents>;
  /** Hands snapshots written by other workers to this process's screener (without publishing them again). */
  hearHere: (snapshots: readonly WrittenSnapshot[]) => void;
  /** The cycle after a sweep or a series: saved strategies and signal books run here, in the worker that finished it. */
  cycleFinished: () => void;
  concurrency: number;
  /** A source with a rate limit: one job a pause across every worker of the deployment (BullMQ's global limiter). */
  pauseMs?: number;
  onError: (error: unknown) => void;
}

/** Runs one series and answers the snapshots it wrote; throws on failure so BullMQ tries it again. */
async function runTask(deps: MarketWorkerDeps, job: Job<MarketTask>): Promise<TaskResult> {
  const task = job.data;
  const durations = new Set(task.kind === 'update' ? [task.duration, ...(DERIVED_SNAPSHOTS[task.duration] ?? [])] : [task.duration]);
  const snapshots: WrittenSnapshot[] = [];
  // Only this series' snapshots: other jobs run beside it in this process.
  const hear = (snapshot: WrittenSnapshot) => {
    if (snapshot.symbol === task.symbol && durations.has(snapshot.duration)) snapshots.push(snapshot);
  };
  deps.events.on('snapshot-written', hear);
  try {
    const outcome = await deps.jobs.run(task, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
    if (!outcome.ok) throw new Error(outcome.error);
    return { snapshots };
  } finally {
    deps.events.off('snapshot-written', hear);
  }
}

/**
 * Every series of the sweep has run, on whichever workers: their snapshots come from the children's answers, not
 * from pub/sub (whose messages may still be on the way), so the cycle sees all of them.
 */
async function finishSweep(deps: MarketWorkerDeps, job: Job<{ name: Sweep['name'] }>): Promise<void> {
  const answers = Object.values(await job.getChildrenValues<TaskResult>());
  deps.hearHere(answers.flatMap((answer) => answer.snapshots));
  const failed = Object.keys(await job.getIgnoredChildrenFailures()).length;
  await deps.jobs.finishSweep(job.data.name, failed === 0);
}

/**
 * BullMQ copies each child's answer into its parent's `processed` hash (what getChildrenValues reads) and keeps it as
 * long as the parent: an hour, about 1 KB a series, 9.5 MB for a sweep of 10,000 symbols. They go once the sweep is
 * complete, not before: a worker that dies before completing it leaves the sweep to another, which must find them to
 * run the cycle with every snapshot. One that dies in between leaves them for the parent's hour. The parent itself
 * stays, so the same sweep queued again still finds it, and the children stay as the others do (the latest
 * thousand, for an hour) for the fire screen's counts.
 */
async function dropAnswers(job: Job, worker: Worker): Promise<void> {
  const client = await worker.client;
  await client.del(worker.toKey(`${job.id}:processed`));
}

/** A worker process's hands on the market queue, named hostname:pid so job.processedBy tells who did what. */
export function startMarketWorker(deps: MarketWorkerDeps): Worker {
  const worker: Worker = queueWorker(
    deps.connections,
    MARKET_QUEUE,
    async (job: Job) => {
      switch (job.name as MarketJobName) {
        case 'due-check':
          await deps.jobs.tick();
          return null;
        case 'task':
          return runTask(deps, job);
        case 'sweep':
          return finishSweep(deps, job);
        case 'series': {
          const outcome = await deps.jobs.run(job.data as MarketTask);
          deps.cycleFinished();
          return outcome;
        }
        default:
          throw new Error(`unknown market job ${job.name}`);
      }
    },
    {
      concurrency: deps.concurrency,
      onError: deps.onError,
      ...(deps.pauseMs ? { limiter: { max: 1, duration: deps.pauseMs } } : {}),
    },
  );
  worker.on('completed', (job) => {
    if ((job.name as MarketJobName) !== 'sweep') return;
    dropAnswers(job, worker).catch((error: unknown) => {
      if (!isServiceOutage(error)) deps.onError(error);
    });
  });
  return worker;
}
