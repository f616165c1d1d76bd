import { randomUUID } from 'node:crypto';
import { strategyDuration } from '@signaldesk/backtest';
import {
  type BacktestStrategy,
  type Language,
  NO_SHORT_REGIONS,
  SIGNAL_LIMITS,
  type Signal,
  type SignalBook,
  type SignalRecord,
  type SignalSource,
  type SignalSourceChange,
  type SignalSourceInput,
  sourceText,
} from '@signaldesk/contract';
import { INDEX_LISTS, type IndexList, marketOf } from '@signaldesk/market-data';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import type { SignalSourcesTable } from './signalTables.js';

type SourceRow = Selectable<SignalSourcesTable>;

export const signalSourceNotFound = () => new AppError(404, 'signalSourceNotFound', {}, 'id');

const LISTS = new Map(INDEX_LISTS.map((list) => [list.slug, list]));

/** The index list a slug names, or undefined. */
export const indexList = (slug: string): IndexList | undefined => LISTS.get(slug);

/** A source as the team and the computation read it. */
export interface StoredSource {
  id: string;
  name: string;
  description: string;
  strategy: BacktestStrategy;
  lists: string[];
  published: boolean;
  createdAt: number;
  updatedAt: number;
}

function sourceOf(row: SourceRow): StoredSource {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    strategy: JSON.parse(row.strategy),
    lists: JSON.parse(row.lists),
    published: Number(row.published) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A source as the team reads it, a house source's words in the reader's language. */
export const sourceView = (source: StoredSource, lang: Language): SignalSource => ({
  ...source,
  name: sourceText(source.id, 'name', source.name, lang),
  description: sourceText(source.id, 'description', source.description, lang),
});

/** Every list an index list slug, and none with A-shares under a short strategy, which the A-share market does not allow. */
function checkLists(lists: readonly string[], strategy: BacktestStrategy): void {
  for (const slug of lists) {
    const list = indexList(slug);
    if (!list) throw new AppError(422, 'signalListUnknown', { list: slug }, 'lists');
    if (strategy.direction === 'short' && list.members.some((symbol) => NO_SHORT_REGIONS.includes(marketOf(symbol)))) {
      throw new AppError(422, 'backtestShortNotAllowed', {}, 'lists');
    }
  }
}

export async function readSource(db: Db, id: string): Promise<StoredSource | undefined> {
  const row = await db.selectFrom('signal_sources').selectAll().where('id', '=', id).executeTakeFirst();
  return row && sourceOf(row);
}

export async function allSources(db: Db): Promise<StoredSource[]> {
  const rows = await db.selectFrom('signal_sources').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(sourceOf);
}

export async function publishedSources(db: Db): Promise<StoredSource[]> {
  return (await allSources(db)).filter((source) => source.published);
}

export async function createSource(db: Db, input: SignalSourceInput, now: number): Promise<StoredSource> {
  const lists = [...new Set(input.lists)];
  checkLists(lists, input.strategy);
  const { count } = await db
    .selectFrom('signal_sources')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) >= SIGNAL_LIMITS.sources) throw new AppError(409, 'signalSourceLimit', { limit: SIGNAL_LIMITS.sources });
  const row: SourceRow = {
    id: randomUUID(),
    name: input.name,
    description: input.description,
    strategy: JSON.stringify(input.strategy),
    lists: JSON.stringify(lists),
    published: input.published ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('signal_sources').values(row).execute();
  return sourceOf(row);
}

/**
 * Replaces the fields given. A list dropped takes its book and followers with it; a new strategy drops every
 * book, as the old record is no longer the source's.
 */
export async function updateSource(db: Db, change: SignalSourceChange, now: number): Promise<StoredSource> {
  const current = await readSource(db, change.id);
  if (!current) throw signalSourceNotFound();
  const next: StoredSource = {
    ...current,
    name: change.name ?? current.name,
    description: change.description ?? current.description,
    strategy: change.strategy ?? current.strategy,
    lists: change.lists ? [...new Set(change.lists)] : current.lists,
    published: change.published ?? current.published,
    updatedAt: now,
  };
  checkLists(next.lists, next.strategy);
  const dropped = current.lists.filter((list) => !next.lists.includes(list));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('signal_sources')
      .set({
        name: next.name,
        description: next.description,
        strategy: JSON.stringify(next.strategy),
        lists: JSON.stringify(next.lists),
        published: next.published ? 1 : 0,
        updated_at: now,
      })
      .where('id', '=', next.id)
      .execute();
    if (change.strategy) await trx.deleteFrom('signal_books').where('source_id', '=', next.id).execute();
    if (dropped.length > 0) {
      await trx.deleteFrom('signal_books').where('source_id', '=', next.id).where('list', 'in', dropped).execute();
      await trx.deleteFrom('signal_follows').where('source_id', '=', next.id).where('list', 'in', dropped).execute();
    }
  });
  return next;
}

export async function removeSource(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('signal_books').where('source_id', '=', id).execute();
    await trx.deleteFrom('signal_follows').where('source_id', '=', id).execute();
    await trx.deleteFrom('signal_progress').where('source_id', '=', id).execute();
    const removed = await trx.deleteFrom('signal_sources').where('id', '=', id).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw signalSourceNotFound();
  });
}

export interface BookToWrite {
  record: SignalRecord | null;
  signals: Signal[];
  asOf: number | null;
  /** What it was computed from: the next computation skips the list while this stays the same. */
  fingerprint: string;
}

