import { randomUUID } from 'node:crypto';
import {
  DEFAULT_WATCHLIST_COLUMNS,
  type Watchlist,
  type WatchlistColumn,
  watchlistColumnSchema,
  type WatchlistKind,
  WATCHLIST_LIMITS,
  type WatchlistSummary,
} from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import { BUILT_IN_LISTS } from './migration.js';
import type { WatchlistsTable } from './watchlistTables.js';

export const listNotFound = () => new AppError(404, 'watchlistNotFound', {}, 'id');
const builtIn = () => new AppError(409, 'watchlistBuiltIn');

export const sectionsOf = (row: WatchlistsTable): string[] => JSON.parse(row.sections) as string[];

/** Kept as checked when saved; a column the catalogue has since dropped is left out rather than refused. */
function columnsOf(row: WatchlistsTable): WatchlistColumn[] {
  return (JSON.parse(row.columns) as unknown[]).flatMap((column) => {
    const kept = watchlistColumnSchema.safeParse(column);
    return kept.success ? [kept.data] : [];
  });
}

/** The followed list and the favourites, for a trader who has them not yet; two first calls at once make them once. */
export async function ensureBuiltIns(db: Db, userid: string, now: number): Promise<void> {
  const have = await db.selectFrom('watchlists').select('kind').where('userid', '=', userid).where('kind', '!=', 'own').execute();
  const missing = BUILT_IN_LISTS.filter((list) => !have.some((row) => row.kind === list.kind));
  if (missing.length === 0) return;
  const columns = JSON.stringify(DEFAULT_WATCHLIST_COLUMNS);
  await db
    .insertInto('watchlists')
    .values(missing.map((list) => ({ id: randomUUID(), userid, ...list, columns, sections: '[]', created_at: now, updated_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The id of the trader's followed list or favourites, made first if need be. */
export async function builtInId(db: Db, userid: string, kind: Exclude<WatchlistKind, 'own'>, now: number): Promise<string> {
  await ensureBuiltIns(db, userid, now);
  const row = await db.selectFrom('watchlists').select('id').where('userid', '=', userid).where('kind', '=', kind).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Holds one of the trader's lists for a change and stamps it: a second change to it waits until the first commits.
 * Another trader's list, or none, reads as missing.
 */
export async function holdList(db: Db, userid: string, id: string, now: number): Promise<WatchlistsTable> {
  const row = await db
    .updateTable('watchlists')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('userid', '=', userid)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw listNotFound();
  return row;
}

/** Writing the trader's own row first holds PostgreSQL's list creations and renames of one trader in line. */
async function holdTrader(db: Db, userid: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ userid: eb.ref('userid') }))
    .where('userid', '=', userid)
    .execute();
}

/** A list with its symbols in the trader's order: the unnamed section's, then each section's in the sections' order. */
export async function readList(db: Db, row: WatchlistsTable): Promise<Watchlist> {
  const sections = sectionsOf(row);
  const rows = await db
    .selectFrom('watchlist_symbols')
    .leftJoin('symbols', 'symbols.symbol', 'watchlist_symbols.symbol')
    .select(['watchlist_symbols.symbol', 'watchlist_symbols.section', 'symbols.name', 'symbols.cnname', 'symbols.region'])
    .where('watchlist_symbols.list_id', '=', row.id)
    .orderBy('watchlist_symbols.pos')
    .execute();
  const place = (section: string) => (section === '' ? -1 : sections.indexOf(section));
  // A symbol the symbol list has since dropped stays on the list under its own name, so nothing goes unseen.
  const items = rows
    .sort((a, b) => place(a.section) - place(b.section))
    .map((item) => ({ symbol: item.symbol, section: item.section, name: item.name ?? item.symbol, cnname: item.cnname ?? '', region: item.region ?? '' }));
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    count: items.length,
    columns: columnsOf(row),
    sections,
    items,
    updatedAt: Number(row.updated_at),
  };
}

export async function ownList(db: Db, userid: string, id: string): Promise<Watchlist> {
  const row = await db.selectFrom('watchlists').selectAll().where('id', '=', id).where('userid', '=', userid).executeTakeFirst();
  if (!row) throw listNotFound();
  return readList(db, row);
}

/** The trader's lists in their order, the followed list and the favourites first. */
export async function listSummaries(db: Db, userid: string, now: number): Promise<WatchlistSummary[]> {
  await ensureBuiltIns(db, userid, now);
  const rows = await db
    .selectFrom('watchlists')
    .leftJoin('watchlist_symbols', 'watchlist_symbols.list_id', 'watchlists.id')
    .select(['watchlists.id', 'watchlists.name', 'watchlists.kind', (eb) => eb.fn.count<number>('watchlist_symbols.symbol').as('count')])
    .where('watchlists.userid', '=', userid)
    .groupBy(['watchlists.id', 'watchlists.name', 'watchlists.kind', 'watchlists.pos'])
    .orderBy('watchlists.pos')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function createList(db: Db, userid: string, name: string, now: number): Promise<Watchlist> {
  await ensureBuiltIns(db, userid, now);
  return db.transaction().execute(async (trx) => {
    await holdTrader(trx, userid);
    const lists = await trx.selectFrom('watchlists').select(['name', 'pos']).where('userid', '=', userid).execute();
    if (lists.length >= WATCHLIST_LIMITS.lists) throw new AppError(409, 'watchlistLimitReached', { limit: WATCHLIST_LIMITS.lists });
    if (lists.some((list) => list.name === name)) throw new AppError(409, 'watchlistNameTaken', {}, 'name');
    const row: WatchlistsTable = {
      id: randomUUID(),
      userid,
      name,
      kind: 'own',
      pos: Math.max(...lists.map((list) => Number(list.pos))) + 1,
      columns: JSON.stringify(DEFAULT_WATCHLIST_COLUMNS),
      sections: '[]',
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('watchlists').values(row).execute();
    return readList(trx, row);
  });
}

export interface ListChanges {
  name?: string | undefined;
  columns?: WatchlistColumn[] | undefined;
  sections?: string[] | undefined;
}

/** The highest place on a list, 0 for an empty one: a symbol added next goes after it. */
export async function lastPos(db: Db, listId: string): Promise<number> {
  const { last } = await db
    .selectFrom('watchlist_symbols')
    .select((eb) => eb.fn.max('pos').as('last'))
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return Number(last ?? 0);
}

/** Puts the symbols of dropped sections at the end of the unnamed one, each section's in its order. */
async function moveToTop(db: Db, listId: string, dropped: string[]): Promise<void> {
  for (const section of dropped) {
    const { first } = await db
      .selectFrom('watchlist_symbols')
      .select((eb) => eb.fn.min('pos').as('first'))
      .where('list_id', '=', listId)
      .where('section', '=', section)
      .executeTakeFirstOrThrow();
    if (first === null) continue;
    const shift = (await lastPos(db, listId)) + 1 - Number(first);
    await db
      .updateTable('watchlist_symbols')
      .set((eb) => ({ section: '', pos: eb('pos', '+', shift) }))
      .where('list_id', '=', listId)
      .where('section', '=', section)
      .execute();
  }
}

/** Renames a list or sets its columns or sections; the built-in lists keep their names. */
export async function updateList(db: Db, userid: string, id: string, changes: ListChanges, now: number): Promise<Watchlist> {
  return db.transaction().execute(async (trx) => {
    if (changes.name !== undefined) await holdTrader(trx, userid);
    const row = await holdList(trx, userid, id, now);
    const set: Partial<WatchlistsTable> = { updated_at: now };
    if (changes.name !== undefined && changes.name !== row.name) {
      if (row.kind !== 'own') throw builtIn();
      const taken = await trx.selectFrom('watchlists').select('id').where('userid', '=', userid).where('name', '=', changes.name).executeTakeFirst();
      if (taken) throw new AppError(409, 'watchlistNameTaken', {}, 'name');
      set.name = changes.name;
    }
    if (changes.columns) set.columns = JSON.stringify(changes.columns);
    if (changes.sections) {
      const sections = [...new Set(changes.sections)];
      await moveToTop(trx, row.id, sectionsOf(row).filter((section) => !sections.includes(section)));
      set.sections = JSON.stringify(sections);
    }
    const updated = await trx.updateTable('watchlists').set(set).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    return readList(trx, updated);
  });
}

export async function removeList(db: Db, userid: string, id: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await holdList(trx, userid, id, now);
    if (row.kind !== 'own') throw builtIn();
    await trx.deleteFrom('watchlist_symbols').where('list_id', '=', row.id).execute();
    await trx.deleteFrom('watchlists').where('id', '=', row.id).execute();
  });
}
