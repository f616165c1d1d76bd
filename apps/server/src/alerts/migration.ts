import type { Kysely, Migration } from 'kysely';

/**
 * The traders' price alerts, the firings' keys that keep one firing of a trigger however many processes see it, and
 * each trader's webhook signing secret.
 */
export const priceAlertMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('price_alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('reading', 'text', (c) => c.notNull())
      .addColumn('condition', 'text', (c) => c.notNull())
      .addColumn('trigger', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('webhook_url', 'text')
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('armed_at', 'bigint', (c) => c.notNull())
      .addColumn('last_fired_at', 'bigint')
      .addColumn('last_fired_bar', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    // The plan's limit counts one trader's active alerts; the live feed reads a symbol's.
    await db.schema.createIndex('price_alerts_owner').on('price_alerts').columns(['userid', 'active']).execute();
    await db.schema.createIndex('price_alerts_symbol').on('price_alerts').columns(['symbol', 'active']).execute();
    await db.schema
      .createTable('alert_firings')
      .addColumn('firing_key', 'text', (c) => c.primaryKey())
      .addColumn('alert_id', 'text', (c) => c.notNull())
      .addColumn('fired_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('alert_firings_alert').on('alert_firings').column('alert_id').execute();
    // Kept readable, not hashed: the server signs every delivery with it.
    await db.schema
      .createTable('webhook_signing_secrets')
      .addColumn('userid', 'text', (c) => c.primaryKey().references('users.userid'))
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
