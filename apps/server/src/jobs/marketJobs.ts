import type { Duration, JobName } from '@signaldesk/contract';
import { isTradingTime } from '@signaldesk/market-data';
import type { Db } from '../db/database.js';
import type { MarketService } from '../quotes/marketService.js';
import { inProcessQueue, type JobQueue, type MarketTask, type TaskOutcome } from './jobQueue.js';
import { isServiceOutage } from '../outages/serviceUnavailable.js';
import { JobRecords } from './jobRecords.js';
import { dailyRegion, nextRun } from './schedule.js';
import { listedSymbols } from './watchList.js';

/** The 15-minute update keeps the charts people watch during the session current; the daily one the rest. */
export const HOT_DURATIONS: readonly Duration[] = ['15m', '1h', '1d'];
export const DAILY_DURATIONS: readonly Duration[] = ['1d'];
/** Symbols opened since start that the sweeps put ahead; older opens fall back into the crowd. */
const RECENT_OPENS = 200;

export interface MarketJobsDeps {
  db: Db;
  now: () => number;
  market: MarketService;
  /** Symbols the 15-minute update keeps fresh: the largest caps and the subscribers' favourites. */
  hotSymbols: () => Promise<string[]>;
  /** The symbols of a region; the default reads the symbol list. */
  regionSymbols?: (region: string) => Promise<string[]>;
  queue?: (run: (task: MarketTask) => Promise<TaskOutcome>) => JobQueue;
  /** Pause between scheduled tasks of the in-process queue; longer for a source with a rate limit. */
  sweepPauseMs?: number;
  /**
   * Where a scaled-out deployment queues sweeps and series run by hand (BullMQ in Redis, queues/marketWork.ts);
   * without it this process runs them itself on the in-process queue.
   */
  shared?: SharedMarketQueue;
  /** Hears the end of each sweep and of each series run by hand: the moment saved strategies run. */
  onCycleFinished?: () => void;
  /** Hears failures of sweeps, which no caller waits for (their ledger write lost to a database outage). */
  onError: (error: unknown) => void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface Sweep {
  name: JobName;
  /**
   * When the sweep was started, or, for a scheduled sweep of a scaled-out deployment, when it was due: with the name
   * it tells this sweep from every other.
   */
  startedAt: number;
  tasks: MarketTask[];
}

/** Market work queued for worker processes; whichever process finishes a sweep runs the cycle that follows it. */
export interface SharedMarketQueue {
  addSweeps(sweeps: readonly Sweep[]): Promise<void>;
  /** Queues one series ahead of the sweeps and answers once a worker has run it. */
  runSeries(task: MarketTask): Promise<TaskOutcome>;
}

/** The scheduler and the queue of market work, with every run and failure written to the job ledger. */
export class MarketJobs {
  readonly records: JobRecords;
  readonly queue: JobQueue;
  private readonly sweeps = new Set<Promise<void>>();
  private ticking: Promise<JobName[]> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Symbols people opened since start, the latest last. */
  private readonly opened = new Set<string>();

  constructor(private readonly deps: MarketJobsDeps) {
    this.records = new JobRecords(deps.db);
    const run = (task: MarketTask) => this.run(task);
    this.queue = deps.queue ? deps.queue(run) : inProcessQueue(run, deps.sweepPauseMs);
  }

  /** Writes the ledger rows; each daily job first runs at once, so a fresh install loads its market on the first tick. */
  async prepare(): Promise<void> {
    const now = this.deps.now();
    await this.records.ensure((name) => (dailyRegion(name) ? now : nextRun(name, now)));
  }

