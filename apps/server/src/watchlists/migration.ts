import { randomUUID } from 'node:crypto';
import { DEFAULT_WATCHLIST_COLUMNS } from '@signaldesk/contract';
import type { Kysely, Migration } from 'kysely';
import type { WatchlistTables } from './watchlistTables.js';

/** user_stocks as migration 0005 made it: the followed symbols and the favourites, newest highest. */
interface UserStockRows {
  user_stocks: { userid: string; list: string; symbol: string; pos: number; added_at: number };
}

/** The built-in lists' names and places; the web shows them in the reader's language by kind. */
export const BUILT_IN_LISTS = [
  { kind: 'follow', name: 'Followed', pos: 0 },
  { kind: 'feature', name: 'Favourites', pos: 1 },
] as const;

const ROWS_PER_INSERT = 500;

/**
 * Watchlists: named lists with sections and columns. The followed symbols and the favourites become each trader's
 * two built-in lists, their rows moved over with their order and dates; user_stocks goes.
 */
export const watchlistMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('watchlists')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('pos', 'integer', (c) => c.notNull())
      .addColumn('columns', 'text', (c) => c.notNull())
      .addColumn('sections', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('watchlists_owner_name', ['userid', 'name'])
      .execute();
    // The likelist and the 15-minute update read every followed list, or every favourites list, across traders.
    await db.schema.createIndex('watchlists_kind').on('watchlists').columns(['kind', 'userid']).execute();
    await db.schema
      .createTable('watchlist_symbols')
      .addColumn('list_id', 'text', (c) => c.notNull().references('watchlists.id'))
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('section', 'text', (c) => c.notNull())
      .addColumn('pos', 'bigint', (c) => c.notNull())
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('watchlist_symbols_pk', ['list_id', 'symbol'])
      .execute();
    // Which lists hold a symbol; joined to watchlists_kind, which lists of a kind.
    await db.schema.createIndex('watchlist_symbols_symbol').on('watchlist_symbols').columns(['symbol', 'list_id']).execute();

    const old = db as unknown as Kysely<UserStockRows>;
    const rows = await old.selectFrom('user_stocks').selectAll().orderBy('pos').execute();
    const byTrader = new Map<string, UserStockRows['user_stocks'][]>();
    for (const row of rows) {
      const own = byTrader.get(row.userid) ?? [];
      own.push(row);
      byTrader.set(row.userid, own);
    }
    const lists: WatchlistTables['watchlists'][] = [];
    const symbols: WatchlistTables['watchlist_symbols'][] = [];
    for (const [userid, own] of byTrader) {
      const first = Math.min(...own.map((row) => Number(row.added_at)));
      for (const { kind, name, pos } of BUILT_IN_LISTS) {
        const listed = own.filter((row) => row.list === kind);
        const id = randomUUID();
        const columns = JSON.stringify(DEFAULT_WATCHLIST_COLUMNS);
        const updated = Math.max(first, ...listed.map((row) => Number(row.added_at)));
        lists.push({ id, userid, name, kind, pos, columns, sections: '[]', created_at: first, updated_at: updated });
        for (const row of listed) symbols.push({ list_id: id, symbol: row.symbol, section: '', pos: Number(row.pos), added_at: Number(row.added_at) });
      }
    }
    const created = db as unknown as Kysely<WatchlistTables>;
    for (let i = 0; i < lists.length; i += ROWS_PER_INSERT) await created.insertInto('watchlists').values(lists.slice(i, i + ROWS_PER_INSERT)).execute();
    for (let i = 0; i < symbols.length; i += ROWS_PER_INSERT) {
      await created.insertInto('watchlist_symbols').values(symbols.slice(i, i + ROWS_PER_INSERT)).execute();
    }
    await db.schema.dropTable('user_stocks').execute();
  },
};
