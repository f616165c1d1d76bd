import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import type { MarketModule } from '../market/marketModule.js';
import { contractInfo, hasOptions, isContractCode, optionChain } from './optionChains.js';
import { followedSymbols } from '../userstock/userStocks.js';
import { readLabels } from './labels.js';
import { createMeta, INDEX_TAGS, listMetas, readMeta, removeMeta, symbolsTagged, updateMeta } from './stockMeta.js';
import { findSymbol, listStocks, loadUniverse, stocksOf, toStock } from './symbolList.js';

export async function knownSymbol(services: Services, symbol: string) {
  const row = await findSymbol(services.db, symbol);
  if (!row) throw new AppError(404, 'unknownSymbol', { symbol }, 'symbol');
  return row;
}

/** A chart may be of a listed symbol or of an option contract, which the symbol list does not hold. */
export async function chartSymbol(services: Services, symbol: string): Promise<void> {
  if (!isContractCode(symbol)) {
    await knownSymbol(services, symbol);
    return;
  }
  if (!contractInfo(symbol)) throw new AppError(404, 'unknownSymbol', { symbol }, 'symbol');
}

export function registerStocks(app: FastifyInstance, services: Services, market: MarketModule): void {
  const { db } = services;
  const stock = async (symbol: string) => {
    const row = await knownSymbol(services, symbol);
    return toStock(row, (await readMeta(db, symbol))?.tags ?? []);
  };

  registerCall(app, services, calls.stocks.list, async ({ body, viewer }) => {
    const tagged = body.tag === undefined ? undefined : await symbolsTagged(db, body.tag);
    const followed = body.filter === 'fav' ? await followedSymbols(db, viewer.user.userid) : undefined;
    const only = tagged && followed ? tagged.filter((symbol) => followed.includes(symbol)) : (tagged ?? followed);
    return listStocks(db, { ...body, only });
  });

  registerCall(app, services, calls.stocks.labels, async () => ({ list: await readLabels(db), indices: [...INDEX_TAGS] }));

  registerCall(app, services, calls.stocks.metaList, ({ body }) => listMetas(db, body));

  registerCall(app, services, calls.stocks.atom, async ({ body }) => {
    await knownSymbol(services, body.symbol);
    market.jobs.noteOpened(body.symbol);
    // A stock opened for the first time gets its daily history now; a source that fails leaves what is stored.
    await market.service.ensureFresh(body.symbol, '1d').catch((error: unknown) => app.log.warn({ err: error }, 'atom refresh failed'));
    // The symbol's row is read again after the refresh, which may have written its close and change.
    const [row, meta, quote, snapshot] = await Promise.all([
      knownSymbol(services, body.symbol),
      readMeta(db, body.symbol),
      market.service.lastQuote(body.symbol),
      market.service.snapshot(body.symbol, '1d'),
    ]);
    return { stock: toStock(row, meta?.tags ?? []), meta, quote, snapshot, demo: market.service.demo };
  });

  registerCall(app, services, calls.stocks.byTag, async ({ body }) => ({
    list: await stocksOf(db, await symbolsTagged(db, body.tag)),
  }));

  registerCall(app, services, calls.stocks.options, async ({ body }) => {
    if (isContractCode(body.symbol)) {
      const info = contractInfo(body.symbol);
      if (!info) throw new AppError(404, 'unknownSymbol', { symbol: body.symbol }, 'symbol');
      await knownSymbol(services, info.underlying);
      return info;
    }
    await knownSymbol(services, body.symbol);
    if (!hasOptions(body.symbol)) throw new AppError(404, 'noOptionData', { symbol: body.symbol }, 'symbol');
    return optionChain(market.service.provider, body.symbol, body.date, market.patience);
  });

  registerCall(app, services, calls.stocks.metaCreate, async ({ body }) => {
    await knownSymbol(services, body.symbol);
    return { meta: await createMeta(db, body.symbol, body, services.now()) };
  });

  registerCall(app, services, calls.stocks.metaUpdate, async ({ body }) => {
    await knownSymbol(services, body.symbol);
    return { meta: await updateMeta(db, body.symbol, body, services.now()) };
  });

  registerCall(app, services, calls.stocks.metaRemove, async ({ body }) => {
    await knownSymbol(services, body.symbol);
    await removeMeta(db, body.symbol);
    return null;
  });

  registerCall(app, services, calls.stocks.statsReset, async ({ body }) => {
    await knownSymbol(services, body.symbol);
    await market.service.reset(body.symbol);
    try {
      await market.jobs.recordSeries('update', `${body.symbol} 1d`, () => market.service.update(body.symbol, '1d'));
    } catch {
      throw new AppError(503, 'marketSourceFailed', { symbol: body.symbol });
    }
    return { stock: await stock(body.symbol) };
  });

  registerCall(app, services, calls.stocks.symbolsReset, async () => ({ symbols: await loadUniverse(db) }));
}
