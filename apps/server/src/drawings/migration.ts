import type { Kysely, Migration } from 'kysely';

/** The traders' own drawings on the quote chart, kept per symbol and duration. */
export const drawingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chart_drawings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('points', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    // A chart reads, and the limit counts, one trader's drawings of one symbol and duration.
    await db.schema.createIndex('chart_drawings_owner_chart').on('chart_drawings').columns(['userid', 'symbol', 'duration']).execute();
  },
};
