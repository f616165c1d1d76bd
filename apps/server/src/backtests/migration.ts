import type { Kysely, Migration } from 'kysely';

/** Backtest runs: the queue, their progress and their reports. */
export const backtestMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('backtest_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('request', 'text', (c) => c.notNull())
      .addColumn('symbols', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('summary', 'text')
      .addColumn('error_key', 'text')
      .addColumn('error_symbol', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('started_at', 'bigint')
      .addColumn('finished_at', 'bigint')
      .addColumn('beat_at', 'bigint')
      .addColumn('share_token', 'text')
      .execute();
    await db.schema.createIndex('backtest_runs_owner').on('backtest_runs').columns(['userid', 'created_at']).execute();
    await db.schema.createIndex('backtest_runs_status').on('backtest_runs').columns(['status', 'created_at']).execute();
  },
};

/** Which step a running run is in within its symbol, so a one-symbol run does not sit at "0 of 1" until it ends. */
export const backtestStageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('backtest_runs').addColumn('stage', 'text').execute();
  },
};

/** Each running run names who runs it, so that a worker taking over a dead one's run fences the dead one out. */
export const backtestClaimMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('backtest_runs').addColumn('claim', 'text').execute();
  },
};
