import { type Kysely, type Migration, sql } from 'kysely';

/** Push e-mail is confirmed by a code mailed to the address before anything else is mailed there. */
export const pushEmailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('pushemail_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // The address an account signs in with was proved by its sign-in code, and is the one a new account starts
    // with; any other address was set without a check, so it waits for a confirmation like a new one.
    await sql`UPDATE users SET pushemail_confirmed = 1 WHERE pushemail IS NOT NULL AND lower(pushemail) = lower(email)`.execute(db);
    await db.schema
      .createTable('push_email_codes')
      .addColumn('userid', 'text', (c) => c.primaryKey().references('users.userid'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
