import { type Kysely, type Migration, sql } from 'kysely';

/** Forward tests and the signals they turned into paper orders, each recorded once. */
export const forwardTestMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('forward_tests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('strategy_name', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull().references('paper_accounts.id'))
      .addColumn('run', 'integer', (c) => c.notNull())
      .addColumn('strategy', 'text', (c) => c.notNull())
      .addColumn('symbols', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('starting_equity', 'double precision', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('stopped_at', 'bigint')
      .addColumn('last_candle', 'bigint')
      .execute();
    // The runner reads the running tests at each start; the screens a trader's.
    await db.schema.createIndex('forward_tests_status').on('forward_tests').columns(['status']).execute();
    await db.schema.createIndex('forward_tests_user').on('forward_tests').columns(['userid', 'status']).execute();
    await db.schema
      .createTable('forward_signals')
      .addColumn('forward_test_id', 'text', (c) => c.notNull().references('forward_tests.id'))
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('candle_ts', 'bigint', (c) => c.notNull())
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text')
      .addColumn('reason', 'text')
      .addColumn('at', 'bigint', (c) => c.notNull())
      // One order per signal candle and side, whoever hears the close and however often.
      .addPrimaryKeyConstraint('forward_signals_pk', ['forward_test_id', 'symbol', 'candle_ts', 'side'])
      .execute();
  },
};

/**
 * Why a forward test stopped by itself. A test still running in a run its account's reset has ended stops as of that
 * reset: the run it traded in is over.
 */
export const forwardTestStopReasonMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('forward_tests').addColumn('stop_reason', 'text').execute();
    await sql`
      update forward_tests
      set status = 'stopped',
        stop_reason = 'forwardTestAccountReset',
        stopped_at = (select ended_at from paper_runs where paper_runs.account_id = forward_tests.account_id and paper_runs.run = forward_tests.run)
      where status = 'running'
        and run < (select run from paper_accounts where paper_accounts.id = forward_tests.account_id)`.execute(db);
  },
};
