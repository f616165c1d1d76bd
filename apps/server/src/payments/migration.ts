import type { Kysely, Migration } from 'kysely';

/** Card payments through Stripe Checkout, the refunds and disputes that revert them, and the events handled. */
export const paymentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('ticket', 'text', (c) => c.unique().references('tickets.token'))
      .addColumn('payment_intent', 'text', (c) => c.unique())
      .addColumn('receipt_url', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('reverted_at', 'bigint')
      .execute();
    await db.schema.createIndex('payments_userid').on('payments').columns(['userid', 'created_at']).execute();
    await db.schema.createIndex('payments_created_at').on('payments').column('created_at').execute();
    await db.schema
      .createTable('payment_reverts')
      .addColumn('payment_intent', 'text', (c) => c.primaryKey())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('stripe_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
