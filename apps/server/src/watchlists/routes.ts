import { calls, WATCHLIST_LIMITS } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import type { MarketModule } from '../market/marketModule.js';
import { csvSymbols } from './csvSymbols.js';
import { addSymbols, dropSymbols, orderSymbols } from './listSymbols.js';
import { KeptSeries } from './keptSeries.js';
import { listValues } from './listValues.js';
import { createList, listSummaries, ownList, removeList, updateList } from './watchlistStore.js';

/**
 * A CSV of csvLength characters, written as JSON: a character takes at most 3 bytes in UTF-8 (4 for a pair of
 * surrogates, which are two characters), so the schema, not the body limit, is what refuses a long one.
 */
export const CSV_IMPORT_BODY_BYTES = WATCHLIST_LIMITS.csvLength * 3 + 1024;

/** The trader's watchlists: each call acts on the caller's own lists only; another trader's id reads as missing. */
export function registerWatchlists(app: FastifyInstance, services: Services, market: MarketModule): void {
  const { db } = services;
  const { store } = market.service;
  const kept = new KeptSeries(db, store);
  const call = calls.watchlists;

  registerCall(app, services, call.mine, async ({ viewer }) => ({ lists: await listSummaries(db, viewer.user.userid, services.now()) }));

  registerCall(app, services, call.get, async ({ body, viewer }) => ({ list: await ownList(db, viewer.user.userid, body.id) }));

  registerCall(app, services, call.create, async ({ body, viewer }) => ({ list: await createList(db, viewer.user.userid, body.name, services.now()) }));

  registerCall(app, services, call.update, async ({ body, viewer }) => {
    const { id, ...changes } = body;
    return { list: await updateList(db, viewer.user.userid, id, changes, services.now()) };
  });

  registerCall(app, services, call.remove, async ({ body, viewer }) => {
    await removeList(db, viewer.user.userid, body.id, services.now());
    return null;
  });

  registerCall(app, services, call.add, async ({ body, viewer }) => {
    const section = body.section ?? '';
    const entries = body.symbols.map((symbol) => ({ symbol, section }));
    return addSymbols(db, viewer.user.userid, body.id, entries, services.now());
  });

  registerCall(app, services, call.drop, async ({ body, viewer }) => ({
    list: (await dropSymbols(db, viewer.user.userid, body.id, body.symbols, services.now())).list,
  }));

  registerCall(app, services, call.order, async ({ body, viewer }) => ({
    list: await orderSymbols(db, viewer.user.userid, body.id, body.items, services.now()),
  }));

  registerCall(
    app,
    services,
    call.importCsv,
    async ({ body, viewer }) => {
      const entries = csvSymbols(body.csv);
      if (entries.length === 0) throw new AppError(422, 'symbolRequired', {}, 'csv');
      if (new Set(entries.map((entry) => entry.symbol)).size > WATCHLIST_LIMITS.symbolsPerCall) {
        throw new AppError(422, 'watchlistTooManySymbols', {}, 'csv');
      }
      return addSymbols(db, viewer.user.userid, body.id, entries, services.now());
    },
    { bodyLimit: CSV_IMPORT_BODY_BYTES },
  );

  registerCall(app, services, call.values, async ({ body, viewer }) => {
    const list = await ownList(db, viewer.user.userid, body.id);
    const now = services.now();
    const nextEarnings = (symbols: readonly string[]) =>
      app.calendar.nextReports(symbols).catch((error: unknown) => {
        app.log.warn({ err: error }, 'calendar source failed; watchlist earnings left empty');
        return new Map<string, string>();
      });
    return { rows: await listValues({ db, store, kept, nextEarnings, now }, list), asOf: now };
  });
}
