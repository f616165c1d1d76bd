import { USERSTOCK_LIMITS, type Watchlist, WATCHLIST_LIMITS } from '@signaldesk/contract';
import { resolveSymbol } from '@signaldesk/market-data';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import { holdList, lastPos, readList, sectionsOf } from './watchlistStore.js';
import type { WatchlistsTable, WatchlistSymbolsTable } from './watchlistTables.js';

/** A symbol to add and the section it goes in, '' for the unnamed one at the top. */
export interface Entry {
  symbol: string;
  section: string;
}

export interface Added {
  list: Watchlist;
  /** Symbols that were not on the list before. */
  added: number;
  /** Symbols the symbol list does not hold, as written: not added. */
  unknown: string[];
  /** Favourites that made room for newer ones. */
  dropped: string[];
}

/** The listed symbol each text names: as written when the symbol list holds it, else in the product's spelling (600519.SH, hk00700, BRK.B). */
async function listedSpellings(db: Db, written: string[]): Promise<Map<string, string>> {
  const spelt = new Map(written.map((text) => [text, resolveSymbol(text) ?? text]));
  const rows = await db
    .selectFrom('symbols')
    .select('symbol')
    .where('symbol', 'in', [...new Set([...written, ...spelt.values()])])
    .execute();
  const known = new Set(rows.map((row) => row.symbol));
  const found = new Map<string, string>();
  for (const [text, symbol] of spelt) {
    if (known.has(text)) found.set(text, text);
    else if (known.has(symbol)) found.set(text, symbol);
  }
  return found;
}

const listedRows = (db: Db, listId: string) =>
  db.selectFrom('watchlist_symbols').selectAll().where('list_id', '=', listId).orderBy('pos').execute();

/** Spec §4: each symbol becomes the newest favourite in turn, already there or not, and only the last three stay. */
async function addFavourites(db: Db, row: WatchlistsTable, entries: Entry[], now: number): Promise<{ added: number; dropped: string[] }> {
  const listed = await listedRows(db, row.id);
  const before = new Map(listed.map((item) => [item.symbol, item]));
  const order = listed.map((item) => item.symbol);
  for (const { symbol } of entries) {
    if (order.includes(symbol)) order.splice(order.indexOf(symbol), 1);
    order.push(symbol);
  }
  const kept = order.slice(-USERSTOCK_LIMITS.favourites);
  const dropped = order.slice(0, -USERSTOCK_LIMITS.favourites).reverse();
  const named = new Set(entries.map((entry) => entry.symbol));
  const newest = kept.filter((symbol) => named.has(symbol));
  const gone = [...dropped, ...newest].filter((symbol) => before.has(symbol));
  if (gone.length > 0) await db.deleteFrom('watchlist_symbols').where('list_id', '=', row.id).where('symbol', 'in', gone).execute();
  if (newest.length > 0) {
    const last = await lastPos(db, row.id);
    const sectionOf = (symbol: string) => before.get(symbol)?.section ?? entries.find((entry) => entry.symbol === symbol)!.section;
    await db
      .insertInto('watchlist_symbols')
      .values(newest.map((symbol, i) => ({ list_id: row.id, symbol, section: sectionOf(symbol), pos: last + 1 + i, added_at: now })))
      .execute();
  }
  return { added: entries.filter((entry) => !before.has(entry.symbol)).length, dropped };
}

/** New symbols go at the end of their section; those already listed stay where they are. */
async function addToList(db: Db, row: WatchlistsTable, entries: Entry[], now: number): Promise<number> {
  const listed = new Set((await listedRows(db, row.id)).map((item) => item.symbol));
  const fresh = entries.filter((entry) => !listed.has(entry.symbol));
  const limit = row.kind === 'follow' ? USERSTOCK_LIMITS.follows : WATCHLIST_LIMITS.symbols;
  if (listed.size + fresh.length > limit) throw new AppError(409, row.kind === 'follow' ? 'followLimitReached' : 'watchlistFull', { limit });
  if (fresh.length === 0) return 0;
  const last = await lastPos(db, row.id);
  await db
    .insertInto('watchlist_symbols')
    .values(fresh.map((entry, i) => ({ list_id: row.id, symbol: entry.symbol, section: entry.section, pos: last + 1 + i, added_at: now })))
    .execute();
  return fresh.length;
}

/**
 * Adds symbols to one of the trader's lists, in one transaction that holds the list, so adds at once never pass its
 * limit. A symbol named twice counts once, in its first section; unknown symbols are named as written, not added.
 */
export async function addSymbols(db: Db, userid: string, id: string, entries: Entry[], now: number): Promise<Added> {
  return db.transaction().execute(async (trx) => {
    const row = await holdList(trx, userid, id, now);
    const sections = sectionsOf(row);
    const stray = entries.find((entry) => entry.section !== '' && !sections.includes(entry.section));
    if (stray) throw new AppError(422, 'watchlistUnknownSection', { section: stray.section.slice(0, WATCHLIST_LIMITS.nameLength) }, 'section');
    const listedAs = await listedSpellings(
      trx,
      entries.map((entry) => entry.symbol),
    );
    const unknown = [...new Set(entries.map((entry) => entry.symbol).filter((symbol) => !listedAs.has(symbol)))];
    const firsts = new Map<string, Entry>();
    for (const entry of entries) {
      const symbol = listedAs.get(entry.symbol);
      if (symbol !== undefined && !firsts.has(symbol)) firsts.set(symbol, { symbol, section: entry.section });
    }
    const adding = [...firsts.values()];
    const { added, dropped } =
      row.kind === 'feature' ? await addFavourites(trx, row, adding, now) : { added: await addToList(trx, row, adding, now), dropped: [] };
    return { list: await readList(trx, row), added, unknown, dropped };
  });
}

/** Takes symbols off a list; answers how many were on it. */
export async function dropSymbols(db: Db, userid: string, id: string, symbols: string[], now: number): Promise<{ list: Watchlist; removed: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await holdList(trx, userid, id, now);
    const result = await trx.deleteFrom('watchlist_symbols').where('list_id', '=', row.id).where('symbol', 'in', symbols).executeTakeFirst();
    return { list: await readList(trx, row), removed: Number(result.numDeletedRows) };
  });
}

/**
 * Sets the whole order and each symbol's section at once, as a drag leaves them. It must name every listed symbol
 * once and only sections the list has: anything else means the list changed elsewhere, and nothing is changed.
 */
export async function orderSymbols(db: Db, userid: string, id: string, items: Entry[], now: number): Promise<Watchlist> {
  return db.transaction().execute(async (trx) => {
    const row = await holdList(trx, userid, id, now);
    const listed = new Map((await listedRows(trx, row.id)).map((item) => [item.symbol, item]));
    const sections = sectionsOf(row);
    const matches =
      items.length === listed.size &&
      new Set(items.map((item) => item.symbol)).size === items.length &&
      items.every((item) => listed.has(item.symbol) && (item.section === '' || sections.includes(item.section)));
    if (!matches) throw new AppError(409, 'watchlistOrderMismatch', {}, 'items');
    if (items.length > 0) {
      await trx.deleteFrom('watchlist_symbols').where('list_id', '=', row.id).execute();
      const rows: WatchlistSymbolsTable[] = items.map((item, pos) => ({
        list_id: row.id,
        symbol: item.symbol,
        section: item.section,
        pos,
        added_at: listed.get(item.symbol)!.added_at,
      }));
      await trx.insertInto('watchlist_symbols').values(rows).execute();
    }
    return readList(trx, row);
  });
}
