import { calls, FORWARD_TEST_BOUNDS, PAPER_BOUNDS } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { roleOf } from '../auth/roleOf.js';
import { tooManyRequests } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { type MarketModule, readsLiveFeed } from '../market/marketModule.js';
import { paperLimitsOf } from '../paper/accounts.js';
import type { PlacementDeps } from '../paper/placement.js';
import { forwardReport } from './forwardReport.js';
import { createForwardRunner } from './forwardRunner.js';
import { forwardTestView, listForwardTests, ownForwardTest, startForwardTest, stopForwardTest } from './forwardStore.js';

/**
 * Forward tests: the signed-in trader's saved strategies trading their paper accounts (another trader's ids read as
 * missing), and the runner that reads each close of their candles on the live feed.
 */
export function registerForwardTests(app: FastifyInstance, services: Services, market: MarketModule): void {
  const { db } = services;
  const { store } = market.service;
  const placement: PlacementDeps = {
    db,
    now: services.now,
    // The price paper placing costs a market order at: the filler's last tick, else the stored minute, else the day's close.
    lastPrice: async (symbol) => {
      await market.paper?.watch(symbol);
      const heard = market.paper?.lastPrice(symbol) ?? null;
      if (heard !== null) return heard;
      const [minute] = await store.last(symbol, '1m', 1);
      if (minute) return minute.close;
      return (await market.service.lastQuote(symbol))?.close ?? null;
    },
  };
  const runner = createForwardRunner({
    db,
    live: market.live,
    store,
    placement,
    limits: async (userid) => {
      const now = services.now();
      const user = await db.selectFrom('users').selectAll().where('userid', '=', userid).executeTakeFirstOrThrow();
      return paperLimitsOf(db, userid, roleOf(user, now), now);
    },
    // The trader's own paper pace: a strategy's orders count with the ticket's.
    paced: async (userid) => (await services.limiter.hit(`paper-orders:${userid}`, 60)).count <= PAPER_BOUNDS.ordersPerMinute,
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  app.decorate('forwardTests', runner);
  app.addHook('preClose', () => runner.close());
  // Running tests are followed again before the server answers: a restart misses no close it could hear.
  app.addHook('onReady', async () => {
    if (readsLiveFeed(services)) await runner.refresh().catch((error: unknown) => app.log.error({ err: error }, 'forward tests could not be read'));
  });
  const followAgain = () => (readsLiveFeed(services) ? runner.refresh() : Promise.resolve());
  const paced = async (userid: string) => {
    const hit = await services.limiter.hit(`forward-changes:${userid}`, 60);
    if (hit.count > FORWARD_TEST_BOUNDS.changesPerMinute) throw tooManyRequests('tooManyRequests', hit.retryAfter);
  };
  const call = calls.forwardTests;

  registerCall(app, services, call.list, async ({ viewer }) => ({ list: await listForwardTests(db, viewer.user.userid) }));

  registerCall(app, services, call.start, async ({ body, viewer }) => {
    await paced(viewer.user.userid);
    const now = services.now();
    const limits = await paperLimitsOf(db, viewer.user.userid, viewer.role, now);
    const row = await startForwardTest(
      {
        db,
        now,
        most: FORWARD_TEST_BOUNDS.symbols,
        resultSet: async (query) => {
          const { screener } = app.strategies;
          await screener.sync();
          return screener.query(query).rows.map((row) => screener.table.symbols[row]!);
        },
      },
      viewer.user.userid,
      body,
      limits,
    );
    await followAgain();
    return { forwardTest: await forwardTestView(db, row) };
  });

  registerCall(app, services, call.stop, async ({ body, viewer }) => {
    await paced(viewer.user.userid);
    const row = await stopForwardTest(db, viewer.user.userid, body.id, services.now());
    await followAgain();
    return { forwardTest: await forwardTestView(db, row) };
  });

  registerCall(app, services, call.report, async ({ body, viewer }) => {
    const row = await ownForwardTest(db, viewer.user.userid, body.id);
    return forwardReport(db, store, row, services.now());
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    forwardTests: ReturnType<typeof createForwardRunner>;
  }
}