  /** Starts every job whose time has come; the tests call this with a clock they move. */
  tick(): Promise<JobName[]> {
    this.ticking ??= this.startDue().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async startDue(): Promise<JobName[]> {
    const now = this.deps.now();
    const due = await this.records.due(now);
    if (this.deps.shared) return this.startShared(due, now);
    const sweeps: Sweep[] = [];
    for (const { name } of due) {
      const sweep = await this.begin(name);
      if (sweep) sweeps.push(sweep);
    }
    await this.queueSweeps(sweeps);
    return sweeps.map((sweep) => sweep.name);
  }

  /**
   * A scaled-out deployment queues a due sweep before claiming it, as a flow named by the job and the time it was
   * due: a worker that dies between the two leaves the sweep due with its flow queued, and the next due-check, on any
   * worker, finds that flow (adding nothing) and claims it. Claimed first, the sweep would wait for its next run.
   */
  private async startShared(due: readonly { name: JobName; dueAt: number }[], now: number): Promise<JobName[]> {
    const sweeps = await Promise.all(due.map(async ({ name, dueAt }) => ({ name, startedAt: dueAt, tasks: await this.tasksOf(name) })));
    await this.queueSweeps(sweeps);
    const claimed: JobName[] = [];
    for (const { name } of sweeps) if (await this.records.claim(name, now, nextRun(name, now))) claimed.push(name);
    return claimed;
  }

  /** Someone opened a symbol's chart or page: its updates go ahead in the next sweeps. */
  noteOpened(symbol: string): void {
    this.opened.delete(symbol);
    this.opened.add(symbol);
    const oldest = this.opened.values().next().value;
    if (this.opened.size > RECENT_OPENS && oldest !== undefined) this.opened.delete(oldest);
  }

  /**
   * Runs a scheduled job now, whatever its schedule says; answers once its series are queued. The sweep is queued
   * before its run is written to the ledger, as a due one is before its claim: in a scaled-out deployment a process
   * that dies between the two leaves a sweep queued (a flow named by the job and the time it was fired) whose run the
   * ledger misses, never a run in the ledger with no sweep behind it.
   */
  async fire(name: JobName): Promise<number> {
    const now = this.deps.now();
    const sweep: Sweep = { name, startedAt: now, tasks: await this.tasksOf(name) };
    await this.queueSweeps([sweep]);
    await this.records.started(name, now, nextRun(name, now));
    return sweep.tasks.length;
  }

  /** Writes the start to the ledger; a due sweep starts only if no other tick has claimed it meanwhile. */
  private async begin(name: JobName): Promise<Sweep | null> {
    const now = this.deps.now();
    if (!(await this.records.claim(name, now, nextRun(name, now)))) return null;
    return { name, startedAt: now, tasks: await this.tasksOf(name) };
  }

  /**
   * Queues the sweeps' tasks with the symbols on people's lists first, then those opened lately, the latest first,
   * across every sweep due together (a fresh start has all of them due): on a rate-limited source the whole market
   * takes a while, and what people open first should not wait behind it. The rest keep their order, the largest
   * caps first.
   */
  private async queueSweeps(sweeps: Sweep[]): Promise<void> {
    const first = new Set([...(await listedSymbols(this.deps.db)), ...[...this.opened].reverse()]);
    const rank = new Map([...first].map((symbol, i) => [symbol, i]));
    const rankOf = (task: MarketTask) => rank.get(task.symbol) ?? rank.size;
    if (this.deps.shared) {
      await this.deps.shared.addSweeps(sweeps.map((sweep) => ({ ...sweep, tasks: sweep.tasks.toSorted((a, b) => rankOf(a) - rankOf(b)) })));
      return;
    }
    const ordered = sweeps.flatMap((sweep) => sweep.tasks).sort((a, b) => rankOf(a) - rankOf(b));
    const queued = new Map(ordered.map((task) => [task, this.queue.add(task)]));
    for (const { name, tasks } of sweeps) {
      const sweep = this.sweep(
        name,
        tasks.map((task) => queued.get(task)!),
      );
      this.sweeps.add(sweep);
      void sweep.finally(() => this.sweeps.delete(sweep));
    }
  }

  private async sweep(name: JobName, queued: Promise<TaskOutcome>[]): Promise<void> {
    try {
      const outcomes = await Promise.all(queued);
      await this.finishSweep(name, outcomes.every((outcome) => outcome.ok));
    } catch (error) {
      this.deps.onError(error);
    }
  }

  /** Every task of a sweep has run: a sweep without a failed series clears the job's failures, and the cycle follows. */
  async finishSweep(name: JobName, allSucceeded: boolean): Promise<void> {
    if (allSucceeded) await this.records.succeeded(name, this.deps.now());
    this.deps.onCycleFinished?.();
  }

  /** Updates or computes one series by hand and answers when it is done. */
  async runSeries(name: JobName, symbol: string, duration: Duration): Promise<TaskOutcome> {
    const now = this.deps.now();
    await this.records.started(name, now, nextRun(name, now));
    const task: MarketTask = { job: name, kind: name === 'compute' ? 'compute' : 'update', symbol, duration, urgent: true };
    // A worker that ran a shared series runs the cycle after it where its snapshots are.
    const outcome = this.deps.shared ? await this.deps.shared.runSeries(task) : await this.queue.add(task);
    if (outcome.ok) await this.records.succeeded(name, this.deps.now());
    if (!this.deps.shared) this.deps.onCycleFinished?.();
    return outcome;
  }

  /** Records one series' update made outside the queue (an on-demand refresh), so the fire screen sees those too. */
  async recordSeries<T>(name: JobName, label: string, work: () => Promise<T>): Promise<T> {
    await this.records.started(name, this.deps.now(), null);
    try {
      const result = await work();
      await this.records.succeeded(name, this.deps.now());
      return result;
    } catch (error) {
      await this.records.failed(name, `${label}: ${message(error)}`);
      throw error;
    }
  }

  private async tasksOf(name: JobName): Promise<MarketTask[]> {
    const region = dailyRegion(name);
    if (region) {
      const symbols = await this.regionSymbols(region);
      return symbols.flatMap((symbol) => DAILY_DURATIONS.map((duration) => ({ job: name, kind: 'update' as const, symbol, duration })));
    }
    if (name !== 'hot') return [];
    const now = this.deps.now();
    const open = (await this.deps.hotSymbols()).filter((symbol) => isTradingTime(symbol, now));
    return open.flatMap((symbol) => HOT_DURATIONS.map((duration) => ({ job: name, kind: 'update' as const, symbol, duration })));
  }

  private async regionSymbols(region: string): Promise<string[]> {
    if (this.deps.regionSymbols) return this.deps.regionSymbols(region);
    const rows = await this.deps.db.selectFrom('symbols').select('symbol').where('region', '=', region).orderBy('cap', 'desc').execute();
    return rows.map((row) => row.symbol);
  }

  /** Runs one task here; a failure goes to the ledger unless the task will be tried again. */
  async run(task: MarketTask, lastTry = true): Promise<TaskOutcome> {
    try {
      if (task.kind === 'compute') {
        const computed = await this.deps.market.analysis.compute(task.symbol, task.duration);
        if (!computed) throw new Error('no candles stored');
      } else {
        await this.deps.market.update(task.symbol, task.duration);
      }
      return { ok: true };
    } catch (error) {
      // A deployment's queue waits a lost PostgreSQL or Redis out and runs the task again without spending a try
      // (queueWorker): the outage is not this series' failure.
      if (this.deps.shared && isServiceOutage(error)) throw error;
      const text = `${task.symbol} ${task.duration}: ${message(error)}`;
      if (lastTry) await this.records.failed(task.job, text);
      return { ok: false, error: text };
    }
  }

  /** Ticks on a wall-clock timer; only the running server calls this, tests drive tick() themselves. */
  startTimer(everyMs: number, onError: (error: unknown) => void): void {
    this.timer = setInterval(() => {
      this.tick().catch(onError);
    }, everyMs);
    this.timer.unref();
  }

  /** Resolves when every started job has finished. */
  async idle(): Promise<void> {
    await this.ticking;
    while (this.sweeps.size > 0) await Promise.all([...this.sweeps]);
    await this.queue.idle();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.ticking?.catch(() => undefined);
    await this.queue.close();
    await Promise.all([...this.sweeps]);
  }
}
