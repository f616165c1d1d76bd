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

/**
 * What the history and the webhook retries need: each firing's owner, series and price (kept when the alert is
 * deleted), the state of each webhook delivery that the processes claim by turns, and a row per attempt.
 */
export const alertDeliveryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('alert_firings').addColumn('userid', 'text').execute();
    await db.schema.alterTable('alert_firings').addColumn('symbol', 'text').execute();
    await db.schema.alterTable('alert_firings').addColumn('duration', 'text').execute();
    await db.schema.alterTable('alert_firings').addColumn('value', 'double precision').execute();
    await db.schema.alterTable('alert_firings').addColumn('bar', 'bigint').execute();
    // The firing's message, kept with it until the messenger has it: a process that dies in between leaves it to the others.
    await db.schema.alterTable('alert_firings').addColumn('notice', 'text').execute();
    await db.schema.alterTable('alert_firings').addColumn('noticed_at', 'bigint').execute();
    await db.schema.createIndex('alert_firings_owner').on('alert_firings').columns(['userid', 'fired_at']).execute();
    await db.schema.createIndex('alert_firings_unnoticed').on('alert_firings').columns(['noticed_at', 'fired_at']).execute();
    await db.schema
      .createTable('alert_webhook_deliveries')
      .addColumn('firing_key', 'text', (c) => c.primaryKey())
      .addColumn('alert_id', 'text', (c) => c.notNull())
      .addColumn('userid', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('last_reason', 'text')
      .addColumn('last_status', 'integer')
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('claimed_until', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // The retry sweep reads the pending deliveries that are due.
    await db.schema.createIndex('alert_webhook_deliveries_due').on('alert_webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
    await db.schema
      .createTable('alert_webhook_attempts')
      .addColumn('firing_key', 'text', (c) => c.notNull())
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('sent_at', 'bigint', (c) => c.notNull())
      .addColumn('delivered', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('address', 'text')
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint')
      .addPrimaryKeyConstraint('alert_webhook_attempts_pk', ['firing_key', 'attempt'])
      .execute();
  },
};
