import { type CallReply, calls, SEEK_FIELDS } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError, tooManyRequests } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { answersInFlight } from '../limits/answersInFlight.js';
import type { MarketModule, MarketOverrides } from '../market/marketModule.js';
import type { AlertSink } from '../messenger/strategyAlert.js';
import { keptAnswers } from '../screener/keptAnswers.js';
import { seekRow } from '../screener/seekRows.js';
import { symbolsTagged } from '../stocks/stockMeta.js';
import { createStrategies, type StrategiesModule } from './strategyModule.js';
import { EVERY_SYMBOL } from './strategyRunner.js';
import { createStrategy, ownStrategies, ownStrategy, removeStrategy, updateStrategy } from './strategyStore.js';

declare module 'fastify' {
  interface FastifyInstance {
    strategies: StrategiesModule;
  }
}

/** A seek answer holds up to half a megabyte until its client has read it: two at a time per user are plenty for several tabs. */
const SEEKS_IN_FLIGHT_PER_USER = 2;

/** Test alerts a trader may send in each window, over all their strategies. */
const TEST_ALERTS = { count: 5, windowSeconds: 600 } as const;

/** The strategy calls and the seek list, on a screener and runner the app closes with itself. */
export async function registerStrategies(app: FastifyInstance, services: Services, _market: MarketModule, overrides: MarketOverrides): Promise<StrategiesModule> {
  // Where saved strategies' alerts go: the messenger, unless a test listens itself.
  const sink: AlertSink = overrides.alerts ?? app.messenger;
  const { db } = services;
  const strategies = await createStrategies({
    db,
    now: services.now,
    events: services.events,
    sink,
    onError: (error) => app.log.error({ err: error }, 'strategy run failed'),
  });
  const { screener, runner } = strategies;
  app.decorate('strategies', strategies);
  app.addHook('onClose', () => strategies.close());
  const call = calls.strategies;

  registerCall(app, services, call.list, async ({ viewer }) => ({ list: await ownStrategies(db, viewer.user.userid) }));

  registerCall(app, services, call.create, async ({ body, viewer }) => {
    const { userid: _, ...strategy } = await createStrategy(db, viewer.user.userid, body.name, body.query, services.now());
    await runner.baseline({ ...strategy, userid: viewer.user.userid });
    return { strategy };
  });

  registerCall(app, services, call.update, async ({ body, viewer }) => {
    const updated = await updateStrategy(db, viewer.user.userid, body.sid, body, services.now());
    if (body.query) await runner.baseline(updated);
    const { userid: _, ...strategy } = updated;
    return { strategy };
  });

  registerCall(app, services, call.remove, async ({ body, viewer }) => {
    await removeStrategy(db, viewer.user.userid, body.sid);
    return null;
  });

  registerCall(app, services, call.testAlert, async ({ body, viewer }) => {
    const strategy = await ownStrategy(db, viewer.user.userid, body.sid);
    // Each test reaches every channel the trader switched on, e-mail and Telegram included, so a script cannot flood them.
    const { count, retryAfter } = await services.limiter.hit(`strategy-test:${viewer.user.userid}`, TEST_ALERTS.windowSeconds);
    if (count > TEST_ALERTS.count) throw tooManyRequests('tooManyRequests', retryAfter);
    const alert = await runner.testAlert(strategy);
    if (!alert) throw new AppError(409, 'marketNotComputed');
    await sink.deliver([alert]);
    return { symbol: alert.symbol };
  });

  const seeking = answersInFlight(SEEKS_IN_FLIGHT_PER_USER);
  // The rows, their rounding, JSON and compression are most of a seek's cost, and traders ask the same few screens.
  const answers = keptAnswers<CallReply<typeof call.seek>>();
  registerCall(app, services, call.seek, async ({ body, viewer, reply }) => {
    if (!seeking.take(viewer.user.userid, reply)) throw tooManyRequests('tooManyRequests', 1);
    const query = body.sid ? (await ownStrategy(db, viewer.user.userid, body.sid)).query : (body.query ?? EVERY_SYMBOL);
    const only = body.tag === undefined ? undefined : await symbolsTagged(db, body.tag);
    await screener.sync();
    const picked = screener.query(query, only);
    const { table } = screener;
    return answers.answer(table.version(), picked, () => ({
      fields: [...SEEK_FIELDS],
      list: picked.rows.map((row) => seekRow(table, row)),
      total: picked.total,
    }));
  });

  return strategies;
}
