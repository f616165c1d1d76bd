import type { Kysely, Migration } from 'kysely';

/** Each trader's named multi-chart layouts, one row a layout, its name unique to the trader. */
export const chartLayoutMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chart_layouts')
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('layout', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('chart_layouts_pk', ['userid', 'name'])
      .execute();
  },
};
