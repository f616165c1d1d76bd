/**
 * Alert deliveries and backtests as BullMQ jobs on PostgreSQL and Redis: an `api` process queues them, a `worker`
 * process on the same database and Redis takes them.
 */
import { type Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerEvents } from '../src/app/services.js';
import {
  expectOk,
  POSTGRES_UP,
  REDIS_UP,
  type SignedIn,
  signInMember,
  signInSuper,
  startServer,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  type TestServer,
  unreachable,
} from './harness.js';
import { alertFor, fakeTelegram, subscriber } from './messengerFakes.js';

const postgresRule = unreachable('PostgreSQL', TEST_DATABASE_URL, POSTGRES_UP);
const redisRule = unreachable('Redis', TEST_REDIS_URL, REDIS_UP);

const BOT_TOKEN = '123456:test-token';
const KD_OVERSOLD = { entry: { day: { 'kd.k': { max: 20 } } }, exit: { day: { 'kd.k': { min: 80 } } }, costs: 'none' as const };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

type Recorded = ServerEvents['delivery-recorded'][0];

/** The records a server writes from now until one ends a delivery: one delivery is in flight at a time here. */
function nextOutcomes(server: TestServer): Promise<Recorded[]> {
  const seen: Recorded[] = [];
  return new Promise((resolve) => {
    const listener = (event: Recorded) => {
      seen.push(event);
      if (event.outcome === 'pending') return;
      server.services.events.off('delivery-recorded', listener);
      resolve(seen);
    };
    server.services.events.on('delivery-recorded', listener);
  });
}

