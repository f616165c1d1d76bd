import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrations.js';
import { decodeMemberSet } from '../src/strategies/memberSet.js';
import { useEmptyDatabase } from './emptyDatabase.js';
import { describeEachDatabase } from './harness.js';

/** strategy_members as it was before one row per strategy. */
interface MemberRows {
  strategy_members: { sid: string; symbol: string; duration: string; last_ts: number | null; inside: number };
}

describeEachDatabase('strategy members migration', (kind) => {
  const empty = useEmptyDatabase(kind, 'members');

  it('gathers the rows of each strategy into one row with who is inside and the last bar alerted per symbol, in JavaScript order', async () => {
    const { db, schema: migrationSchema } = empty();
    await migrateTo(db, '0017_signal_fingerprints', migrationSchema);
    const old = db as Kysely<MemberRows>;
    await old
      .insertInto('strategy_members')
      .values([
        { sid: 's1', symbol: 'MSFT', duration: '1d', last_ts: 1_000, inside: 1 },
        { sid: 's1', symbol: 'AAPL', duration: '1d', last_ts: null, inside: 1 },
        { sid: 's1', symbol: 'BRKA', duration: '1d', last_ts: null, inside: 1 },
        { sid: 's1', symbol: 'BRK.B', duration: '1d', last_ts: null, inside: 1 },
        { sid: 's1', symbol: 'TSLA', duration: '1d', last_ts: 900, inside: 0 },
        { sid: 's1', symbol: 'NVDA', duration: '1d', last_ts: null, inside: 0 },
        { sid: 's2', symbol: '600519.SS', duration: '1h', last_ts: 2_000, inside: 1 },
        { sid: 's3', symbol: 'AMD', duration: '1d', last_ts: 800, inside: 0 },
      ])
      .execute();

    await migrateToLatest(db, migrationSchema);

    const converted = db as Kysely<{ strategy_members: { sid: string; members: string } }>;
    const rows = await converted.selectFrom('strategy_members').select(['sid', 'members']).orderBy('sid').execute();
    expect(rows.map((row) => ({ sid: row.sid, ...decodeMemberSet(row.members) }))).toEqual([
      {
        sid: 's1',
        inside: ['AAPL', 'BRK.B', 'BRKA', 'MSFT'],
        alerted: [
          ['MSFT', 1_000],
          ['TSLA', 900],
        ],
      },
      { sid: 's2', inside: ['600519.SS'], alerted: [['600519.SS', 2_000]] },
      { sid: 's3', inside: [], alerted: [['AMD', 800]] },
    ]);
  });
});
