/**
 * An API process and worker processes of one deployment, as apps in this test process on one PostgreSQL schema and
 * one Redis: the workers share the schedule and the sweeps, the API process only queues, and every screener hears
 * every snapshot.
 */
import type { CandleRequest } from '@signaldesk/market-data';
import { QueueEvents } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobName } from '@signaldesk/contract';
import type { MarketOverrides } from '../../src/market/marketModule.js';
import { DUE_CHECK_SCHEDULE, sweepJobId, taskJobId } from '../../src/queues/marketWork.js';
import { openSession } from '../../src/auth/sessions.js';
import { accountFor } from '../../src/users/accounts.js';
import { NotifyClient } from '../notifyClient.js';
import { POSTGRES_UP, REDIS_UP, TEST_DATABASE_URL, TEST_REDIS_URL, TestClock, unreachable } from '../harness.js';
import { DAY, ScriptedSource, weekdayBars } from '../market/support.js';
import { type Deployment, deployment, type RoleApp } from './roles.js';

const postgresRule = unreachable('PostgreSQL', TEST_DATABASE_URL, POSTGRES_UP);
const redisRule = unreachable('Redis', TEST_REDIS_URL, REDIS_UP);

/** Tuesday 2026-01-06, half an hour after the New York close: the daily US sweep's time. */
const TUESDAY_DAILY_RUN = Date.UTC(2026, 0, 6, 21, 30) / 1000;
const US = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'JPM'];
const HK = ['0700.HK'];

/** Where a test holds the sources' answers: each source names itself as it asks. */
let door: ((who: string) => Promise<void>) | null = null;

class HeldSource extends ScriptedSource {
  constructor(
    private readonly who: string,
    clock: TestClock,
  ) {
    super((request: CandleRequest) => weekdayBars(request, clock.seconds - 400 * DAY));
  }

  override async candles(request: CandleRequest) {
    await door?.(this.who);
    return super.candles(request);
  }
}

