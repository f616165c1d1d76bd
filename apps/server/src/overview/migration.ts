import type { Kysely, Migration } from 'kysely';

/**
 * The overview asks on every call whether the market data changed (the newest daily snapshot and
 * symbol figures): indexes keep that a lookup instead of a scan of every snapshot's values.
 */
export const overviewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('snapshots_duration_computed').on('snapshots').columns(['duration', 'computed_at']).execute();
    await db.schema.createIndex('symbols_stats_at').on('symbols').column('stats_at').execute();
  },
};
