import { DEFAULT_WATCHLIST_COLUMNS } from '@signaldesk/contract';
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrations.js';
import type { Database } from '../src/db/schema.js';
import { useEmptyDatabase } from './emptyDatabase.js';
import { describeEachDatabase } from './harness.js';

/** The tables as migration 0025 left them, as far as the lists need. */
interface OldTables {
  users: { userid: string; username: string; regtype: string; role: string; created_at: number };
  user_stocks: { userid: string; list: string; symbol: string; pos: number; added_at: number };
}

const T = 1_767_225_600;

describeEachDatabase('watchlists migration', (kind) => {
  const empty = useEmptyDatabase(kind, 'watchlists');

  it('moves every followed symbol and favourite into the two built-in lists, in order with their dates, and drops user_stocks', async () => {
    const { db, schema: migrationSchema } = empty();
    await migrateTo(db, '0025_chart_indicator_lists', migrationSchema);
    const old = db as Kysely<OldTables>;
    await old
      .insertInto('users')
      .values(['ann', 'ben', 'cat'].map((userid) => ({ userid, username: userid, regtype: 'email', role: 'member', created_at: T })))
      .execute();
    const followed = Array.from({ length: 600 }, (_, i) => ({ userid: 'ann', list: 'follow', symbol: `S${i}`, pos: 1_000 - i, added_at: T + i }));
    await old.insertInto('user_stocks').values(followed.slice(0, 300)).execute();
    await old.insertInto('user_stocks').values(followed.slice(300)).execute();
    await old
      .insertInto('user_stocks')
      .values([
        { userid: 'ann', list: 'feature', symbol: 'MSFT', pos: 7, added_at: T + 70 },
        { userid: 'ann', list: 'feature', symbol: 'AAPL', pos: 9, added_at: T + 90 },
        { userid: 'ann', list: 'feature', symbol: 'NVDA', pos: 8, added_at: T + 80 },
        { userid: 'ben', list: 'feature', symbol: 'TSLA', pos: 1, added_at: T + 5 },
      ])
      .execute();

    await migrateToLatest(db, migrationSchema);

    const now = db as Kysely<Database>;
    const lists = await now.selectFrom('watchlists').selectAll().orderBy('userid').orderBy('pos').execute();
    expect(lists.map((list) => [list.userid, list.name, list.kind, Number(list.pos)])).toEqual([
      ['ann', 'Followed', 'follow', 0],
      ['ann', 'Favourites', 'feature', 1],
      ['ben', 'Followed', 'follow', 0],
      ['ben', 'Favourites', 'feature', 1],
    ]);
    for (const list of lists) {
      expect(JSON.parse(list.columns)).toEqual(DEFAULT_WATCHLIST_COLUMNS);
      expect(list.sections).toBe('[]');
    }
    const rowsOf = async (userid: string, kind: string) =>
      (
        await now
          .selectFrom('watchlist_symbols')
          .innerJoin('watchlists', 'watchlists.id', 'watchlist_symbols.list_id')
          .select(['watchlist_symbols.symbol', 'watchlist_symbols.section', 'watchlist_symbols.pos', 'watchlist_symbols.added_at'])
          .where('watchlists.userid', '=', userid)
          .where('watchlists.kind', '=', kind as 'follow')
          .orderBy('watchlist_symbols.pos', 'desc')
          .execute()
      ).map((row) => ({ symbol: row.symbol, section: row.section, pos: Number(row.pos), added_at: Number(row.added_at) }));
    expect(await rowsOf('ann', 'follow')).toEqual(followed.map(({ symbol, pos, added_at }) => ({ symbol, section: '', pos, added_at })));
    expect((await rowsOf('ann', 'feature')).map((row) => row.symbol)).toEqual(['AAPL', 'NVDA', 'MSFT']);
    expect(await rowsOf('ben', 'feature')).toEqual([{ symbol: 'TSLA', section: '', pos: 1, added_at: T + 5 }]);
    expect(await rowsOf('ben', 'follow')).toEqual([]);

    const left = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM watchlist_symbols`.execute(db);
    expect(Number(left.rows[0]?.n)).toBe(604);
    await expect(sql`SELECT * FROM user_stocks`.execute(db)).rejects.toThrow();
  });
});
