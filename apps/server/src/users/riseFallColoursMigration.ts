import type { Kysely, Migration } from 'kysely';

/** The rise/fall colours a user chose; null until they choose, while the interface language decides. */
export const riseFallColoursMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('rise_fall_colours', 'text').execute();
  },
};
