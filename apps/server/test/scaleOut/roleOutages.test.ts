/**
 * An API process and a worker process of one deployment, on a PostgreSQL database of their own and a Redis both
 * reach through a TCP proxy the test cuts and restores; the worker reaches PostgreSQL through another. Redis cut
 * while the worker holds a series: both stay up, the API process answers 503 for what needs Redis, in English and
 * Chinese, and serves the rest. Redis back: with no restart the held series and its sweep finish, the sweep's
 * snapshots reach the API process's screener and the alerts the worker raised reach a trader's socket there and go
 * out by Telegram, a backtest created in the outage runs, and a sweep and a delivery queued afterwards are done by
 * the worker. PostgreSQL cut under the worker while it holds a series, then while a backtest is queued: the worker
 * stays up, and the series and the backtest are done once the database is back.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { MESSAGES, type SymbolInfo } from '@signaldesk/contract';
import { SYMBOLS } from '@signaldesk/market-data';
import { type Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/app/services.js';
import { openSession } from '../../src/auth/sessions.js';
import { loadConfig } from '../../src/config.js';
import type { MarketTask } from '../../src/jobs/jobQueue.js';
import { MARKET_QUEUE } from '../../src/queues/marketWork.js';
import { loadUniverse } from '../../src/stocks/symbolList.js';
import { accountFor, ensureAdmin } from '../../src/users/accounts.js';
import { ADMIN_EMAIL, deleteRedisKeys, POSTGRES_UP, REDIS_UP, TEST_DATABASE_URL, TEST_REDIS_URL, unreachable } from '../harness.js';
import { fakeTelegram } from '../messengerFakes.js';
import { NotifyClient } from '../notifyClient.js';
import { databaseUrlOf, onServer } from '../outage/ownDatabase.js';
import { type NodeProcess, PROCESS_CLOCK, type ServerProcess, startServerProcess, startWorkerProcess, until } from '../outage/serverProcess.js';
import { startTcpProxy, type TcpProxy } from '../outage/tcpProxy.js';
import { emailSignIn, post, type Reply, TRUSTED_PROXY_ENV } from '../outage/traderClient.js';

const postgresRule = unreachable('PostgreSQL', TEST_DATABASE_URL, POSTGRES_UP);
const redisRule = unreachable('Redis', TEST_REDIS_URL, REDIS_UP);

/** Symbols per region: the region swept before the outages, the one the trader's strategy watches, the one swept under the database cut. */
const PER_REGION = { HK: 3, US: 6, CN: 6 } as const;
const BOT_TOKEN = '123456:role-outages';
const CHAT = 777_456;
/** Minutes at most for what the processes do in the background; a failure names what it waited for. */
const PATIENCE_MS = 120_000;
/** How long the Redis outage is held once both processes have noticed it, calls going on meanwhile. */
const OUTAGE_MS = 6_000;

function smallUniverse(): SymbolInfo[] {
  return Object.entries(PER_REGION).flatMap(([region, count]) =>
    SYMBOLS.filter((info) => info.region === region)
      .toSorted((a, b) => b.cap - a.cap || a.symbol.localeCompare(b.symbol))
      .slice(0, count),
  );
}

