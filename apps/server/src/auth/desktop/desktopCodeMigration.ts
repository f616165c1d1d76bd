import type { Kysely, Migration } from 'kysely';

/** One-time desktop codes: stored as keyed hashes, spent once, live for minutes. */
export const desktopCodeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('desktop_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('desktop_codes_userid').on('desktop_codes').column('userid').execute();
  },
};
