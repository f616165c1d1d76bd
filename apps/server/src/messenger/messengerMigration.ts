import type { Kysely, Migration } from 'kysely';

/** Messages, sessions, delivery records, Telegram link codes and web-push subscriptions. */
export const messengerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('messenger_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('sessionid', 'text', (c) => c.notNull())
      .addColumn('sessioname', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addColumn('schema', 'text', (c) => c.notNull())
      .addColumn('hasread', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('alert_key', 'text', (c) => c.notNull().unique())
      .addColumn('acked_at', 'bigint')
      .execute();
    // A thread pages back by time within one session; the notification centre by time across sessions.
    await db.schema.createIndex('messenger_messages_thread').on('messenger_messages').columns(['userid', 'sessionid', 'ts']).execute();
    await db.schema.createIndex('messenger_messages_recent').on('messenger_messages').columns(['userid', 'ts']).execute();
    await db.schema
      .createTable('messenger_sessions')
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('sessionid', 'text', (c) => c.notNull())
      .addColumn('sessioname', 'text', (c) => c.notNull())
      .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('latest_id', 'text', (c) => c.notNull())
      .addColumn('latest_ts', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('messenger_sessions_pk', ['userid', 'sessionid'])
      .execute();
    await db.schema
      .createTable('messenger_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('userid', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('messenger_deliveries_message').on('messenger_deliveries').columns(['message_id', 'channel']).execute();
    await db.schema.createIndex('messenger_deliveries_outcome').on('messenger_deliveries').columns(['outcome', 'updated_at']).execute();
    await db.schema
      .createTable('messenger_channels')
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('language', 'text')
      .addPrimaryKeyConstraint('messenger_channels_pk', ['userid', 'channel'])
      .execute();
    await db.schema
      .createTable('telegram_link_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('language', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('endpoint', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};

/**
 * When a pending delivery's next attempt is due: a process stopped while one waits leaves it pending with this
 * time, and the next process to start takes it up from there.
 */
export const deliveryNextAttemptMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('messenger_deliveries').addColumn('next_attempt_at', 'bigint').execute();
    await db.schema.createIndex('messenger_deliveries_due').on('messenger_deliveries').columns(['outcome', 'next_attempt_at']).execute();
  },
};
