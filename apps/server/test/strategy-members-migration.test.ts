import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrations.js';
import { decodeMemberSet } from '../src/strategies/memberSet.js';
import { type DatabaseKind, describeEachDatabase, dropSchema, TEST_DATABASE_URL } from './harness.js';

/** strategy_members as it was before one row per strategy. */
interface MemberRows {
  strategy_members: { sid: string; symbol: string; duration: string; last_ts: number | null; inside: number };
}

function openEmpty(kind: DatabaseKind, schema: string): Kysely<unknown> {
  if (kind === 'sqlite') return new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2, options: `-c search_path=${schema}` });
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}

describeEachDatabase('strategy members migration', (kind) => {
  const schema = `members_${randomUUID().replaceAll('-', '')}`;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`CREATE SCHEMA "${schema}"`);
      await client.end();
    }
    db = openEmpty(kind, schema);
  });

  afterAll(async () => {
    await db?.destroy();
    if (kind === 'postgres') await dropSchema(schema);
  });

  it('gathers the rows of each strategy into one row with who is inside and the last bar alerted per symbol, in JavaScript order', async () => {
    const migrationSchema = kind === 'postgres' ? schema : undefined;
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
