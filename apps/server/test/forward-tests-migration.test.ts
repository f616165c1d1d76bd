import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrations.js';
import type { ForwardTestsTable } from '../src/forwardTests/forwardTables.js';
import { useEmptyDatabase } from './emptyDatabase.js';
import { describeEachDatabase } from './harness.js';

/** The tables as migration 0030 left them, as far as forward tests and their accounts' runs need. */
interface OldTables {
  users: { userid: string; username: string; regtype: string; role: string; created_at: number };
  paper_accounts: {
    id: string;
    userid: string;
    name: string;
    currency: string;
    run: number;
    starting_balance: number;
    cash: number;
    created_at: number;
    run_started_at: number;
    updated_at: number;
  };
  paper_runs: { account_id: string; run: number; starting_balance: number; started_at: number; ended_at: number | null };
  forward_tests: Omit<ForwardTestsTable, 'stop_reason'>;
}

const T = 1_767_225_600;
const RESET = T + 7_200;

describeEachDatabase('forward test stop reason migration', (kind) => {
  const empty = useEmptyDatabase(kind, 'forward_stop_reason');

  it('stops, as of the reset, a test an earlier version left running across its account reset, and leaves the others as they were', async () => {
    const { db, schema } = empty();
    await migrateTo(db, '0030_layout_chart_indicators', schema);
    const old = db as Kysely<OldTables>;
    await old.insertInto('users').values({ userid: 'ann', username: 'ann', regtype: 'email', role: 'member', created_at: T }).execute();
    await old
      .insertInto('paper_accounts')
      .values({ id: 'acc', userid: 'ann', name: 'Paper', currency: 'USD', run: 2, starting_balance: 100_000, cash: 100_000, created_at: T, run_started_at: RESET, updated_at: RESET })
      .execute();
    await old
      .insertInto('paper_runs')
      .values([
        { account_id: 'acc', run: 1, starting_balance: 100_000, started_at: T, ended_at: RESET },
        { account_id: 'acc', run: 2, starting_balance: 100_000, started_at: RESET, ended_at: null },
      ])
      .execute();
    const test = (id: string, run: number, status: 'running' | 'stopped', stopped: number | null): OldTables['forward_tests'] => ({
      id,
      userid: 'ann',
      sid: 's1',
      strategy_name: 'Up hours',
      account_id: 'acc',
      run,
      strategy: '{}',
      symbols: '["BTC-USD"]',
      duration: '1h',
      status,
      starting_equity: 100_000,
      started_at: T,
      stopped_at: stopped,
      last_candle: null,
    });
    await old
      .insertInto('forward_tests')
      .values([test('across', 1, 'running', null), test('current', 2, 'running', null), test('byHand', 1, 'stopped', T + 60)])
      .execute();

    await migrateToLatest(db, schema);

    const rows = await (db as Kysely<{ forward_tests: ForwardTestsTable }>).selectFrom('forward_tests').select(['id', 'status', 'stopped_at', 'stop_reason']).orderBy('id').execute();
    expect(rows.map((row) => [row.id, row.status, row.stopped_at === null ? null : Number(row.stopped_at), row.stop_reason])).toEqual([
      ['across', 'stopped', RESET, 'forwardTestAccountReset'],
      ['byHand', 'stopped', T + 60, null],
      ['current', 'running', null, null],
    ]);
  });
});
