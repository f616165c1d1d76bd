import { timingSafeEqual } from 'node:crypto';
import {
  axisValues,
  BACKTEST_ROLE_LIMITS,
  BACKTEST_RUN_LIMITS,
  calls,
  NO_SHORT_REGIONS,
  sweepProblems,
} from '@signaldesk/contract';
import { strategyDuration } from '@signaldesk/backtest';
import { marketOf } from '@signaldesk/market-data';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import type { MarketModule } from '../market/marketModule.js';
import { ANALYSIS_THREADS } from '../quotes/analysisPool.js';
import { type BacktestPool, backtestPool } from './backtestPool.js';
import { type BacktestJobs, backtestJobs } from './backtestJobs.js';
import { BacktestQueue } from './backtestQueue.js';
import {
  backtestNotFound,
  cancelRun,
  insertRun,
  ownRuns,
  readRun,
  removeRun,
  renameRun,
  runCounts,
  runView,
  shareRun,
} from './backtestStore.js';
import { resolveUniverse } from './universe.js';

export interface BacktestsModule {
  queue: BacktestQueue;
  /** The BullMQ wake-ups of an `api` or `worker` process; undefined in the embedded process. */
  jobs: BacktestJobs | undefined;
  /** The worker threads, which signal books compute in as well. */
  pool: BacktestPool;
}

declare module 'fastify' {
  interface FastifyInstance {
    backtests: BacktestsModule;
  }
}

const sameToken = (given: string, kept: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The backtest calls and the queue that runs them, closed with the app. */
export function registerBacktests(app: FastifyInstance, services: Services, market: MarketModule): BacktestsModule {
  const { db } = services;
  const pool = backtestPool();
  const runsAtOnce = services.config.backtestRuns ?? ANALYSIS_THREADS;
  const onError = (error: unknown) => app.log.error({ err: error }, 'backtest run failed');
  let jobs: BacktestJobs | undefined;
  const queue = new BacktestQueue({
    db,
    now: services.now,
    market: market.service,
    pool,
    runsAtOnce,
    onError,
    onHandedBack: async (id) => jobs?.wakeAgain(id),
  });
  // In a scaled-out deployment the workers take runs through BullMQ; the embedded process takes them itself.
  jobs = services.queues ? backtestJobs({ db, queue, connections: services.queues, runsAtOnce, onError }) : undefined;
  const backtests: BacktestsModule = { queue, pool, jobs };
  app.decorate('backtests', backtests);
  app.addHook('onReady', async () => (jobs ? jobs.start() : queue.start()));
  app.addHook('onClose', async () => {
    await (jobs ? jobs.close() : queue.close());
    await pool.close();
  });
  const call = calls.backtests;

  registerCall(app, services, call.create, async ({ body, viewer }) => {
    const userid = viewer.user.userid;
    const limits = BACKTEST_ROLE_LIMITS[viewer.role] ?? BACKTEST_ROLE_LIMITS.member!;
    const { request } = body;
    if (request.sweep) {
      const problem = sweepProblems(request.strategy, request.sweep)[0];
      if (problem) throw new AppError(422, problem.key, {}, ['request', 'sweep', ...problem.path].join('.'));
      const count = request.sweep.reduce((product, axis) => product * axisValues(axis).length, 1);
      if (count > limits.sweepRuns) throw new AppError(422, 'backtestSweepRunsLimit', { limit: limits.sweepRuns, count }, 'request.sweep');
    }
    const counts = await runCounts(db, userid);
    if (counts.unfinished >= limits.runsAtOnce) throw new AppError(409, 'backtestRunsAtOnce', { limit: limits.runsAtOnce });
    if (counts.kept >= BACKTEST_RUN_LIMITS.storedRuns) {
      throw new AppError(409, 'backtestStoredLimit', { limit: BACKTEST_RUN_LIMITS.storedRuns });
    }
    const symbols = await resolveUniverse(db, app.strategies.screener, userid, request.universe);
    if (symbols.length > limits.symbolsPerRun) {
      throw new AppError(422, 'backtestSymbolsPerRun', { limit: limits.symbolsPerRun, count: symbols.length }, 'request.universe');
    }
    const noShort = request.strategy.direction === 'short' ? symbols.find((s) => NO_SHORT_REGIONS.includes(marketOf(s))) : undefined;
    if (noShort) throw new AppError(422, 'backtestShortNotAllowed', {}, 'request.strategy.direction');
    const row = await insertRun(db, { userid, name: body.name, request, symbols, duration: strategyDuration(request.strategy) }, services.now());
    // Without Redis the run stays queued, and the next worker to start wakes for it.
    if (jobs) await jobs.wake(row.id).catch(onError);
    else queue.kick();
    return { run: runView(row, true) };
  });

  registerCall(app, services, call.list, async ({ viewer }) => ({ list: await ownRuns(db, viewer.user.userid) }));

  registerCall(app, services, call.get, async ({ body, viewer }) => {
    const row = await readRun(db, body.id);
    if (!row) throw backtestNotFound();
    if (row.userid === viewer.user.userid) return { run: runView(row, true) };
    if (body.share !== undefined && row.share_token !== null && sameToken(body.share, row.share_token)) return { run: runView(row, false) };
    throw backtestNotFound();
  });

  registerCall(app, services, call.rename, async ({ body, viewer }) => ({
    run: runView(await renameRun(db, viewer.user.userid, body.id, body.name), true),
  }));

  registerCall(app, services, call.remove, async ({ body, viewer }) => {
    await removeRun(db, viewer.user.userid, body.id);
    return null;
  });

  registerCall(app, services, call.cancel, async ({ body, viewer }) => ({
    run: runView(await cancelRun(db, viewer.user.userid, body.id, services.now()), true),
  }));

  registerCall(app, services, call.share, async ({ body, viewer }) => ({
    run: runView(await shareRun(db, viewer.user.userid, body.id, body.shared), true),
  }));

  return backtests;
}
