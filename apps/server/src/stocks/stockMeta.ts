import { type IndexTag, labelSlug, type StockMeta } from '@signaldesk/contract';
import { INDEX_LISTS, type IndexList } from '@signaldesk/market-data';
import type { Db } from '../db/database.js';
import type { StockMetaTable } from '../db/schema.js';
import { AppError } from '../http/AppError.js';

export function metaTags(json: string): string[] {
  const tags: unknown = JSON.parse(json);
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
}

const toMeta = (row: StockMetaTable): StockMeta => ({
  symbol: row.symbol,
  tags: metaTags(row.tags),
  intro: row.intro,
  fields: JSON.parse(row.fields) as StockMeta['fields'],
  updatedAt: Number(row.updated_at),
});

export interface MetaChange {
  tags?: string[] | undefined;
  intro?: string | undefined;
  fields?: StockMeta['fields'] | undefined;
}

export async function readMeta(db: Db, symbol: string): Promise<StockMeta | null> {
  const row = await db.selectFrom('stock_meta').selectAll().where('symbol', '=', symbol).executeTakeFirst();
  return row ? toMeta(row) : null;
}

export async function createMeta(db: Db, symbol: string, change: MetaChange, now: number): Promise<StockMeta> {
  const row: StockMetaTable = {
    symbol,
    tags: JSON.stringify(change.tags ?? []),
    intro: change.intro ?? '',
    fields: JSON.stringify(change.fields ?? {}),
    updated_at: now,
  };
  const inserted = await db.insertInto('stock_meta').values(row).onConflict((oc) => oc.column('symbol').doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new AppError(409, 'stockMetaExists', { symbol }, 'symbol');
  return toMeta(row);
}

/** Changes only the fields sent; `fields` is merged key by key, a null value drops that key. */
export async function updateMeta(db: Db, symbol: string, change: MetaChange, now: number): Promise<StockMeta> {
  const current = await readMeta(db, symbol);
  if (!current) throw new AppError(404, 'stockMetaNotFound', { symbol }, 'symbol');
  const fields = { ...current.fields };
  for (const [key, value] of Object.entries(change.fields ?? {})) {
    if (value === null) delete fields[key];
    else fields[key] = value;
  }
  const next = { tags: change.tags ?? current.tags, intro: change.intro ?? current.intro, fields };
  await db
    .updateTable('stock_meta')
    .set({ tags: JSON.stringify(next.tags), intro: next.intro, fields: JSON.stringify(next.fields), updated_at: now })
    .where('symbol', '=', symbol)
    .execute();
  return { symbol, ...next, updatedAt: now };
}

export async function removeMeta(db: Db, symbol: string): Promise<void> {
  const result = await db.deleteFrom('stock_meta').where('symbol', '=', symbol).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(404, 'stockMetaNotFound', { symbol }, 'symbol');
}

const indexBySlug = new Map<string, IndexList>(
  INDEX_LISTS.flatMap((list) => [list.slug, labelSlug(list.name), labelSlug(list.cnname)].map((slug) => [slug, list] as const)),
);

/** The built-in index lists, in a fixed order, as every stock list and backtest may name them. */
export const INDEX_TAGS: readonly IndexTag[] = INDEX_LISTS.map(({ slug, name, cnname, index, members }) => ({
  slug,
  name,
  cnname,
  index,
  count: members.length,
}));

/**
 * Symbols carrying a tag, compared by label slug, so "Cloud AI", "cloud-ai" and "cloud ai" are one;
 * an index list's slug or name ("sp500", "S&P 500", "沪深300") brings its members as well as the stocks tagged so.
 */
export async function symbolsTagged(db: Db, tag: string): Promise<string[]> {
  const wanted = labelSlug(tag);
  if (!wanted) return [];
  const rows = await db.selectFrom('stock_meta').select(['symbol', 'tags']).execute();
  const tagged = rows.filter((row) => metaTags(row.tags).some((t) => labelSlug(t) === wanted)).map((row) => row.symbol);
  const members = indexBySlug.get(wanted)?.members ?? [];
  return [...new Set([...members, ...tagged])];
}

/** Super's list of the stocks with meta, most recently changed first, with the names of each stock. */
export async function listMetas(db: Db, query: { symbol?: string | undefined; page: number; pageSize: number }) {
  let base = db.selectFrom('stock_meta').innerJoin('symbols', 'symbols.symbol', 'stock_meta.symbol');
  const text = query.symbol?.trim().toUpperCase().replace(/[\\%_]/g, '');
  if (text) base = base.where('stock_meta.symbol', 'like', `%${text}%`);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('stock_meta')
    .select(['symbols.name', 'symbols.cnname', 'symbols.region'])
    .orderBy('stock_meta.updated_at', 'desc')
    .orderBy('stock_meta.symbol')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    list: rows.map((row) => ({ ...toMeta(row), name: row.name, cnname: row.cnname, region: row.region })),
    total: Number(total),
  };
}
