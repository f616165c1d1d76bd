import type { Kysely, Migration } from 'kysely';

/** Paper accounts with their runs, orders, fills, positions and daily equity. */
export const paperTradingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('paper_accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('run', 'integer', (c) => c.notNull())
      .addColumn('starting_balance', 'double precision', (c) => c.notNull())
      .addColumn('cash', 'double precision', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('run_started_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('paper_accounts_owner_name', ['userid', 'name'])
      .execute();
    await db.schema
      .createTable('paper_runs')
      .addColumn('account_id', 'text', (c) => c.notNull().references('paper_accounts.id'))
      .addColumn('run', 'integer', (c) => c.notNull())
      .addColumn('starting_balance', 'double precision', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .addPrimaryKeyConstraint('paper_runs_pk', ['account_id', 'run'])
      .execute();
    await db.schema
      .createTable('paper_orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('paper_accounts.id'))
      .addColumn('userid', 'text', (c) => c.notNull())
      .addColumn('run', 'integer', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('market', 'text', (c) => c.notNull())
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('quantity', 'double precision', (c) => c.notNull())
      .addColumn('limit_price', 'double precision')
      .addColumn('stop_price', 'double precision')
      .addColumn('trail_percent', 'double precision')
      .addColumn('trail_amount', 'double precision')
      .addColumn('extreme', 'double precision')
      .addColumn('triggered', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('time_in_force', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text')
      .addColumn('bracket', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('reserved', 'double precision', (c) => c.notNull())
      .addColumn('session_close', 'bigint', (c) => c.notNull())
      .addColumn('active_from', 'bigint', (c) => c.notNull())
      .addColumn('placed_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('fill_price', 'double precision')
      .addColumn('fee', 'double precision')
      .addColumn('filled_at', 'bigint')
      .addColumn('reason', 'text')
      .execute();
    // The filler reads the working orders of each symbol the feed ticked; the screens an account's orders of a run.
    await db.schema.createIndex('paper_orders_working').on('paper_orders').columns(['symbol', 'status']).execute();
    await db.schema.createIndex('paper_orders_account').on('paper_orders').columns(['account_id', 'run', 'placed_at']).execute();
    await db.schema.createIndex('paper_orders_user_status').on('paper_orders').columns(['userid', 'status']).execute();
    await db.schema
      .createTable('paper_fills')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().unique().references('paper_orders.id'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('paper_accounts.id'))
      .addColumn('run', 'integer', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('quantity', 'double precision', (c) => c.notNull())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('fee', 'double precision', (c) => c.notNull())
      .addColumn('realised', 'double precision', (c) => c.notNull())
      .addColumn('filled_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('paper_fills_account').on('paper_fills').columns(['account_id', 'run', 'filled_at']).execute();
    await db.schema
      .createTable('paper_positions')
      .addColumn('account_id', 'text', (c) => c.notNull().references('paper_accounts.id'))
      .addColumn('run', 'integer', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('market', 'text', (c) => c.notNull())
      .addColumn('quantity', 'double precision', (c) => c.notNull())
      .addColumn('average_price', 'double precision', (c) => c.notNull())
      .addColumn('realised', 'double precision', (c) => c.notNull())
      .addColumn('bought_today', 'double precision', (c) => c.notNull())
      .addColumn('bought_on', 'integer', (c) => c.notNull())
      .addColumn('mark', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('paper_positions_pk', ['account_id', 'run', 'symbol'])
      .execute();
    // Marks are set by symbol at each tick.
    await db.schema.createIndex('paper_positions_symbol').on('paper_positions').columns(['symbol', 'quantity']).execute();
    await db.schema
      .createTable('paper_equity')
      .addColumn('account_id', 'text', (c) => c.notNull().references('paper_accounts.id'))
      .addColumn('run', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('equity', 'double precision', (c) => c.notNull())
      .addColumn('cash', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('paper_equity_pk', ['account_id', 'run', 'day'])
      .execute();
  },
};