/** Writes a source's book on a list unless the source was withdrawn or removed meanwhile; answers whether it did. */
export async function writeBook(db: Db, sourceId: string, list: string, book: BookToWrite, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const source = await trx.selectFrom('signal_sources').select('published').where('id', '=', sourceId).executeTakeFirst();
    if (Number(source?.published) !== 1) return false;
    const values = {
      record: book.record === null ? null : JSON.stringify(book.record),
      signals: JSON.stringify(book.signals),
      as_of: book.asOf,
      computed_at: now,
      candles_fingerprint: book.fingerprint,
    };
    await trx
      .insertInto('signal_books')
      .values({ source_id: sourceId, list, ...values })
      .onConflict((oc) => oc.columns(['source_id', 'list']).doUpdateSet(values))
      .execute();
    return true;
  });
}

export async function hasBook(db: Db, sourceId: string, list: string): Promise<boolean> {
  const row = await db.selectFrom('signal_books').select('list').where('source_id', '=', sourceId).where('list', '=', list).executeTakeFirst();
  return row !== undefined;
}

/** What the source's book on the list was last computed from; null without a book. */
export async function bookFingerprint(db: Db, sourceId: string, list: string): Promise<string | null> {
  const row = await db.selectFrom('signal_books').select('candles_fingerprint').where('source_id', '=', sourceId).where('list', '=', list).executeTakeFirst();
  return row?.candles_fingerprint ?? null;
}

/** How far the computation of the source's book on the list has got, in steps of `total`. */
export async function writeProgress(db: Db, sourceId: string, list: string, done: number, total: number, now: number): Promise<void> {
  const values = { done, total, updated_at: now };
  await db
    .insertInto('signal_progress')
    .values({ source_id: sourceId, list, ...values })
    .onConflict((oc) => oc.columns(['source_id', 'list']).doUpdateSet(values))
    .execute();
}

/** The computation of the source's book on the list is over, written, skipped or given up. */
export async function clearProgress(db: Db, sourceId: string, list: string): Promise<void> {
  await db.deleteFrom('signal_progress').where('source_id', '=', sourceId).where('list', '=', list).execute();
}

/** Published sources that have no book yet on some list they name. */
export async function sourcesWithoutBooks(db: Db): Promise<string[]> {
  const books = await db.selectFrom('signal_books').select(['source_id', 'list']).execute();
  const have = new Set(books.map((book) => `${book.source_id}|${book.list}`));
  return (await publishedSources(db)).filter((source) => source.lists.some((list) => !have.has(`${source.id}|${list}`))).map((source) => source.id);
}

/**
 * The published sources on a list, newest first, in the reader's language: their books there, how far a first book
 * under way has got, and whether the reader follows each.
 */
export async function boardOf(db: Db, list: string, userid: string, lang: Language): Promise<SignalBook[]> {
  const sources = (await publishedSources(db)).filter((source) => source.lists.includes(list));
  if (sources.length === 0) return [];
  const ids = sources.map((source) => source.id);
  const books = new Map(
    (await db.selectFrom('signal_books').selectAll().where('list', '=', list).where('source_id', 'in', ids).execute()).map((row) => [row.source_id, row]),
  );
  const progress = new Map(
    (await db.selectFrom('signal_progress').selectAll().where('list', '=', list).where('source_id', 'in', ids).execute()).map((row) => [
      row.source_id,
      Math.min(1, Number(row.done) / Math.max(1, Number(row.total))),
    ]),
  );
  const followed = new Set(
    (await db.selectFrom('signal_follows').select('source_id').where('userid', '=', userid).where('list', '=', list).execute()).map((row) => row.source_id),
  );
  return sources.map((source) => {
    const book = books.get(source.id);
    return {
      source: {
        id: source.id,
        name: sourceText(source.id, 'name', source.name, lang),
        description: sourceText(source.id, 'description', source.description, lang),
        direction: source.strategy.direction,
        duration: strategyDuration(source.strategy) as SignalBook['source']['duration'],
      },
      record: book?.record ? JSON.parse(book.record) : null,
      signals: book ? JSON.parse(book.signals) : [],
      asOf: book?.as_of === null || book?.as_of === undefined ? null : Number(book.as_of),
      computedAt: book ? Number(book.computed_at) : null,
      progress: book ? null : (progress.get(source.id) ?? null),
      following: followed.has(source.id),
    };
  });
}

/** Follows or stops following; only a published source on one of its lists may be followed, and stopping is always fine. */
export async function setFollow(db: Db, userid: string, sourceId: string, list: string, follow: boolean, now: number): Promise<boolean> {
  if (!follow) {
    await db.deleteFrom('signal_follows').where('userid', '=', userid).where('source_id', '=', sourceId).where('list', '=', list).execute();
    return false;
  }
  const source = await readSource(db, sourceId);
  if (!source?.published) throw new AppError(404, 'signalSourceNotFound', {}, 'source');
  if (!source.lists.includes(list)) throw new AppError(422, 'signalNotOnList', {}, 'list');
  const already = await db
    .selectFrom('signal_follows')
    .select('userid')
    .where('userid', '=', userid)
    .where('source_id', '=', sourceId)
    .where('list', '=', list)
    .executeTakeFirst();
  if (already) return true;
  const { count } = await db
    .selectFrom('signal_follows')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userid', '=', userid)
    .executeTakeFirstOrThrow();
  if (Number(count) >= SIGNAL_LIMITS.followsPerUser) throw new AppError(409, 'signalFollowLimit', { limit: SIGNAL_LIMITS.followsPerUser });
  await db
    .insertInto('signal_follows')
    .values({ userid, source_id: sourceId, list, created_at: now })
    .onConflict((oc) => oc.columns(['userid', 'source_id', 'list']).doNothing())
    .execute();
  return true;
}
