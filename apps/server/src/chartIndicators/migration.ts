import type { Kysely, Migration } from 'kysely';

/** Each trader's chart indicators, one list a trader, which every browser they sign in on shows. */
export const chartIndicatorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chart_indicator_lists')
      .addColumn('userid', 'text', (c) => c.primaryKey().references('users.userid'))
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
