import type { Kysely, Migration } from 'kysely';

/** The traders' own stock lists, and the team's featured ideas with their pushes waiting for delivery. */
export const userStockMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_stocks')
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('pos', 'bigint', (c) => c.notNull())
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_stocks_pk', ['userid', 'list', 'symbol'])
      .execute();
    // The fav filter and the watch list read every follower of a list at once.
    await db.schema.createIndex('user_stocks_list_symbol').on('user_stocks').columns(['list', 'symbol']).execute();
    await db.schema
      .createTable('featured_items')
      .addColumn('idx', 'text', (c) => c.primaryKey())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('pushed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pushed_at', 'bigint')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('featured_pushes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('idx', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('pushed_by', 'text', (c) => c.notNull())
      .addColumn('pushed_at', 'bigint', (c) => c.notNull())
      .addColumn('delivered_at', 'bigint')
      .execute();
    await db.schema.createIndex('featured_pushes_waiting').on('featured_pushes').columns(['delivered_at', 'pushed_at']).execute();
  },
};
