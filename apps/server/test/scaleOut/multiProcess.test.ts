/**
 * A scaled-out deployment on one PostgreSQL database and one Redis: 2 API processes and 2 workers. The schedule
 * starts the daily sweeps of a fresh database, the workers share their series, one worker is killed with SIGKILL in
 * the middle and the other finishes its jobs, and a sweep fired by hand on API process 2 runs on the worker left; no
 * candle, snapshot or alert is lost or doubled, and a member connected to API process 1 gets the alerts the workers
 * raised. Then a backtest's worker is killed half-way through the run: another worker takes it over and it ends with
 * the report an uninterrupted run of the same request gives.
 */
import { randomBytes } from 'node:crypto';
import { hostname, tmpdir } from 'node:os';
import type { SymbolInfo } from '@signaldesk/contract';
import { SYMBOLS } from '@signaldesk/market-data';
import { type Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/app/services.js';
import { openSession } from '../../src/auth/sessions.js';
import { loadConfig } from '../../src/config.js';
import type { MarketTask } from '../../src/jobs/jobQueue.js';
import { DUE_CHECK_SCHEDULE, MARKET_QUEUE, type MarketJobName } from '../../src/queues/marketWork.js';
import { loadUniverse } from '../../src/stocks/symbolList.js';
import { accountFor, ensureAdmin } from '../../src/users/accounts.js';
import { ADMIN_EMAIL, deleteRedisKeys, POSTGRES_UP, REDIS_UP, TEST_DATABASE_URL, TEST_REDIS_URL, unreachable } from '../harness.js';
import { NotifyClient } from '../notifyClient.js';
import { databaseUrlOf, onServer } from '../outage/ownDatabase.js';
import { type NodeProcess, PROCESS_CLOCK, type ServerProcess, startServerProcess, startWorkerProcess, until } from '../outage/serverProcess.js';
import { post } from '../outage/traderClient.js';

const postgresRule = unreachable('PostgreSQL', TEST_DATABASE_URL, POSTGRES_UP);
const redisRule = unreachable('Redis', TEST_REDIS_URL, REDIS_UP);

/** Symbols per region of the test's universe: enough series that a worker dies with work still waiting, few enough for CI. */
const PER_REGION: Record<string, number> = { US: 12, HK: 8, CN: 8, USD: 6, GF: 6 };
/** A region the strategy watches: under the runaway guard's 20 alerts an hour, so every entry is alerted. */
const WATCHED_REGION = 'US';
/** Every symbol of the region with a daily snapshot. */
const query = { region: WATCHED_REGION, day: { 'kd.k': { min: 0, max: 100 } } };
/** A region's sweep fired by hand on API process 2 after the scheduled ones. */
const FIRED_REGION = 'HK';
/** Minutes at most for what the processes do in the background; a failure names what it waited for. */
const PATIENCE_MS = 180_000;

/** The largest caps of each region: the test's universe, the same on every run. */
function smallUniverse(): SymbolInfo[] {
  return Object.entries(PER_REGION).flatMap(([region, count]) =>
    SYMBOLS.filter((info) => info.region === region)
      .toSorted((a, b) => b.cap - a.cap || a.symbol.localeCompare(b.symbol))
      .slice(0, count),
  );
}

function answer(reply: { status: number; body: { code?: number; data?: unknown } }, what: string) {
  if (reply.status !== 200 || reply.body?.code !== 0) throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  // biome-ignore lint/suspicious/noExplicitAny: the calls' answers are read loosely here and checked by the expectations
  return reply.body.data as any;
}

/** The name a worker process gives its BullMQ worker, which job.processedBy carries. */
const workerName = (node: NodeProcess) => `${hostname()}:${node.child.pid}`;

describe.skipIf(postgresRule.skip || redisRule.skip)('a deployment of 2 API processes and 2 workers', () => {
  const run = randomBytes(5).toString('hex');
  const database = `signaldesk_mp_${run}`;
  const redisPrefix = `mp_${run}`;
  const databaseUrl = databaseUrlOf(database);
  const universe = smallUniverse();
  const watched = universe.filter((info) => info.region === WATCHED_REGION).map((info) => info.symbol);
  const apis: ServerProcess[] = [];
  const workers: NodeProcess[] = [];
  let services: Services | undefined;
  let connection: Redis | undefined;
  let queue: Queue | undefined;
  let member: NotifyClient | undefined;
  let strategyId = '';
  let superToken = '';
  let memberToken = '';
  /** What every worker process is started with. */
  let workerEnv: Record<string, string> = {};

  beforeAll(async () => {
    postgresRule.failIfDown();
    redisRule.failIfDown();
    await onServer(`CREATE DATABASE "${database}"`);
    // The database is made here, with the small universe, before any process starts: the processes keep a universe they find.
    services = await createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, ADMIN_EMAIL, DATA_DIR: tmpdir(), ...PROCESS_CLOCK.env }), { log: () => undefined });
    await loadUniverse(services.db, universe);
    const common = { DATABASE_URL: databaseUrl, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: redisPrefix, ADMIN_EMAIL, MARKET_PROVIDER: 'demo' };
    apis.push(...(await Promise.all([1, 2].map(() => startServerProcess({ ...common, PROCESS_ROLE: 'api' })))));

    await ensureAdmin(services);
    const admin = await accountFor(services, { subject_kind: 'email', subject: ADMIN_EMAIL });
    const trader = await accountFor(services, { subject_kind: 'email', subject: `member-${run}@example.test` });
    superToken = (await openSession(services, admin.userid, 'web', 'test')).accessToken;
    memberToken = (await openSession(services, trader.userid, 'web', 'test')).accessToken;
    const [first, second] = apis as [ServerProcess, ServerProcess];
    const [ticket] = answer(await post(second.url, '/api/ticket/dispatch', { type: 100, count: 1 }, { token: superToken }), 'dispatch').list;
    answer(await post(first.url, '/api/ticket/activate', { token: ticket.token }, { token: memberToken }), 'activate');
    // Saved before any snapshot exists: every watched symbol then enters the result set once, on the sweep's bar.
    strategyId = answer(await post(first.url, '/api/strategy/mine/create', { name: 'Whole region', query }, { token: memberToken }), 'create').strategy.sid;
    member = new NotifyClient(first.url, memberToken);
    await member.connected();

    connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue(MARKET_QUEUE, { connection, prefix: `${redisPrefix}:bull` });
    // One at a time each, and a dead worker's jobs move on after two seconds: the sweep lasts long enough to kill one mid-way.
    workerEnv = { ...common, MARKET_JOBS: 'on', MARKET_WORK_AT_ONCE: '1', QUEUE_LOCK_SECONDS: '2' };
    workers.push(...(await Promise.all([1, 2].map(() => startWorkerProcess(workerEnv)))));
  }, PATIENCE_MS);

  afterAll(async () => {
    member?.close();
    await queue?.close();
    connection?.disconnect();
    await Promise.all([...workers, ...apis].map((node) => node.stop()));
    await services?.close();
    await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await deleteRedisKeys(TEST_REDIS_URL, `${redisPrefix}:`);
  });

  const jobsNamed = async (name: MarketJobName, states: Parameters<Queue['getJobs']>[0]): Promise<Job[]> =>
    (await (queue as Queue).getJobs(states, 0, -1)).filter((job) => job?.name === name);
  const dailyTasks = async (states: Parameters<Queue['getJobs']>[0]) =>
    (await jobsNamed('task', states)).filter((job) => (job.data as MarketTask).job.startsWith('daily:'));

  /**
   * The completed daily sweeps once none is under way (a region whose close passes during the test sweeps again, and
   * that one finishes too before anything is counted); null while one is. A failed sweep or a dead worker fails at once.
   */
  const settledSweeps = async (survivor: NodeProcess): Promise<Job[] | null> => {
    const failed = await jobsNamed('sweep', ['failed']);
    if (failed.length > 0) throw new Error(`sweeps failed: ${failed.map((job) => `${job.data.name}: ${job.failedReason}`).join('; ')}`);
    if (survivor.exit) throw new Error(`the surviving worker exited with ${survivor.exit.code ?? survivor.exit.signal}:\n${survivor.output()}`);
    const daily = (job: Job) => String(job.data.name).startsWith('daily:');
    const under = (await jobsNamed('sweep', ['waiting-children', 'waiting', 'active', 'prioritized', 'delayed'])).filter(daily);
    return under.length === 0 ? (await jobsNamed('sweep', ['completed'])).filter(daily) : null;
  };

  it('splits the sweep, finishes a killed worker’s jobs on the other, and loses or doubles nothing', async () => {
    const [victim, survivor] = workers as [NodeProcess, NodeProcess];

    // Mid-sweep: each worker has finished series of its own and others still wait.
    await until(
      async () => {
        const byWhom = new Set((await dailyTasks(['completed'])).map((job) => job.processedBy));
        const waiting = (await dailyTasks(['waiting', 'prioritized'])).length;
        if (byWhom.size > 0 && waiting === 0 && !(byWhom.has(workerName(victim)) && byWhom.has(workerName(survivor)))) {
          throw new Error(`the sweep's series ran out before both workers had finished one: ${[...byWhom].join(', ')}`);
        }
        return byWhom.has(workerName(victim)) && byWhom.has(workerName(survivor)) && waiting > 0;
      },
      PATIENCE_MS,
      'both workers to finish a series while others wait',
    );
    const activeOnVictim = (await dailyTasks(['active'])).filter((job) => job.processedBy === workerName(victim)).map((job) => job.id);
    const waitingAtKill = (await dailyTasks(['waiting', 'prioritized'])).map((job) => job.id);
    const exited = new Promise((done) => victim.child.once('exit', done));
    victim.child.kill('SIGKILL');
    await exited;
    expect(waitingAtKill.length).toBeGreaterThan(0);
    // Read once it is gone: the series it still held when it died, which only the survivor can finish now.
    const heldAtDeath = (await dailyTasks(['active'])).filter((job) => job.processedBy === workerName(victim)).map((job) => job.id);

    // Every daily sweep (the parent job) completes: all its series ran, and the cycle after it.
    const regions = Object.keys(PER_REGION);
    await until(
      async () => {
        const sweeps = await settledSweeps(survivor);
        return sweeps !== null && regions.every((region) => sweeps.some((job) => job.data.name === `daily:${region}`));
      },
      PATIENCE_MS,
      'every daily sweep to complete',
    );

    // Both workers added the schedule at start: there is still one.
    expect((await (queue as Queue).getJobSchedulers()).map((scheduler) => scheduler.key)).toEqual([DUE_CHECK_SCHEDULE]);
    const unfinished = await dailyTasks(['failed', 'active', 'waiting', 'delayed', 'prioritized']);
    expect(unfinished.map((job) => `${job.id} ${job.failedReason ?? ''}`)).toEqual([]);
    const tasks = await dailyTasks(['completed']);
    const finishedBy = new Map(tasks.map((job) => [job.id, job.processedBy]));
    expect(new Set(tasks.map((job) => job.processedBy))).toEqual(new Set([workerName(victim), workerName(survivor)]));
    // What the victim held or had not begun when it died, the survivor did. Between reading those and the kill the
    // victim may still have finished one, which is then its own.
    for (const id of heldAtDeath) expect(finishedBy.get(id)).toBe(workerName(survivor));
    const leftByVictim = [...activeOnVictim, ...waitingAtKill].filter((id) => finishedBy.get(id) !== workerName(victim));
    expect(leftByVictim.length).toBeGreaterThan(0);
    for (const id of leftByVictim) expect(finishedBy.get(id)).toBe(workerName(survivor));
    const symbols = universe.map((info) => info.symbol).sort();
    expect([...new Set(tasks.map((job) => (job.data as MarketTask).symbol))].sort()).toEqual(symbols);

    // Fired by hand on API process 2, which queues it: the worker left runs it again over the stored series.
    const fired = `daily:${FIRED_REGION}`;
    const firedBefore = new Set(tasks.filter((job) => (job.data as MarketTask).job === fired).map((job) => job.id));
    answer(await post((apis[1] as ServerProcess).url, '/api/jobs/run', { name: fired }, { token: superToken }), 'fire');
    let again: Job[] = [];
    await until(
      async () => {
        if ((await settledSweeps(survivor)) === null) return false;
        again = (await dailyTasks(['completed'])).filter((job) => (job.data as MarketTask).job === fired && !firedBefore.has(job.id));
        return again.length > 0;
      },
      PATIENCE_MS,
      `the ${fired} sweep fired on API process 2`,
    );
    const firedSymbols = universe.filter((info) => info.region === FIRED_REGION).map((info) => info.symbol);
    expect(again.map((job) => (job.data as MarketTask).symbol).sort()).toEqual(firedSymbols.sort());
    expect(new Set(again.map((job) => job.processedBy))).toEqual(new Set([workerName(survivor)]));

    const db = (services as Services).db;
    const candleCounts = await db
      .selectFrom('candles')
      .select(['symbol', (eb) => eb.fn.countAll<string>().as('bars')])
      .where('duration', '=', '1d')
      .groupBy('symbol')
      .execute();
    expect(candleCounts.map((row) => row.symbol).sort()).toEqual(symbols);
    expect(candleCounts.filter((row) => Number(row.bars) < 100)).toEqual([]);
    const doubledCandles = await db
      .selectFrom('candles')
      .select(['symbol', 'duration', 'ts'])
      .groupBy(['symbol', 'duration', 'ts'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(doubledCandles).toEqual([]);
    const snapshots = await db
      .selectFrom('snapshots')
      .select(['symbol', 'duration', (eb) => eb.fn.countAll<string>().as('rows')])
      .where('duration', 'in', ['1d', '1wk'])
      .groupBy(['symbol', 'duration'])
      .execute();
    expect(snapshots.filter((row) => row.duration === '1d').map((row) => row.symbol).sort()).toEqual(symbols);
    expect(snapshots.filter((row) => row.duration === '1wk').map((row) => row.symbol).sort()).toEqual(symbols);
    expect(snapshots.filter((row) => Number(row.rows) !== 1)).toEqual([]);

    // One alert per watched symbol on its bar, raised by the worker that finished the region's sweep, stored once
    // and received once on API process 1.
    const watchedSweeps = (await jobsNamed('sweep', ['completed'])).filter((job) => job.data.name === `daily:${WATCHED_REGION}`);
    for (const job of watchedSweeps) expect([workerName(victim), workerName(survivor)]).toContain(job.processedBy);
    await (member as NotifyClient).until(
      (messages) => new Set(messages.map((message) => message.symbol)).size >= watched.length,
      PATIENCE_MS,
      `an alert for each of ${watched.length} watched symbols`,
    );
    const alerts = await db
      .selectFrom('messenger_messages')
      .select(['symbol', 'duration', 'ts', 'id'])
      .where('sessionid', '=', strategyId)
      .execute();
    const bar = (row: { symbol: string; duration: string; ts: number }) => `${row.symbol} ${row.duration} ${Number(row.ts)}`;
    expect(alerts.map((row) => row.symbol).sort()).toEqual([...watched].sort());
    expect(new Set(alerts.map(bar)).size).toBe(alerts.length);
    // The API processes screen what the workers computed.
    for (const api of apis) {
      const found = answer(await post(api.url, '/api/stats/seek', { query }, { token: memberToken }), 'seek').list as { symbol: string }[];
      expect(found.map((row) => row.symbol).sort()).toEqual([...watched].sort());
    }
    const heard = (member as NotifyClient).received.filter((message) => message.sessionid === strategyId);
    expect(heard.map((message) => message.id).sort()).toEqual(alerts.map((row) => row.id).sort());
    expect(new Set(heard.map(bar)).size).toBe(heard.length);
  }, PATIENCE_MS * 3);
  it('takes over the backtest of a worker killed mid-run, which ends with the report an uninterrupted run gives', async () => {
    // A second worker beside the one left: whichever runs the backtest is killed, and the other takes it over.
    workers.push(await startWorkerProcess(workerEnv));
    const alive = workers.filter((node) => node.exit === null);
    expect(alive).toHaveLength(2);
    const [api] = apis as [ServerProcess];
    const db = (services as Services).db;
    // Hourly candles of the region's symbols, which a run fetches one by one: long enough to kill it mid-way.
    const request = {
      strategy: { entry: { hour: { 'kd.k': { max: 20 } } }, exit: { hour: { 'kd.k': { min: 80 } } } },
      universe: { kind: 'region', region: WATCHED_REGION },
    };
    const create = async (name: string): Promise<string> =>
      answer(await post(api.url, '/api/backtest/mine/create', { name, request }, { token: memberToken }), `create ${name}`).run.id;
    const runRow = (id: string) => db.selectFrom('backtest_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const backtests = new Queue('backtests', { connection: connection as Redis, prefix: `${redisPrefix}:bull` });

    try {
      const interrupted = await create('Killed mid-run');
      let held = { claim: '', done: 0 };
      await until(
        async () => {
          const row = await runRow(interrupted);
          if (row.status !== 'running' && row.status !== 'queued') throw new Error(`the run ended (${row.status}) before its worker could be killed`);
          held = { claim: row.claim ?? '', done: row.done };
          return row.status === 'running' && row.done >= 1 && row.done < row.total - 1;
        },
        PATIENCE_MS,
        'the run to be half-way',
      );
      const [job] = (await backtests.getJobs(['active'])).filter((active) => (active.data as { claim?: string }).claim === held.claim);
      const runner = alive.find((node) => workerName(node) === job?.processedBy);
      if (!runner) throw new Error(`no worker holds the run's job: ${job?.processedBy}`);
      const other = alive.find((node) => node !== runner) as NodeProcess;
      const killedAt = Date.now();
      const exited = new Promise((done) => runner.child.once('exit', done));
      runner.child.kill('SIGKILL');
      await exited;

      let takenOverAt = 0;
      await until(
        async () => {
          const row = await runRow(interrupted);
          if (!takenOverAt && row.claim !== held.claim) takenOverAt = Date.now();
          if (row.status === 'failed') throw new Error(`the run failed: ${row.error_key}`);
          return row.status === 'done';
        },
        PATIENCE_MS,
        'the interrupted run to be done',
      );
      const finished = await runRow(interrupted);
      expect(finished.claim).not.toBe(held.claim);
      expect(finished.done).toBe(finished.total);
      expect((await backtests.getJob(interrupted))?.processedBy).toBe(workerName(other));

      const uninterrupted = await create('Uninterrupted');
      await until(async () => (await runRow(uninterrupted)).status === 'done', PATIENCE_MS, 'the uninterrupted run to be done');
      const report = async (id: string) => JSON.parse((await runRow(id)).result ?? 'null');
      expect(await report(interrupted)).toEqual(await report(uninterrupted));
      console.log(
        JSON.stringify({
          bench: 'backtest.takeOver',
          symbols: finished.total,
          doneAtKill: held.done,
          queueLockSeconds: Number(workerEnv.QUEUE_LOCK_SECONDS),
          secondsToTakeOver: (takenOverAt - killedAt) / 1000,
          secondsToDone: (Date.now() - killedAt) / 1000,
        }),
      );
    } finally {
      await backtests.close();
    }
  }, PATIENCE_MS * 3);
});
