import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { readKeptLayout } from '../src/chartLayouts/keptLayout.js';
import { migrateTo, migrateToLatest } from '../src/db/migrations.js';
import { useEmptyDatabase } from './emptyDatabase.js';
import { describeEachDatabase } from './harness.js';

/** The tables as migration 0028 left them, as far as layouts and indicators need. */
interface OldTables {
  users: { userid: string; username: string; regtype: string; role: string; created_at: number };
  chart_indicator_lists: { userid: string; list: string; updated_at: number };
  chart_layouts: { userid: string; name: string; layout: string; updated_at: number };
}

const T = 1_767_225_600;
const ANNS_SET = [
  { id: 'i1', indicator: 'rsi', settings: { period: 14 }, colour: 0, hidden: false, height: 140 },
  { id: 'i2', indicator: 'ema', settings: { period: 20 }, colour: 1, hidden: true },
];
const LINKS = { symbol: false, duration: false, crosshair: true, range: false };
const PAIR = { arrangement: 'columns', charts: [{ symbol: 'AAPL', duration: '1d' }, { symbol: 'MSFT', duration: '1h' }], links: LINKS };
const GRID = { arrangement: 'grid', charts: ['AAPL', 'MSFT', '0700.HK', 'BTC-USD'].map((symbol) => ({ symbol, duration: '1d' })), links: LINKS };

describeEachDatabase('layout chart indicators migration', (kind) => {
  const empty = useEmptyDatabase(kind, 'layout_indicators');

  it("gives every chart of a kept layout a copy of its trader's set, keeps that set, and leaves a trader without one as they were", async () => {
    const { db, schema } = empty();
    await migrateTo(db, '0028_paper_trading', schema);
    const old = db as Kysely<OldTables>;
    await old
      .insertInto('users')
      .values(['ann', 'ben'].map((userid) => ({ userid, username: userid, regtype: 'email', role: 'member', created_at: T })))
      .execute();
    await old.insertInto('chart_indicator_lists').values({ userid: 'ann', list: JSON.stringify(ANNS_SET), updated_at: T }).execute();
    await old
      .insertInto('chart_layouts')
      .values([
        { userid: 'ann', name: 'Pair', layout: JSON.stringify(PAIR), updated_at: T },
        { userid: 'ann', name: 'Grid', layout: JSON.stringify(GRID), updated_at: T },
        { userid: 'ben', name: 'Pair', layout: JSON.stringify(PAIR), updated_at: T },
      ])
      .execute();

    await migrateToLatest(db, schema);

    const rows = await old.selectFrom('chart_layouts').selectAll().orderBy('userid').orderBy('name').execute();
    const layouts = rows.map((row) => [row.userid, readKeptLayout(row.name, row.layout)]);
    expect(layouts).toEqual([
      ['ann', { name: 'Grid', ...GRID, charts: GRID.charts.map((chart) => ({ ...chart, indicators: ANNS_SET })) }],
      ['ann', { name: 'Pair', ...PAIR, charts: PAIR.charts.map((chart) => ({ ...chart, indicators: ANNS_SET })) }],
      ['ben', { name: 'Pair', ...PAIR }],
    ]);
    expect(rows.map((row) => Number(row.updated_at))).toEqual([T, T, T]);
    const sets = await old.selectFrom('chart_indicator_lists').selectAll().execute();
    expect(sets.map((row) => [row.userid, JSON.parse(row.list)])).toEqual([['ann', ANNS_SET]]);
    const count = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM chart_layouts`.execute(db);
    expect(Number(count.rows[0]?.n)).toBe(3);
  });
});
