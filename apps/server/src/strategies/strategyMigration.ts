import type { Kysely, Migration } from 'kysely';

/** Saved strategies and the bookkeeping that makes their alerts once per symbol per bar. */
export const strategyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('strategies')
      .addColumn('sid', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('strategies_owner').on('strategies').columns(['userid', 'created_at']).execute();
    await db.schema
      .createTable('strategy_members')
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('last_ts', 'bigint')
      .addColumn('inside', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('strategy_members_pk', ['sid', 'symbol', 'duration'])
      .execute();
    await db.schema
      .createTable('strategy_alert_hours')
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('hour', 'bigint', (c) => c.notNull())
      .addColumn('alerts', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('strategy_alert_hours_pk', ['sid', 'hour'])
      .execute();
  },
};
