import type { Kysely, Migration } from 'kysely';

/** Where each trader stands in each course; one row per trader and course. */
export const academyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('academy_progress')
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('course_id', 'text', (c) => c.notNull())
      .addColumn('current_step', 'integer', (c) => c.notNull())
      .addColumn('total_steps', 'integer', (c) => c.notNull())
      .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('academy_progress_pk', ['userid', 'course_id'])
      .execute();
  },
};
