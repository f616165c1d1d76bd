import { randomUUID } from 'node:crypto';
import { FEATURED_LIMITS, type FeaturedItem, labelSlug } from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import type { FeaturedItemsTable } from '../db/schema.js';
import { AppError } from '../http/AppError.js';
import { metaTags } from '../stocks/stockMeta.js';
import { stocksOf } from '../stocks/symbolList.js';

const notFound = () => new AppError(404, 'featuredNotFound', {}, 'idx');

export interface NewFeatured {
  symbol: string;
  title: string;
  reason: string;
  tags: string[];
}

export interface FeaturedChange {
  title?: string | undefined;
  reason?: string | undefined;
  tags?: string[] | undefined;
}

async function withStocks(db: Db, rows: FeaturedItemsTable[]): Promise<FeaturedItem[]> {
  const stocks = new Map((await stocksOf(db, [...new Set(rows.map((row) => row.symbol))])).map((stock) => [stock.symbol, stock]));
  // An idea whose symbol left the universe has nothing to open; it stays stored until removed.
  return rows.flatMap((row) => {
    const stock = stocks.get(row.symbol);
    if (!stock) return [];
    return {
      idx: row.idx,
      stock,
      title: row.title,
      reason: row.reason,
      tags: metaTags(row.tags),
      pushed: Number(row.pushed) === 1 ? 1 : 0,
      pushedAt: row.pushed_at === null ? null : Number(row.pushed_at),
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
    };
  });
}

async function readItem(db: Db, idx: string): Promise<FeaturedItemsTable> {
  const row = await db.selectFrom('featured_items').selectAll().where('idx', '=', idx).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const one = async (db: Db, row: FeaturedItemsTable) => {
  const [item] = await withStocks(db, [row]);
  if (!item) throw notFound();
  return item;
};

/** Newest first; with a tag, only the ideas carrying it (compared as label slugs). */
export async function listFeatured(db: Db, tag?: string): Promise<FeaturedItem[]> {
  const rows = await db.selectFrom('featured_items').selectAll().orderBy('created_at', 'desc').orderBy('idx').execute();
  if (tag === undefined) return withStocks(db, rows);
  const wanted = labelSlug(tag);
  if (!wanted) return [];
  return withStocks(
    db,
    rows.filter((row) => metaTags(row.tags).some((t) => labelSlug(t) === wanted)),
  );
}

export async function createFeatured(db: Db, by: string, input: NewFeatured, now: number): Promise<FeaturedItem> {
  const { kept } = await db.selectFrom('featured_items').select((eb) => eb.fn.countAll<number>().as('kept')).executeTakeFirstOrThrow();
  if (Number(kept) >= FEATURED_LIMITS.items) throw new AppError(409, 'featuredLimitReached', { limit: FEATURED_LIMITS.items });
  const row: FeaturedItemsTable = {
    idx: randomUUID(),
    symbol: input.symbol,
    title: input.title,
    reason: input.reason,
    tags: JSON.stringify(input.tags),
    pushed: 0,
    pushed_at: null,
    created_by: by,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('featured_items').values(row).execute();
  return one(db, row);
}

export async function updateFeatured(db: Db, idx: string, change: FeaturedChange, now: number): Promise<FeaturedItem> {
  const row = await db
    .updateTable('featured_items')
    .set({
      ...(change.title === undefined ? {} : { title: change.title }),
      ...(change.reason === undefined ? {} : { reason: change.reason }),
      ...(change.tags === undefined ? {} : { tags: JSON.stringify(change.tags) }),
      updated_at: now,
    })
    .where('idx', '=', idx)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return one(db, row);
}

export async function removeFeatured(db: Db, idx: string): Promise<void> {
  const result = await db.deleteFrom('featured_items').where('idx', '=', idx).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

/** Drops every idea; pushes already made stay on record for their delivery. */
export async function clearFeatured(db: Db): Promise<number> {
  const result = await db.deleteFrom('featured_items').executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Spec §4: push sets pushed to 1 and records the push in featured_pushes with delivered_at empty, in one
 * transaction, so a push is never lost between the two; each push (a second one included) is sent as its own.
 */
export async function pushFeatured(db: Db, idx: string, by: string, now: number): Promise<FeaturedItem> {
  const item = await readItem(db, idx);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('featured_items').set({ pushed: 1, pushed_at: now }).where('idx', '=', idx).execute();
    await trx
      .insertInto('featured_pushes')
      .values({ id: randomUUID(), idx, symbol: item.symbol, title: item.title, reason: item.reason, pushed_by: by, pushed_at: now, delivered_at: null })
      .execute();
  });
  return one(db, { ...item, pushed: 1, pushed_at: now });
}
