import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import { requestLanguage } from '../http/language.js';
import { registerCall } from '../http/registerCall.js';
import type { MarketModule } from '../market/marketModule.js';
import { seedHouseSources } from './houseSources.js';
import { SignalBooks } from './signalBooks.js';
import { allSources, boardOf, createSource, indexList, removeSource, setFollow, sourceView, updateSource } from './signalStore.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signal books: `refresh()` computes every published source's books now and resolves when done (tests, e2e). */
    signals: SignalBooks;
  }
}

/** The signal calls and the books computed after each market cycle, closed with the app. */
export function registerSignals(app: FastifyInstance, services: Services, market: MarketModule): SignalBooks {
  const { db } = services;
  const books = new SignalBooks({
    db,
    now: services.now,
    market: market.service,
    // The backtests' worker threads, which the books compute in as well.
    pool: app.backtests.pool,
    notify: (notices) => app.messenger.notify(notices),
    onError: (error) => app.log.error({ err: error }, 'signal books not computed'),
  });
  app.decorate('signals', books);
  const onCycle = () => void books.refresh();
  // An API process of a scaled-out deployment leaves the books to the worker that finishes each cycle.
  const computesBooks = services.config.processRole !== 'api';
  app.addHook('onReady', async () => {
    // Before the books start, so a first start computes the house sources at once.
    if (services.config.houseSignals) await seedHouseSources(db, services.now());
    if (!computesBooks) return;
    services.events.on('compute-cycle-finished', onCycle);
    await books.start();
  });
  // Before any onClose hook, so the computation under way finishes while the backtest pool and the database are still open.
  app.addHook('preClose', async () => {
    services.events.off('compute-cycle-finished', onCycle);
    await books.close();
  });
  const call = calls.signals;

  registerCall(app, services, call.board, async ({ body, viewer, request }) => {
    const list = indexList(body.list);
    if (!list) throw new AppError(404, 'signalListUnknown', { list: body.list }, 'list');
    const { count } = await db
      .selectFrom('symbols')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('symbol', 'in', [...list.members])
      .executeTakeFirstOrThrow();
    return {
      list: { slug: list.slug, name: list.name, cnname: list.cnname, symbols: Number(count) },
      books: await boardOf(db, list.slug, viewer.user.userid, requestLanguage(request)),
    };
  });

  registerCall(app, services, call.follow, async ({ body, viewer }) => ({
    following: await setFollow(db, viewer.user.userid, body.source, body.list, body.follow, services.now()),
  }));

  registerCall(app, services, call.sources, async ({ request }) => ({
    list: (await allSources(db)).map((source) => sourceView(source, requestLanguage(request))),
  }));

  registerCall(app, services, call.create, async ({ body, request }) => {
    const source = await createSource(db, body, services.now());
    if (source.published && computesBooks) void books.refresh([source.id]);
    return { source: sourceView(source, requestLanguage(request)) };
  });

  registerCall(app, services, call.update, async ({ body, request }) => {
    const source = await updateSource(db, body, services.now());
    if (source.published && computesBooks) void books.refresh([source.id]);
    return { source: sourceView(source, requestLanguage(request)) };
  });

  registerCall(app, services, call.remove, async ({ body }) => {
    await removeSource(db, body.id);
    return null;
  });

  return books;
}
