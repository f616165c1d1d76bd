import { calls, PAPER_BOUNDS } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { tooManyRequests } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { type MarketModule, readsLiveFeed } from '../market/marketModule.js';
import { accountView, createAccount, listAccounts, ownAccount, paperLimitsOf, resetAccount } from './accounts.js';
import { createPaperFiller } from './paperFiller.js';
import { sessionOpenOf } from './paperMarkets.js';
import { accountFills, accountOrders, accountPositions, equityCurve } from './paperReads.js';
import { cancelOrder, modifyOrder, placeOrder, type PlacementDeps } from './placement.js';

/**
 * Paper trading: the accounts and orders of the signed-in trader (another trader's ids read as missing), and the
 * filler that reads each tick of the live feed against the working orders.
 */
export function registerPaper(app: FastifyInstance, services: Services, market: MarketModule): void {
  const { db } = services;
  const { store } = market.service;
  const filler = createPaperFiller({
    db,
    live: market.live,
    now: services.now,
    previousClose: async (symbol) => {
      const today = sessionOpenOf('CN', services.now()) ?? services.now();
      const [bar] = await store.last(symbol, '1d', 1, today);
      return bar ? bar.close : Number.NaN;
    },
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  market.paper = filler;
  app.addHook('preClose', () => filler.close());
  // The working orders in the database are followed before the server answers: a restart loses none.
  app.addHook('onReady', async () => {
    if (readsLiveFeed(services)) await filler.refresh().catch((error: unknown) => app.log.error({ err: error }, 'paper orders could not be read'));
  });

  const placement: PlacementDeps = {
    db,
    now: services.now,
    lastPrice: async (symbol) => {
      await filler.watch(symbol);
      const heard = filler.lastPrice(symbol);
      if (heard !== null) return heard;
      const [minute] = await store.last(symbol, '1m', 1);
      if (minute) return minute.close;
      return (await market.service.lastQuote(symbol))?.close ?? null;
    },
  };
  /** Placing, changing and cancelling orders are counted per trader: a ticket clicked fast passes, a script's loop does not. */
  const paced = async (userid: string) => {
    const hit = await services.limiter.hit(`paper-orders:${userid}`, 60);
    if (hit.count > PAPER_BOUNDS.ordersPerMinute) throw tooManyRequests('tooManyRequests', hit.retryAfter);
  };
  const call = calls.paper;

  registerCall(app, services, call.accounts, async ({ viewer }) => ({ accounts: await listAccounts(db, viewer.user.userid) }));

  registerCall(app, services, call.create, async ({ body, viewer }) => {
    const limits = await paperLimitsOf(db, viewer.user.userid, viewer.role, services.now());
    return { account: await createAccount(db, viewer.user.userid, body, limits, services.now()) };
  });

  registerCall(app, services, call.reset, async ({ body, viewer }) => {
    const account = await resetAccount(db, viewer.user.userid, body.accountId, body.startingBalance, services.now());
    // The reset stopped the account's forward tests: the feed of what they alone traded is let go. The reset is
    // done whatever this does; a series held on is let go at the next start or stop.
    if (readsLiveFeed(services)) await app.forwardTests.refresh().catch((error: unknown) => app.log.error({ err: error }, 'forward tests could not be read'));
    return { account };
  });

  registerCall(app, services, call.place, async ({ body, viewer }) => {
    await paced(viewer.user.userid);
    const limits = await paperLimitsOf(db, viewer.user.userid, viewer.role, services.now());
    return placeOrder(placement, viewer.user.userid, body, limits);
  });

  registerCall(app, services, call.modify, async ({ body, viewer }) => {
    await paced(viewer.user.userid);
    return modifyOrder(placement, viewer.user.userid, body);
  });

  registerCall(app, services, call.cancel, async ({ body, viewer }) => {
    await paced(viewer.user.userid);
    return cancelOrder(db, viewer.user.userid, body.orderId, services.now());
  });

  registerCall(app, services, call.orders, async ({ body, viewer }) => {
    const account = await ownAccount(db, viewer.user.userid, body.accountId);
    return { orders: await accountOrders(db, account, body) };
  });

  registerCall(app, services, call.positions, async ({ body, viewer }) => {
    const account = await ownAccount(db, viewer.user.userid, body.accountId);
    const now = services.now();
    return { account: await accountView(db, account), ...(await accountPositions(db, account, now)), asOf: now };
  });

  registerCall(app, services, call.fills, async ({ body, viewer }) => {
    const account = await ownAccount(db, viewer.user.userid, body.accountId);
    return { fills: await accountFills(db, account, body) };
  });

  registerCall(app, services, call.equity, async ({ body, viewer }) => {
    const account = await ownAccount(db, viewer.user.userid, body.accountId);
    return equityCurve(db, account, body.run, services.now());
  });
}