describe.skipIf(postgresRule.skip || redisRule.skip)('work queues across an api and a worker process', () => {
  let api: TestServer;
  let worker: TestServer;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>>;
  let events: Redis;
  const queues: Queue[] = [];
  const queueEvents: QueueEvents[] = [];
  /** Lets the worker's held backtests go on; called again at the end in case a test stopped holding them. */
  let release = () => {};

  const bull = (name: 'deliveries' | 'backtests') => {
    const queue = new Queue(name, { connection: api.services.queues!.producer, prefix: api.services.queues!.prefix });
    queues.push(queue);
    return queue;
  };
  const listen = async (name: 'deliveries' | 'backtests') => {
    const listener = new QueueEvents(name, { connection: events.duplicate(), prefix: api.services.queues!.prefix });
    queueEvents.push(listener);
    await listener.waitUntilReady();
    return listener;
  };
  const deliveryOf = (messageUser: string) =>
    api.services.db.selectFrom('messenger_deliveries').selectAll().where('userid', '=', messageUser).orderBy('created_at').execute();

  beforeAll(async () => {
    postgresRule.failIfDown();
    redisRule.failIfDown();
    telegram = await fakeTelegram(BOT_TOKEN);
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      DELIVERY_RETRY_MS: '10',
      BACKTEST_RUNS: '2',
    };
    api = await startServer('postgres', { env: { ...env, PROCESS_ROLE: 'api' } });
    worker = await startServer('postgres', { env: { ...env, PROCESS_ROLE: 'worker' }, joins: api });
    events = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  }, 60_000);

  afterAll(async () => {
    release();
    await Promise.all(queueEvents.map((q) => q.close()));
    await Promise.all(queues.map((q) => q.close()));
    events?.disconnect();
    await worker?.close();
    await api?.close();
    await telegram?.close();
  });

  async function telegramTrader(chat: number | null) {
    const trader = await subscriber(api);
    await api.services.db
      .updateTable('users')
      .set({ telegram_id: chat === null ? null : String(chat), bot_push: 1 })
      .where('userid', '=', trader.userid)
      .execute();
    return trader;
  }

  it('delivers on a worker what the api queued, retrying a failed send with backoff', async () => {
    const trader = await telegramTrader(880_001);
    const ended = nextOutcomes(worker);
    telegram.failNext(2);
    await api.app.messenger.deliver([alertFor(trader.userid, { symbol: 'META' })]);
    await api.app.messenger.settled();
    const [record] = await deliveryOf(trader.userid);
    const id = record!.id;
    const outcomes = await ended;
    expect(outcomes.every((e) => e.id === id)).toBe(true);
    expect(outcomes.map((e) => [e.outcome, e.attempts])).toEqual([
      ['pending', 1],
      ['pending', 2],
      ['delivered', 3],
    ]);
    expect((await deliveryOf(trader.userid))[0]).toMatchObject({ outcome: 'delivered', attempts: 3, last_error: null });
    const job = await bull('deliveries').getJob(id);
    // The job carries the send as the fan-out read it; the retries rebuilt it from the database.
    expect(job).toMatchObject({
      name: 'deliver',
      data: {
        deliveryId: id,
        messageId: record?.message_id,
        userid: trader.userid,
        channel: 'telegram',
        parts: { user: { userid: trader.userid, telegram_id: '880001' }, message: { id: record?.message_id, symbol: 'META' } },
      },
    });
    expect(await job!.getState()).toBe('completed');
    expect(job!.attemptsMade).toBe(3);
    const sent = [...telegram.sent(), ...telegram.photos()].filter((c) => String(c.params.chat_id) === '880001');
    expect(sent).toHaveLength(3);
  });

  it('fails a delivery that has nowhere to go at once, and adding its job again adds nothing', async () => {
    const trader = await telegramTrader(null);
    const failedJobs = await listen('deliveries');
    const failed = new Promise<{ jobId: string; failedReason: string }>((resolve) => failedJobs.once('failed', resolve));
    await api.app.messenger.deliver([alertFor(trader.userid, { symbol: 'NFLX' })]);
    await api.app.messenger.settled();
    const [record] = await deliveryOf(trader.userid);
    expect(await failed).toMatchObject({ jobId: record?.id, failedReason: 'telegram has nowhere to deliver to' });
    expect((await deliveryOf(trader.userid))[0]).toMatchObject({ outcome: 'failed', attempts: 1, last_error: 'telegram has nowhere to deliver to' });
    const queue = bull('deliveries');
    const job = (await queue.getJob(record!.id)) as Job;
    expect(job.attemptsMade).toBe(1);

    const before = await queue.getJobCounts();
    const again = await queue.add('deliver', job.data, { jobId: record!.id });
    expect(again.id).toBe(record!.id);
    expect(await queue.getJobCounts()).toEqual(before);
    expect(await again.getState()).toBe('failed');

    // The fire screen of the api process reads the queues from Redis.
    const admin = await signInSuper(api);
    const screen = expectOk(await api.call('/api/queues/list', {}, { token: admin.token }));
    expect(screen.processRole).toBe('api');
    const deliveries = screen.queues.find((q: { name: string }) => q.name === 'deliveries');
    expect(deliveries).toMatchObject({ completed: 1, failed: 1, waiting: 0, active: 0, delayed: 0 });
    expect(deliveries.failures).toEqual([{ id: record!.id, name: 'deliver', error: 'telegram has nowhere to deliver to', at: expect.any(Number), attempts: 1 }]);
  });

  it("reads one alert's picture once on the worker for a round of traders, not once per trader", async () => {
    const traders = [await telegramTrader(880_011), await telegramTrader(880_012), await telegramTrader(880_013)];
    const chart = vi.spyOn(worker.app.market.service, 'chart');
    let left = traders.length;
    const delivered = new Promise<void>((resolve) => {
      const listener = (event: Recorded) => {
        if (event.outcome !== 'delivered' || --left > 0) return;
        worker.services.events.off('delivery-recorded', listener);
        resolve();
      };
      worker.services.events.on('delivery-recorded', listener);
    });
    try {
      await api.app.messenger.deliver(traders.map((trader) => alertFor(trader.userid, { symbol: 'AMD', ts: 1_767_000_000 })));
      await delivered;
      expect(chart.mock.calls.filter(([symbol]) => symbol === 'AMD')).toHaveLength(1);
    } finally {
      chart.mockRestore();
    }
  });

  it('queues again, when a worker starts, a pending delivery whose job never reached Redis', async () => {
    const trader = await telegramTrader(880_003);
    await api.app.messenger.deliver([alertFor(trader.userid, { symbol: 'ORCL' })]);
    await api.app.messenger.settled();
    const [sent] = await deliveryOf(trader.userid);
    // As if its add had failed while Redis was down: a pending record, due now, with no job.
    const lost = { ...sent!, id: `${sent!.id}-lost`, outcome: 'pending' as const, attempts: 0, last_error: null, next_attempt_at: api.clock.now() };
    await api.services.db.insertInto('messenger_deliveries').values(lost).execute();
    const jobs = await listen('deliveries');
    const completed = new Promise<void>((resolve) =>
      jobs.on('completed', ({ jobId }) => {
        if (jobId === lost.id) resolve();
      }),
    );
    const second = await startServer('postgres', { env: { REDIS_URL: TEST_REDIS_URL, TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_ROOT: telegram.apiRoot, PROCESS_ROLE: 'worker' }, joins: api });
    try {
      await completed;
    } finally {
      await second.close();
    }
    expect((await deliveryOf(trader.userid)).find((d) => d.id === lost.id)).toMatchObject({ outcome: 'delivered', attempts: 1 });
  });

  it('runs on the worker the backtests the api queued, traders taking turns', async () => {
    // Super may queue three runs at once; a member, two.
    const alice = await signInSuper(api);
    const bob = await signInMember(api, alice.token);
    const create = async (who: SignedIn, name: string) =>
      expectOk(await api.call('/api/backtest/mine/create', { name, request: { strategy: KD_OVERSOLD, universe: { kind: 'symbol', symbol: 'AAPL' } } }, { token: who.token })).run
        .id as string;

    const order: string[] = [];
    api.app.backtests.queue.afterSymbol = async (id) => {
      order.push(`api ran ${id}`);
    };
    // The worker takes two runs at once; alice's first two are held at their first symbol until let go.
    const started = [gate(), gate()];
    const letGo = [gate(), gate()];
    release = () => {
      for (const g of letGo) g.open();
    };
    worker.app.backtests.queue.afterSymbol = async (id) => {
      const n = order.push(id) - 1;
      if (n === 2) letGo[1]!.open();
      if (n < 2) {
        started[n]!.open();
        await letGo[n]!.opened;
      }
    };
    const wakeUps = await listen('backtests');
    let completed = 0;
    const allDone = new Promise<void>((resolve) =>
      wakeUps.on('completed', () => {
        completed += 1;
        if (completed === 4) resolve();
      }),
    );

    const a1 = await create(alice, 'a1');
    await started[0]!.opened;
    const a2 = await create(alice, 'a2');
    await started[1]!.opened;
    api.clock.advance(1);
    const a3 = await create(alice, 'a3');
    api.clock.advance(1);
    const b1 = await create(bob, 'b1');
    expect(await bull('backtests').getJob(b1)).toMatchObject({ name: 'wake' });
    // When a1 ends alice still has a2 running, so bob's newer run goes before her a3; a2 is let go once it has.
    letGo[0]!.open();
    await allDone;
    expect(order).toEqual([a1, a2, b1, a3]);
    const runs = await api.services.db.selectFrom('backtest_runs').select(['id', 'status']).where('id', 'in', [a1, a2, a3, b1]).execute();
    expect(runs.map((r) => r.status)).toEqual(['done', 'done', 'done', 'done']);
  });
});