function answer(reply: Reply, what: string) {
  if (reply.status !== 200 || reply.body?.code !== 0) throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

function expectUnavailable(reply: Reply, language: 'en' | 'zh'): void {
  expect({ status: reply.status, body: reply.body }).toEqual({
    status: 503,
    body: { code: 503, key: 'serviceUnavailable', msg: MESSAGES.serviceUnavailable[language] },
  });
  expect(Number(reply.retryAfter)).toBeGreaterThan(0);
}

const proxiedTo = (proxy: TcpProxy, url: string) => Object.assign(new URL(url), { hostname: '127.0.0.1', port: String(proxy.port) }).toString();
const target = (url: string, port: number) => ({ host: new URL(url).hostname, port: Number(new URL(url).port || port) });

describe.skipIf(postgresRule.skip || redisRule.skip)('an API process and a worker through Redis and PostgreSQL outages', () => {
  const run = randomBytes(5).toString('hex');
  const database = `signaldesk_ro_${run}`;
  const redisPrefix = `ro_${run}`;
  const universe = smallUniverse();
  const symbolsOf = (region: keyof typeof PER_REGION) => universe.filter((info) => info.region === region).map((info) => info.symbol).sort();
  const watchedQuery = { region: 'US', day: { 'kd.k': { min: 0, max: 100 } } };
  let services: Services | undefined;
  let redisProxy: TcpProxy | undefined;
  let postgresProxy: TcpProxy | undefined;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>> | undefined;
  let api: ServerProcess;
  let worker: NodeProcess;
  let connection: Redis | undefined;
  let queue: Queue;
  let member: NotifyClient | undefined;
  let superToken = '';
  let memberToken = '';
  let memberId = '';
  let strategyId = '';

  const alive = () => {
    for (const node of [api, worker]) {
      if (node?.exit) throw new Error(`a process exited with ${node.exit.code ?? node.exit.signal}:\n${node.output()}`);
    }
  };
  const fire = async (name: string) => answer(await post(api.url, '/api/jobs/run', { name }, { token: superToken }), `firing ${name}`);
  const sweepsNamed = async (name: string, states: Parameters<Queue['getJobs']>[0]): Promise<Job[]> =>
    (await queue.getJobs(states, 0, -1)).filter((job) => job?.name === 'sweep' && job.data.name === name);
  const tasksOf = async (name: string, states: Parameters<Queue['getJobs']>[0]): Promise<Job[]> =>
    (await queue.getJobs(states, 0, -1)).filter((job) => job?.name === 'task' && (job.data as MarketTask).job === name);
  /** Waits for the sweep's `count`th run to complete on the worker; a series that failed for good fails the wait at once. */
  const swept = async (name: string, count = 1) => {
    await until(
      async () => {
        alive();
        const failed = await tasksOf(name, ['failed']);
        if (failed.length > 0) throw new Error(`series of ${name} failed: ${failed.map((job) => `${job.id}: ${job.failedReason}`).join('; ')}`);
        return (await sweepsNamed(name, ['completed'])).length >= count;
      },
      PATIENCE_MS,
      `the ${name} sweep to complete`,
    );
  };
  /** Waits for a non-empty list of jobs; a process that exits fails the wait at once. */
  const untilFound = async (jobs: () => Promise<Job[]>, what: string): Promise<Job[]> => {
    let found: Job[] = [];
    await until(
      async () => {
        alive();
        found = await jobs();
        return found.length > 0;
      },
      PATIENCE_MS,
      what,
    );
    return found;
  };
  const screened = async (region: keyof typeof PER_REGION): Promise<string[]> => {
    const query = { region, day: { 'kd.k': { min: 0, max: 100 } } };
    const found = answer(await post(api.url, '/api/stats/seek', { query }, { token: memberToken }), 'seek').list as { symbol: string }[];
    return found.map((row) => row.symbol).sort();
  };
  /** A backtest over the region's first symbol, whose candles the first sweep stored. */
  const backtestOf = (region: keyof typeof PER_REGION) => ({ strategy: { entry: { day: { 'kd.k': { max: 20 } } } }, universe: { kind: 'symbol', symbol: symbolsOf(region)[0] } });
  /** Waits for the backtest to leave the queue and answers its status. */
  const backtestFinished = async (id: string): Promise<string> => {
    let status = '';
    await until(
      async () => {
        alive();
        status = answer(await post(api.url, '/api/backtest/get', { id }, { token: memberToken }), 'get').run.status;
        return status !== 'queued' && status !== 'running';
      },
      PATIENCE_MS,
      `the backtest ${id} to finish`,
    );
    return status;
  };
  const telegramed = () => (telegram?.calls ?? []).filter((call) => ['sendMessage', 'sendPhoto'].includes(call.method) && String(call.params.chat_id) === String(CHAT));

  beforeAll(async () => {
    postgresRule.failIfDown();
    redisRule.failIfDown();
    await onServer(`CREATE DATABASE "${database}"`);
    const databaseUrl = databaseUrlOf(database);
    services = await createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, ADMIN_EMAIL, DATA_DIR: tmpdir(), ...PROCESS_CLOCK.env }), { log: () => undefined });
    await loadUniverse(services.db, universe);
    redisProxy = await startTcpProxy(target(TEST_REDIS_URL, 6379));
    postgresProxy = await startTcpProxy(target(TEST_DATABASE_URL, 5432));
    telegram = await fakeTelegram(BOT_TOKEN);
    const common = {
      REDIS_URL: proxiedTo(redisProxy, TEST_REDIS_URL),
      REDIS_PREFIX: redisPrefix,
      ADMIN_EMAIL,
      MARKET_PROVIDER: 'demo',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.apiRoot,
    };
    api = await startServerProcess({ ...common, DATABASE_URL: databaseUrl, PROCESS_ROLE: 'api', ...TRUSTED_PROXY_ENV });

    await ensureAdmin(services);
    const admin = await accountFor(services, { subject_kind: 'email', subject: ADMIN_EMAIL });
    const trader = await accountFor(services, { subject_kind: 'email', subject: `member-${run}@example.test` });
    memberId = trader.userid;
    superToken = (await openSession(services, admin.userid, 'web', 'test')).accessToken;
    memberToken = (await openSession(services, trader.userid, 'web', 'test')).accessToken;
    const [ticket] = answer(await post(api.url, '/api/ticket/dispatch', { type: 100, count: 1 }, { token: superToken }), 'dispatch').list;
    answer(await post(api.url, '/api/ticket/activate', { token: ticket.token }, { token: memberToken }), 'activate');
    await services.db.updateTable('users').set({ telegram_id: String(CHAT), bot_push: 1 }).where('userid', '=', memberId).execute();
    // Saved before any US snapshot exists: every watched symbol enters its result set on the sweep after the outage.
    strategyId = answer(await post(api.url, '/api/strategy/mine/create', { name: 'Whole US', query: watchedQuery }, { token: memberToken }), 'create').strategy.sid;
    member = new NotifyClient(api.url, memberToken);
    await member.connected();

    connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue(MARKET_QUEUE, { connection, prefix: `${redisPrefix}:bull` });
    // One series at a time: a sweep lasts long enough to cut the database under it.
    worker = await startWorkerProcess({ ...common, DATABASE_URL: proxiedTo(postgresProxy, databaseUrl), MARKET_WORK_AT_ONCE: '1' });
  }, PATIENCE_MS);

  // A failed check must not leave the next test without its services.
  afterEach(async () => {
    await redisProxy?.restore();
    await postgresProxy?.restore();
  });

  afterAll(async () => {
    member?.close();
    await queue?.close();
    connection?.disconnect();
    await Promise.all([worker, api].map((node) => node?.stop()));
    await services?.close();
    await redisProxy?.close();
    await postgresProxy?.close();
    await telegram?.close();
    await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await deleteRedisKeys(TEST_REDIS_URL, `${redisPrefix}:`);
  });

  it('runs a sweep fired on the API process in the worker while both services are up', async () => {
    await fire('daily:HK');
    await swept('daily:HK');
    await until(async () => (await screened('HK')).length === PER_REGION.HK, PATIENCE_MS, 'the HK snapshots on the API process');
    expect(await screened('HK')).toEqual(symbolsOf('HK'));
  });

  it('keeps both processes up through a Redis outage, answers 503 for what needs it, and recovers without a restart', async () => {
    // Cut while the worker holds a series of the sweep the trader's strategy watches.
    await fire('daily:US');
    const [held] = await untilFound(() => tasksOf('daily:US', ['active']), "a US series in the worker's hands");
    await (redisProxy as TcpProxy).cut();
    // Both processes have noticed: their connections say so in the log.
    await until(
      () => {
        alive();
        return [api, worker].every((node) => node.output().includes('is unreachable'));
      },
      PATIENCE_MS,
      'both processes to log Redis unreachable',
    );

    for (const language of ['en', 'zh'] as const) {
      expectUnavailable(await post(api.url, '/api/jobs/run', { name: 'daily:US' }, { token: superToken, language }), language);
      expectUnavailable(await post(api.url, '/api/user/apply/email/access', { email: `during-${run}@example.test` }, { language }), language);
      expectUnavailable(await post(api.url, '/api/queues/list', {}, { token: superToken, language }), language);
    }
    const health = await fetch(`${api.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'postgres', redis: 'unreachable' });
    // What needs only the database is served; a backtest is queued in it, its worker's wake-up lost with Redis.
    expect(await screened('HK')).toEqual(symbolsOf('HK'));
    const { run: queued } = answer(await post(api.url, '/api/backtest/mine/create', { name: 'During the Redis outage', request: backtestOf('HK') }, { token: memberToken }), 'create');
    // An alert sent meanwhile is stored with its delivery pending; the delivery's add is lost with Redis.
    answer(
      await post(api.url, '/api/messenger/test-alert', { userid: memberId, symbol: symbolsOf('US')[0], duration: '1h', strategyName: 'During the Redis outage' }, { token: superToken }),
      'test alert in the outage',
    );
    const outageEnds = Date.now() + OUTAGE_MS;
    while (Date.now() < outageEnds) {
      alive();
      expect((await post(api.url, '/api/userstock/list', {}, { token: memberToken })).status).toBe(200);
      await new Promise((done) => setTimeout(done, 250));
    }

    await (redisProxy as TcpProxy).restore();
    await until(
      async () => (await emailSignIn(api, `after-${run}@example.test`)).apply.status === 200,
      PATIENCE_MS,
      'sign-in to work again on the API process',
    );
    expect(await (await fetch(`${api.url}/healthz`)).json()).toMatchObject({ status: 'ok', redis: 'up' });
    expect(await backtestFinished(queued.id)).toBe('done');

    // The series held through the outage is finished, and the sweep with it; its snapshots reach the API process's screener.
    await swept('daily:US');
    expect((await tasksOf('daily:US', ['completed'])).map((job) => job.id)).toContain(held?.id);
    const watched = symbolsOf('US');
    await until(async () => (await screened('US')).length === watched.length, PATIENCE_MS, 'the US snapshots on the API process');
    expect(await screened('US')).toEqual(watched);
    // The strategy's alerts, raised in the worker, reach the trader's socket on the API process and go out by Telegram.
    const heard = await (member as NotifyClient).until(
      (received) => watched.every((symbol) => received.some((message) => message.sessionid === strategyId && message.symbol === symbol)),
      PATIENCE_MS,
      `an alert for each of ${watched.length} watched symbols`,
    );
    expect(heard.filter((message) => message.sessionid === strategyId).map((message) => message.symbol).sort()).toEqual(watched);
    // A sweep and a delivery queued by the API process after the outage are done by the worker, and so is the
    // delivery recorded in it, queued again once the worker's Redis was back.
    await fire('daily:HK');
    await swept('daily:HK', 2);
    answer(
      await post(api.url, '/api/messenger/test-alert', { userid: memberId, symbol: watched[0], duration: '1h', strategyName: 'After the Redis outage' }, { token: superToken }),
      'test alert',
    );
    const db = (services as Services).db;
    await until(
      async () => {
        alive();
        const records = await db.selectFrom('messenger_deliveries').select('outcome').where('userid', '=', memberId).execute();
        return records.length === watched.length + 2 && records.every((record) => record.outcome === 'delivered');
      },
      PATIENCE_MS,
      'every alert delivered by Telegram',
    );
    expect(telegramed()).toHaveLength(watched.length + 2);
    expect(api.exit).toBeNull();
    expect(worker.exit).toBeNull();
  }, PATIENCE_MS * 3);

  it('keeps the worker up when PostgreSQL is cut under a series it holds, without spending its tries, and finishes the series once it is back', async () => {
    const name = 'daily:CN';
    await fire(name);
    const [held] = await untilFound(() => tasksOf(name, ['active']), `a ${name} series in the worker's hands`);
    await (postgresProxy as TcpProxy).cut();
    // The series in hand cannot reach the database and goes back to the queue, taken again more times than it has
    // tries: a cut of any length fails no series.
    await until(
      async () => {
        alive();
        const job = await queue.getJob(held?.id as string);
        if (job?.failedReason) throw new Error(`the series failed: ${job.failedReason}`);
        return (job?.attemptsStarted ?? 0) > (job?.opts.attempts ?? 1);
      },
      PATIENCE_MS,
      'the worker to take the series more often than its tries',
    );
    expect((await queue.getJob(held?.id as string))?.attemptsMade).toBe(0);
    await (postgresProxy as TcpProxy).restore();

    await swept(name);
    const done = await tasksOf(name, ['completed']);
    expect(done.map((job) => (job.data as MarketTask).symbol).sort()).toEqual(symbolsOf('CN'));
    expect(done.find((job) => job.id === held?.id)?.attemptsMade).toBeLessThanOrEqual(1);
    await until(async () => (await screened('CN')).length === PER_REGION.CN, PATIENCE_MS, 'the CN snapshots on the API process');
    expect(worker.exit).toBeNull();
    expect(api.exit).toBeNull();
  }, PATIENCE_MS * 3);

  it('keeps a backtest queued through a database cut under the worker, without spending its tries, and runs it once the database is back', async () => {
    const wakeUps = new Queue('backtests', { connection: connection as Redis, prefix: `${redisPrefix}:bull` });
    try {
      await (postgresProxy as TcpProxy).cut();
      const { run: queued } = answer(await post(api.url, '/api/backtest/mine/create', { name: 'Through the cut', request: backtestOf('HK') }, { token: memberToken }), 'create');
      // The worker takes its wake-up, cannot reach the database, and hands it back, more times than it has tries.
      await until(
        async () => {
          alive();
          const wakeUp = await wakeUps.getJob(queued.id);
          if (wakeUp?.failedReason) throw new Error(`the wake-up failed: ${wakeUp.failedReason}`);
          return (wakeUp?.attemptsStarted ?? 0) > (wakeUp?.opts.attempts ?? 1);
        },
        PATIENCE_MS,
        'the worker to take the wake-up more often than its tries',
      );
      const wakeUp = await wakeUps.getJob(queued.id);
      expect({ state: await wakeUp?.getState(), attemptsMade: wakeUp?.attemptsMade }).toMatchObject({ attemptsMade: 0 });
      await (postgresProxy as TcpProxy).restore();

      expect(await backtestFinished(queued.id)).toBe('done');
      expect(worker.exit).toBeNull();
    } finally {
      await wakeUps.close();
    }
  }, PATIENCE_MS * 3);
});
