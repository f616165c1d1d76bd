/**
 * A worker that dies after a sweep's work and before BullMQ has it as complete leaves the sweep to another worker
 * once its lock lapses: that one must find the children's answers still there, and run the cycle with every
 * snapshot. Two workers of one deployment, as apps in this test process, with a short lock.
 */
import type { CandleRequest } from '@signaldesk/market-data';
import { Job, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MarketOverrides } from '../../src/market/marketModule.js';
import { sweepJobId } from '../../src/queues/marketWork.js';
import type { WrittenSnapshot } from '../../src/screener/screener.js';
import { POSTGRES_UP, REDIS_UP, TEST_DATABASE_URL, TEST_REDIS_URL, TestClock, unreachable } from '../harness.js';
import { DAY, ScriptedSource, weekdayBars } from '../market/support.js';
import { type Deployment, deployment, type RoleApp } from './roles.js';

const postgresRule = unreachable('PostgreSQL', TEST_DATABASE_URL, POSTGRES_UP);
const redisRule = unreachable('Redis', TEST_REDIS_URL, REDIS_UP);

/** Tuesday 2026-01-06, half an hour after the New York close. */
const TUESDAY_DAILY_RUN = Date.UTC(2026, 0, 6, 21, 30) / 1000;
const US = ['AAPL', 'MSFT', 'NVDA'];

describe.skipIf(postgresRule.skip || redisRule.skip)('a sweep taken again from a worker that died finishing it', () => {
  const clock = new TestClock();
  clock.seconds = TUESDAY_DAILY_RUN;
  let roles: Deployment;
  let workers: RoleApp[];
  let finished: QueueEvents;
  /** The dead worker's last word to Redis, which never arrives until the test lets it go. */
  let buryTheDead: () => void = () => undefined;

  const market = (): MarketOverrides => ({
    provider: new ScriptedSource((request: CandleRequest) => weekdayBars(request, clock.seconds - 400 * DAY)),
    patience: { timeoutMs: 60_000, retries: 0, baseDelayMs: 1, sleep: async () => undefined },
    regionSymbols: async (region) => (region === 'US' ? US : []),
    hotSymbols: async () => [],
  });

  beforeAll(async () => {
    postgresRule.failIfDown();
    redisRule.failIfDown();
    roles = deployment(clock);
    // A lock of 5 s: the sweep of a worker that stopped renewing it goes to another within seconds, not a minute, and a
    // live worker stalled by a loaded machine still renews its own in time.
    const env = { QUEUE_LOCK_SECONDS: '5' };
    workers = [await roles.add('worker', market(), env), await roles.add('worker', market(), env)];
    await workers[0]!.services.db.updateTable('jobs').set({ next_run: null }).execute();
    for (const node of workers) await node.app.market.start({ scheduled: false });
    const redis = new URL(TEST_REDIS_URL);
    finished = new QueueEvents('market', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: roles.prefix });
    await finished.waitUntilReady();
  }, 120_000);

  afterAll(async () => {
    buryTheDead();
    vi.restoreAllMocks();
    await finished?.close();
    await roles?.close();
  }, 60_000);

  it('runs the cycle again with every snapshot, and drops the answers once the sweep is complete', async () => {
    const heard: number[] = [];
    for (const node of workers) {
      vi.spyOn(node.app.market.cluster!, 'hearHere').mockImplementation((snapshots: readonly WrittenSnapshot[]) => {
        heard.push(snapshots.filter((snapshot) => snapshot.duration === '1d').length);
      });
    }
    // The first worker to finish the sweep dies before telling BullMQ: its completion never reaches Redis, and its
    // lock, no longer renewed, lapses.
    const complete = Job.prototype.moveToCompleted;
    let died = false;
    vi.spyOn(Job.prototype, 'moveToCompleted').mockImplementation(function (this: Job, ...args: Parameters<Job['moveToCompleted']>) {
      if (this.name !== 'sweep' || died) return complete.apply(this, args);
      died = true;
      return new Promise((resolve) => {
        buryTheDead = () => resolve(undefined as never);
      });
    });

    expect(await workers[0]!.app.market.jobs.fire('daily:US')).toBe(US.length);
    const sweepJob = await workers[0]!.app.market.work!.queue.getJob(sweepJobId({ name: 'daily:US', startedAt: clock.seconds }));
    await sweepJob!.waitUntilFinished(finished, 60_000);

    expect(died).toBe(true);
    // Every run of the sweep handed the screener every series' daily snapshot: the dead worker's and the one that took
    // it again (a third, where a loaded machine stalled the second past its lock, must do the same).
    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect(heard).toEqual(heard.map(() => US.length));
    expect(await sweepJob!.getState()).toBe('completed');
    await vi.waitFor(async () => expect(await sweepJob!.getChildrenValues()).toEqual({}), { timeout: 30_000, interval: 50 });
  }, 120_000);
});