describe.skipIf(postgresRule.skip || redisRule.skip)('process roles on PostgreSQL and Redis', () => {
  const clock = new TestClock();
  clock.seconds = TUESDAY_DAILY_RUN;
  let roles: Deployment;
  let api: RoleApp;
  let workers: RoleApp[];
  let finished: QueueEvents;
  const cycles = new Map<RoleApp, number>();

  const marketFor = (who: string): MarketOverrides => ({
    provider: new HeldSource(who, clock),
    patience: { timeoutMs: 60_000, retries: 0, baseDelayMs: 1, sleep: async () => undefined },
    regionSymbols: async (region) => (region === 'US' ? US : region === 'HK' ? HK : []),
    hotSymbols: async () => [],
  });
  const queue = () => api.app.market.work!.queue;
  const cyclesOf = (node: RoleApp) => cycles.get(node) ?? 0;
  const hasDaily = (node: RoleApp, symbol: string) => {
    const { table } = node.app.strategies.screener;
    const row = table.rowOf(symbol);
    return row !== undefined && table.tsOf('day', row) !== null;
  };

  /** Fires a sweep through the API process and waits for a worker to finish it. */
  async function sweep(name: JobName): Promise<number> {
    const tasks = await api.app.market.jobs.fire(name);
    const job = await queue().getJob(sweepJobId({ name, startedAt: clock.seconds }));
    await job!.waitUntilFinished(finished);
    return tasks;
  }

  beforeAll(async () => {
    postgresRule.failIfDown();
    redisRule.failIfDown();
    roles = deployment(clock);
    api = await roles.add('api', marketFor('api'));
    // Nothing is due: the schedule's first look, made at once, finds no sweep, and each test fires its own.
    await api.services.db.updateTable('jobs').set({ next_run: null }).execute();
    workers = [await roles.add('worker', marketFor('first')), await roles.add('worker', marketFor('second'))];
    for (const node of [api, ...workers]) {
      node.services.events.on('compute-cycle-finished', () => cycles.set(node, cyclesOf(node) + 1));
      await node.app.market.cluster!.subscribed;
    }
    vi.spyOn(api.app.market.jobs, 'run');
    vi.spyOn(api.app.market.jobs, 'tick');
    for (const node of workers) vi.spyOn(node.app.market.jobs, 'run');
    const redis = new URL(TEST_REDIS_URL);
    finished = new QueueEvents('market', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: roles.prefix });
    await finished.waitUntilReady();
    await api.app.market.start({ scheduled: true });
    for (const node of workers) await node.app.market.start({ scheduled: true });
  }, 120_000);

  afterAll(async () => {
    door = null;
    await finished?.close();
    await roles?.close();
  }, 60_000);

  it('keeps one schedule however many workers add it', async () => {
    const schedulers = await queue().getJobSchedulers();
    expect(schedulers.map((scheduler) => scheduler.key)).toEqual([DUE_CHECK_SCHEDULE]);
    expect(schedulers[0]?.every).toBe(30_000);
  });

  it('splits a sweep across two workers, finishes it once and runs the cycle once, with every snapshot', async () => {
    // Each worker's first series waits until the other has one too, so the sweep is shared whatever the timing.
    const met = new Set<string>();
    let meet: () => void = () => undefined;
    const together = new Promise<void>((resolve) => {
      meet = resolve;
    });
    door = async (who) => {
      met.add(who);
      if (met.has('first') && met.has('second')) meet();
      await together;
    };
    const complete = new Map<RoleApp, boolean>();
    for (const node of workers) {
      node.services.events.once('compute-cycle-finished', () => complete.set(node, US.every((symbol) => hasDaily(node, symbol))));
    }

    expect(await sweep('daily:US')).toBe(US.length);
    door = null;

    const runs = workers.map((node) => vi.mocked(node.app.market.jobs.run).mock.calls.length);
    expect(runs.every((count) => count > 0)).toBe(true);
    expect(runs[0]! + runs[1]!).toBe(US.length);
    expect(workers.map(cyclesOf).sort()).toEqual([0, 1]);
    expect(cyclesOf(api)).toBe(0);
    expect([...complete.values()]).toEqual([true]);
    const ledger = await api.app.market.jobs.records.get('daily:US');
    expect(ledger).toMatchObject({ lastRun: clock.seconds, lastSuccess: clock.seconds, failures: 0 });
  });

  it("hands every snapshot to the API process's screener", async () => {
    const everyOne = () => US.every((symbol) => hasDaily(api, symbol));
    if (!everyOne()) {
      await new Promise<void>((resolve) => {
        const hear = () => {
          if (!everyOne()) return;
          api.services.events.off('snapshot-written', hear);
          resolve();
        };
        api.services.events.on('snapshot-written', hear);
      });
    }
    expect(everyOne()).toBe(true);
  });

  it('tries a failed series again and writes its candles once', async () => {
    const candles = async () => {
      const { rows } = await sql<{ all: string; bars: string }>`
        select count(*) as all, count(distinct ts) as bars from candles where symbol = ${HK[0]} and duration = '1d'`.execute(api.services.db);
      return { all: Number(rows[0]!.all), bars: Number(rows[0]!.bars) };
    };
    let writtenBeforeFailure: { all: number; bars: number } | null = null;
    for (const node of workers) {
      const { analysis } = node.app.market.service;
      const compute = analysis.compute.bind(analysis);
      vi.spyOn(analysis, 'compute').mockImplementation(async (symbol, duration) => {
        if (symbol === HK[0] && !writtenBeforeFailure) {
          writtenBeforeFailure = await candles();
          throw new Error('the database went away');
        }
        return compute(symbol, duration);
      });
    }

    expect(await sweep('daily:HK')).toBe(1);

    const task = await queue().getJob(
      taskJobId({ job: 'daily:HK', kind: 'update', symbol: HK[0]!, duration: '1d' }, { name: 'daily:HK', startedAt: clock.seconds }),
    );
    expect(task?.attemptsStarted).toBe(2);
    expect(writtenBeforeFailure).not.toBeNull();
    expect(writtenBeforeFailure!.all).toBeGreaterThan(200);
    expect(await candles()).toEqual({ all: writtenBeforeFailure!.all, bars: writtenBeforeFailure!.all });
    // The failure was not the last try: the ledger shows a sweep that succeeded.
    expect(await api.app.market.jobs.records.get('daily:HK')).toMatchObject({ lastSuccess: clock.seconds, failures: 0 });
    for (const node of workers) vi.mocked(node.app.market.service.analysis.compute).mockRestore();
  });

  it('runs a series fired on the API process in a worker and answers when it is done', async () => {
    const workerCycles = workers.map(cyclesOf);
    expect(await api.app.market.jobs.runSeries('update', 'MSFT', '1d')).toEqual({ ok: true });
    expect(workers.map(cyclesOf).reduce((a, b) => a + b)).toBe(workerCycles.reduce((a, b) => a + b) + 1);
    expect(cyclesOf(api)).toBe(0);
  });

  it('never runs market work in the API process', () => {
    expect(api.app.market.jobs.run).not.toHaveBeenCalled();
    expect(api.app.market.jobs.tick).not.toHaveBeenCalled();
  });

  it("carries an alert raised in a worker to a trader's socket on the API process", async () => {
    const trader = await accountFor(api.services, { subject_kind: 'email', subject: `roles-${roles.schema}@example.test` });
    await api.services.db.updateTable('users').set({ role: 'member' }).where('userid', '=', trader.userid).execute();
    const token = (await openSession(api.services, trader.userid, 'web', 'test')).accessToken;
    const url = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const client = new NotifyClient(url, token);
    try {
      await client.connected();
      await workers[0]!.app.messenger.deliver([
        { userid: trader.userid, strategyId: 'roles', strategyName: 'From a worker', symbol: 'AAPL', name: 'Apple', duration: '1d', ts: clock.seconds, payload: {} },
      ]);
      const [message] = await client.next(1);
      expect(message).toMatchObject({ symbol: 'AAPL', sessioname: 'From a worker', hasread: 0 });
    } finally {
      client.close();
    }
  });

  it('reads the live feed against price alerts in the API process only, the workers following no series for them', async () => {
    const trader = await accountFor(api.services, { subject_kind: 'email', subject: `alerts-${roles.schema}@example.test` });
    await api.services.db.updateTable('users').set({ role: 'member' }).where('userid', '=', trader.userid).execute();
    const token = (await openSession(api.services, trader.userid, 'web', 'test')).accessToken;
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/alert/mine/create',
      headers: { authorization: `Bearer ${token}` },
      payload: { symbol: 'MSFT', duration: '1d', condition: { kind: 'price', crossing: 'goesAbove', level: 1_000 } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data.alert;
    expect(api.app.market.alerts!.book.alert(id)).toBeDefined();
    expect(api.app.market.live.watched).toBeGreaterThan(0);
    // A worker started now, with the alert stored, reads it neither at its start nor after.
    const late = await roles.add('worker', marketFor('late'));
    try {
      await late.app.market.start({ scheduled: false });
      for (const node of [...workers, late]) {
        expect(node.app.market.alerts!.book.size).toBe(0);
        expect(node.app.market.live.watched).toBe(0);
      }
    } finally {
      await late.close();
    }
  });

  it('starts, once, a due sweep whose worker died after queueing it and before claiming it, and drops its answers once applied', async () => {
    const name: JobName = 'daily:HK';
    const dueAt = clock.seconds - 60;
    const runsOfHK = () =>
      workers.flatMap((node) => vi.mocked(node.app.market.jobs.run).mock.calls).filter(([task]) => task.job === name && task.symbol === HK[0]).length;
    const runsBefore = runsOfHK();
    // Every worker dies right after queueing the sweep, the scheduled due-check's included.
    const claims = workers.map((node) => vi.spyOn(node.app.market.jobs.records, 'claim').mockRejectedValue(new Error('the worker died')));
    await api.services.db.updateTable('jobs').set({ next_run: dueAt }).where('name', '=', name).execute();

    await expect(workers[0]!.app.market.jobs.tick()).rejects.toThrow('the worker died');

    expect(await api.app.market.jobs.records.get(name)).toMatchObject({ nextRun: dueAt });
    const sweepJob = await queue().getJob(sweepJobId({ name, startedAt: dueAt }));
    expect(sweepJob).toBeDefined();
    await sweepJob!.waitUntilFinished(finished);
    const task = taskJobId({ job: name, kind: 'update', symbol: HK[0]!, duration: '1d' }, { name, startedAt: dueAt });
    expect(await queue().getJobState(task)).toBe('completed');
    // Applied, the children's answers go from the sweep once it is complete; the children themselves are kept a while.
    await vi.waitFor(async () => expect(await sweepJob!.getChildrenValues()).toEqual({}), { timeout: 30_000, interval: 50 });

    for (const claim of claims) claim.mockRestore();
    await workers[1]!.app.market.jobs.tick();

    // Claimed (by this due-check or the scheduled one): the next run is the next close, and nothing ran again.
    const ledger = await api.app.market.jobs.records.get(name);
    expect(ledger.nextRun).toBeGreaterThan(clock.seconds);
    expect(ledger.lastRun).toBe(clock.seconds);
    expect(await sweepJob!.getChildrenValues()).toEqual({});
    expect(await queue().getJobCounts('waiting', 'active', 'waiting-children')).toMatchObject({ waiting: 0, active: 0, 'waiting-children': 0 });
    expect(runsOfHK() - runsBefore).toBe(1);
  });

  it('runs a sweep fired by hand whose process died after queueing it and before writing its run', async () => {
    clock.advance(60);
    const name: JobName = 'daily:HK';
    const runsOfHK = () =>
      workers.flatMap((node) => vi.mocked(node.app.market.jobs.run).mock.calls).filter(([task]) => task.job === name && task.symbol === HK[0]).length;
    const runsBefore = runsOfHK();
    const before = await api.app.market.jobs.records.get(name);
    const started = vi.spyOn(api.app.market.jobs.records, 'started').mockRejectedValueOnce(new Error('the process died'));

    await expect(api.app.market.jobs.fire(name)).rejects.toThrow('the process died');
    started.mockRestore();

    const sweepJob = await queue().getJob(sweepJobId({ name, startedAt: clock.seconds }));
    expect(sweepJob).toBeDefined();
    await sweepJob!.waitUntilFinished(finished);
    expect(runsOfHK() - runsBefore).toBe(1);
    // The ledger misses the start of that run, not the run: its success is written when the sweep ends.
    expect(await api.app.market.jobs.records.get(name)).toMatchObject({ lastRun: before.lastRun, runs: before.runs, lastSuccess: clock.seconds });
  });

  it('closes a worker only after the series it is running has finished', async () => {
    let arrived: (who: string) => void = () => undefined;
    const arrival = new Promise<string>((resolve) => {
      arrived = resolve;
    });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    door = async (who) => {
      arrived(who);
      await released;
    };
    const answer = api.app.market.jobs.runSeries('update', 'NVDA', '1d');
    const who = await arrival;
    const node = workers[who === 'first' ? 0 : 1]!;
    const order: string[] = [];
    // The worker runs the cycle right after the series it ran by hand.
    node.services.events.once('compute-cycle-finished', () => order.push('series finished'));
    const stopWork = node.app.market.stopWork;
    node.app.market.stopWork = async () => {
      const stopping = stopWork();
      order.push('stopping');
      release();
      await stopping;
      order.push('stopped');
    };

    await node.close();

    expect(order).toEqual(['stopping', 'series finished', 'stopped']);
    expect(await answer).toEqual({ ok: true });
  });
});
