import type { Kysely, Migration } from 'kysely';

/** Signal sources, their books per index list, and who follows which source on which list. */
export const signalMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('signal_sources')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('strategy', 'text', (c) => c.notNull())
      .addColumn('lists', 'text', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('signal_books')
      .addColumn('source_id', 'text', (c) => c.notNull().references('signal_sources.id'))
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('record', 'text')
      .addColumn('signals', 'text', (c) => c.notNull())
      .addColumn('as_of', 'bigint')
      .addColumn('computed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('signal_books_pk', ['source_id', 'list'])
      .execute();
    await db.schema
      .createTable('signal_follows')
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('source_id', 'text', (c) => c.notNull().references('signal_sources.id'))
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('signal_follows_pk', ['userid', 'source_id', 'list'])
      .execute();
    await db.schema.createIndex('signal_follows_source').on('signal_follows').columns(['source_id', 'list']).execute();
  },
};

/** What each book was computed from, so a cycle that brought no new candles to a list does not compute it again. */
export const signalFingerprintMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('signal_books').addColumn('candles_fingerprint', 'text').execute();
  },
};

/**
 * How far the computation of a book under way has got, for the board to show before the first book. No foreign
 * key: a source removed while it is computed may still get a last progress write, which the computation then clears.
 */
export const signalProgressMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('signal_progress')
      .addColumn('source_id', 'text', (c) => c.notNull())
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('signal_progress_pk', ['source_id', 'list'])
      .execute();
  },
};
