import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrations.js';
import { decodeMemberSet, encodeMemberSet } from '../src/strategies/memberSet.js';
import type { StrategyTables } from '../src/strategies/strategyTables.js';
import { useEmptyDatabase } from './emptyDatabase.js';
import { describeEachDatabase } from './harness.js';

/** strategy_members as migration 0030 left it. */
interface OldTables {
  strategy_members: { sid: string; members: string };
}

const SETS = [
  { sid: 's1', set: { inside: ['AAPL', 'BRK.B', 'MSFT'], alerted: [['MSFT', 1_000], ['TSLA', 900]] as [string, number][] } },
  { sid: 's2', set: { inside: ['600519.SS'], alerted: [['600519.SS', 2_000]] as [string, number][] } },
  { sid: 's3', set: { inside: [], alerted: [] } },
];

describeEachDatabase('strategy member changes migration', (kind) => {
  const empty = useEmptyDatabase(kind, 'member_changes');

  it('keeps every set as it was and starts with no changes over them', async () => {
    const { db, schema } = empty();
    await migrateTo(db, '0030_layout_chart_indicators', schema);
    const old = db as Kysely<OldTables>;
    await old
      .insertInto('strategy_members')
      .values(SETS.map(({ sid, set }) => ({ sid, members: encodeMemberSet(set) })))
      .execute();

    await migrateToLatest(db, schema);

    const migrated = db as Kysely<StrategyTables>;
    const rows = await migrated.selectFrom('strategy_members').select(['sid', 'members']).orderBy('sid').execute();
    expect(rows.map((row) => ({ sid: row.sid, set: decodeMemberSet(row.members) }))).toEqual(SETS);
    expect(await migrated.selectFrom('strategy_member_changes').selectAll().execute()).toEqual([]);
    await migrated.insertInto('strategy_member_changes').values({ sid: 's1', seq: 0, changes: '{"put":[["NVDA",null,true]],"drop":[]}' }).execute();
    await expect(migrated.insertInto('strategy_member_changes').values({ sid: 's1', seq: 0, changes: '{}' }).execute()).rejects.toThrow();
  });
});
