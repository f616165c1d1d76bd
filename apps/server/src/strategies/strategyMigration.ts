import type { Kysely, Migration } from 'kysely';
import { encodeMemberSet, type MemberSet } from './memberSet.js';

/** Saved strategies and the bookkeeping that makes their alerts once per symbol per bar. */
export const strategyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('strategies')
      .addColumn('sid', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('strategies_owner').on('strategies').columns(['userid', 'created_at']).execute();
    await db.schema
      .createTable('strategy_members')
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('last_ts', 'bigint')
      .addColumn('inside', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('strategy_members_pk', ['sid', 'symbol', 'duration'])
      .execute();
    await db.schema
      .createTable('strategy_alert_hours')
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('hour', 'bigint', (c) => c.notNull())
      .addColumn('alerts', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('strategy_alert_hours_pk', ['sid', 'hour'])
      .execute();
  },
};

interface MemberRow {
  sid: string;
  symbol: string;
  last_ts: number | string | null;
  inside: number | string;
}

/**
 * One row per strategy instead of one per strategy and symbol: a cycle rewrites one small row for each
 * strategy whose members changed instead of a row for every symbol entering or leaving.
 */
export const strategyMemberSetsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const old = db as unknown as Kysely<{ strategy_members: MemberRow }>;
    const rows = await old.selectFrom('strategy_members').select(['sid', 'symbol', 'last_ts', 'inside']).execute();
    // JavaScript's order, which the runner keeps, rather than the database's collation.
    rows.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
    const sets = new Map<string, MemberSet>();
    for (const row of rows) {
      const set = sets.get(row.sid) ?? { inside: [], alerted: [] };
      if (Number(row.inside) === 1) set.inside.push(row.symbol);
      if (row.last_ts !== null) set.alerted.push([row.symbol, Number(row.last_ts)]);
      sets.set(row.sid, set);
    }
    await db.schema.dropTable('strategy_members').execute();
    await db.schema
      .createTable('strategy_members')
      .addColumn('sid', 'text', (c) => c.primaryKey())
      .addColumn('members', 'text', (c) => c.notNull())
      .execute();
    const converted = [...sets].map(([sid, set]) => ({ sid, members: encodeMemberSet(set) }));
    const created = db as unknown as Kysely<{ strategy_members: { sid: string; members: string } }>;
    for (let i = 0; i < converted.length; i += 500) await created.insertInto('strategy_members').values(converted.slice(i, i + 500)).execute();
  },
};

/**
 * A cycle writes what changed in each strategy's members, not the whole set: after a sweep that was some 700
 * sets of a few kilobytes each, most of a cycle's time on PostgreSQL. The sets already kept stay as they are.
 */
export const strategyMemberChangesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('strategy_member_changes')
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('changes', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('strategy_member_changes_pk', ['sid', 'seq'])
      .execute();
  },
};
