import {
  MARKET_LIMITS,
  type Market,
  type Region,
  type Stock,
  type StockFilter,
  SYMBOL_TYPES,
  type SymbolInfo,
} from '@signaldesk/contract';
import { resolveSymbol, SYMBOLS } from '@signaldesk/market-data';
import type { Db } from '../db/database.js';
import type { SymbolsTable } from '../db/schema.js';
import { metaTags } from './stockMeta.js';

/** Rows per INSERT when loading the universe; six values each. */
const SYMBOLS_PER_STATEMENT = 500;

const universeRow = (info: SymbolInfo) => ({
  symbol: info.symbol,
  name: info.name,
  cnname: info.cnname,
  region: info.region,
  type: info.type,
  cap: info.cap,
});

/**
 * Loads the bundled universe: new symbols are added, known ones take the bundled names and caps and keep
 * their statistics, and symbols no longer bundled are dropped. One transaction, so readers never see half a list.
 */
export async function loadUniverse(db: Db, universe: readonly SymbolInfo[] = SYMBOLS): Promise<number> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < universe.length; start += SYMBOLS_PER_STATEMENT) {
      const rows = universe.slice(start, start + SYMBOLS_PER_STATEMENT).map(universeRow);
      await trx
        .insertInto('symbols')
        .values(rows)
        .onConflict((oc) =>
          oc.column('symbol').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            cnname: eb.ref('excluded.cnname'),
            region: eb.ref('excluded.region'),
            type: eb.ref('excluded.type'),
            cap: eb.ref('excluded.cap'),
          })),
        )
        .execute();
    }
    const bundled = new Set(universe.map((info) => info.symbol));
    const stored = await trx.selectFrom('symbols').select('symbol').execute();
    const dropped = stored.map((row) => row.symbol).filter((symbol) => !bundled.has(symbol));
    for (let start = 0; start < dropped.length; start += SYMBOLS_PER_STATEMENT) {
      await trx.deleteFrom('symbols').where('symbol', 'in', dropped.slice(start, start + SYMBOLS_PER_STATEMENT)).execute();
    }
  });
  return universe.length;
}

/** Fills the symbol list at the first start; later starts keep what the administrators made of it. */
export async function seedUniverse(db: Db): Promise<void> {
  const any = await db.selectFrom('symbols').select('symbol').limit(1).executeTakeFirst();
  if (!any) await loadUniverse(db);
}

export function toStock(row: SymbolsTable, tags: string[]): Stock {
  return {
    symbol: row.symbol,
    name: row.name,
    cnname: row.cnname,
    region: row.region as Region,
    type: Number(row.type),
    cap: Number(row.cap),
    tags,
    updown: row.updown === null ? null : Number(row.updown),
    close: row.close === null ? null : Number(row.close),
  };
}

export async function findSymbol(db: Db, symbol: string): Promise<SymbolsTable | undefined> {
  return db.selectFrom('symbols').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

/** Stocks of these rows, in their order, each with the tags of its meta. */
export async function withTags(db: Db, rows: SymbolsTable[]): Promise<Stock[]> {
  if (rows.length === 0) return [];
  const metas = await db
    .selectFrom('stock_meta')
    .select(['symbol', 'tags'])
    .where(
      'symbol',
      'in',
      rows.map((r) => r.symbol),
    )
    .execute();
  const tags = new Map(metas.map((m) => [m.symbol, metaTags(m.tags)]));
  return rows.map((row) => toStock(row, tags.get(row.symbol) ?? []));
}

export async function stocksOf(db: Db, symbols: readonly string[]): Promise<Stock[]> {
  if (symbols.length === 0) return [];
  const rows = await db.selectFrom('symbols').selectAll().where('symbol', 'in', [...symbols]).orderBy('cap', 'desc').execute();
  return withTags(db, rows);
}

export interface StockListFilter {
  page: number;
  region: Market;
  symbol?: string | undefined;
  filter?: StockFilter | undefined;
  /** Only these symbols (a label's or the followed ones); an empty list lists nothing. */
  only?: readonly string[] | undefined;
}

/**
 * A page of stocks, largest first; the text matches symbol, name or Chinese name, in any case, and names the symbol
 * it spells as traders write it (SH600519, 600519.SH, hk00700, btc/usdt).
 */
export async function listStocks(db: Db, filter: StockListFilter) {
  if (filter.only?.length === 0) return { list: [], total: 0, page: filter.page };
  let query = db.selectFrom('symbols');
  if (filter.region !== 'ALL') query = query.where('region', '=', filter.region);
  if (filter.only) query = query.where('symbol', 'in', [...filter.only]);
  if (filter.filter === 'index') query = query.where('type', '=', SYMBOL_TYPES.index);
  if (filter.filter === 'etf') query = query.where('type', '=', SYMBOL_TYPES.etf);
  // Spec §5: only US underlyings have option chains; indices are not traded as such.
  if (filter.filter === 'option') query = query.where('region', '=', 'US').where('type', '!=', SYMBOL_TYPES.index);
  // LIKE's wildcards are dropped rather than escaped: SQLite and PostgreSQL disagree on the default escape.
  const text = filter.symbol?.trim().toLowerCase().replace(/[\\%_]/g, '');
  if (text) {
    const pattern = `%${text}%`;
    const spelt = resolveSymbol(filter.symbol ?? '');
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['symbol']), 'like', pattern),
        eb(eb.fn('lower', ['name']), 'like', pattern),
        eb('cnname', 'like', pattern),
        ...(spelt ? [eb('symbol', '=', spelt)] : []),
      ]),
    );
  }
  const size = MARKET_LIMITS.stockPageSize;
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('cap', 'desc')
      .orderBy('symbol')
      .limit(size)
      .offset((filter.page - 1) * size)
      .execute(),
  ]);
  return { list: await withTags(db, rows), total: Number(total.n), page: filter.page };
}
