import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { academyMigration } from '../academy/migration.js';
import { alertDeliveryMigration, priceAlertMigration } from '../alerts/migration.js';
import { desktopCodeMigration } from '../auth/desktop/desktopCodeMigration.js';
import { chartIndicatorMigration } from '../chartIndicators/migration.js';
import { chartLayoutMigration, layoutChartIndicatorsMigration } from '../chartLayouts/migration.js';
import { backtestClaimMigration, backtestMigration, backtestStageMigration } from '../backtests/migration.js';
import { drawingMigration } from '../drawings/migration.js';
import { deliveryNextAttemptMigration, messengerMigration } from '../messenger/messengerMigration.js';
import { overviewMigration } from '../overview/migration.js';
import { paperTradingMigration } from '../paper/migration.js';
import { forwardTestMigration, forwardTestStopReasonMigration } from '../forwardTests/migration.js';
import { paymentMigration } from '../payments/migration.js';
import { pushEmailMigration } from '../users/pushEmailMigration.js';
import { signalFingerprintMigration, signalMigration, signalProgressMigration } from '../signals/migration.js';
import { riseFallColoursMigration } from '../users/riseFallColoursMigration.js';
import { strategyMemberChangesMigration, strategyMemberSetsMigration, strategyMigration } from '../strategies/strategyMigration.js';
import { userStockMigration } from '../userstock/migration.js';
import { watchlistMigration } from '../watchlists/migration.js';

/** Migrations in order; names sort by their prefix. Each one runs on SQLite and PostgreSQL alike. */
const migrations: Record<string, Migration> = {
  '0001_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('userid', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('openid', 'text', (c) => c.unique())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('regtype', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('market', 'text', (c) => c.notNull().defaultTo('ALL'))
        .addColumn('pushemail', 'text')
        .addColumn('telegram_id', 'text')
        .addColumn('bot_push', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('sub_role', 'text')
        .addColumn('sub_exp', 'bigint')
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('sessionid', 'text', (c) => c.primaryKey())
        .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('sessions_userid').on('sessions').column('userid').execute();
      await db.schema
        .createTable('signin_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('subject_kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createTable('email_codes')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('link_token_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('wechat_captchas')
        .addColumn('captcha', 'text', (c) => c.primaryKey())
        .addColumn('secret_hash', 'text', (c) => c.notNull())
        .addColumn('openid', 'text')
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createTable('wechat_messages')
        .addColumn('msgid', 'text', (c) => c.primaryKey())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('tickets')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('consumer', 'text', (c) => c.references('users.userid'))
        .addColumn('checkedin_at', 'bigint')
        .addColumn('expired_at', 'bigint')
        .addColumn('reverted_at', 'bigint')
        .execute();
      await db.schema.createIndex('tickets_consumer').on('tickets').column('consumer').execute();
      await db.schema.createIndex('tickets_type').on('tickets').column('type').execute();
      await db.schema
        .createTable('app_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002_market': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('symbols')
        .addColumn('symbol', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('cnname', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('cap', 'double precision', (c) => c.notNull())
        .addColumn('close', 'double precision')
        .addColumn('updown', 'double precision')
        .addColumn('stats_at', 'bigint')
        .execute();
      await db.schema.createIndex('symbols_region_cap').on('symbols').columns(['region', 'cap']).execute();
      await db.schema
        .createTable('stock_meta')
        .addColumn('symbol', 'text', (c) => c.primaryKey())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('fields', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // Prices need double precision: PostgreSQL's real is a 4-byte float and would round a 5-digit price.
      await db.schema
        .createTable('candles')
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('duration', 'text', (c) => c.notNull())
        .addColumn('ts', 'bigint', (c) => c.notNull())
        .addColumn('open', 'double precision', (c) => c.notNull())
        .addColumn('high', 'double precision', (c) => c.notNull())
        .addColumn('low', 'double precision', (c) => c.notNull())
        .addColumn('close', 'double precision', (c) => c.notNull())
        .addColumn('volume', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('candles_pk', ['symbol', 'duration', 'ts'])
        .execute();
      await db.schema
        .createTable('snapshots')
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('duration', 'text', (c) => c.notNull())
        .addColumn('ts', 'bigint', (c) => c.notNull())
        .addColumn('field_values', 'text', (c) => c.notNull())
        .addColumn('computed_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('snapshots_pk', ['symbol', 'duration'])
        .execute();
      await db.schema
        .createTable('series_fetches')
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('duration', 'text', (c) => c.notNull())
        .addColumn('fetched_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('series_fetches_pk', ['symbol', 'duration'])
        .execute();
      await db.schema
        .createTable('jobs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('last_run', 'bigint')
        .addColumn('next_run', 'bigint')
        .addColumn('last_success', 'bigint')
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  '0003_annotations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('annotations')
        .addColumn('aid', 'text', (c) => c.primaryKey())
        .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('duration', 'text', (c) => c.notNull())
        .addColumn('ts', 'bigint', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('mark', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // A chart reads one trader's list per symbol and duration; super's screen reads a symbol across traders.
      await db.schema.createIndex('annotations_owner_chart').on('annotations').columns(['userid', 'symbol', 'duration']).execute();
      await db.schema.createIndex('annotations_symbol').on('annotations').columns(['symbol', 'created_at']).execute();
    },
  },
  '0004_academy': academyMigration,
  '0005_userstock': userStockMigration,
  '0006_strategies': strategyMigration,
  '0007_messenger': messengerMigration,
  '0008_overview': overviewMigration,
  '0009_refresh_tokens': {
    async up(db: Kysely<unknown>) {
      // One chain per session: each refresh spends its token and adds the next. Spent tokens stay (used_at set)
      // while the session lives, so a spent token presented again is recognised as stolen.
      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('sessionid', 'text', (c) => c.notNull().references('sessions.sessionid'))
        .addColumn('issued_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('refresh_tokens_sessionid').on('refresh_tokens').column('sessionid').execute();
    },
  },
  '0010_push_email_confirmation': pushEmailMigration,
  '0011_chart_drawings': drawingMigration,
  '0012_rise_fall_colours': riseFallColoursMigration,
  '0013_backtest_runs': backtestMigration,
  '0014_signals': signalMigration,
  '0015_desktop_codes': desktopCodeMigration,
  '0016_payments': paymentMigration,
  '0017_signal_fingerprints': signalFingerprintMigration,
  '0018_strategy_member_sets': strategyMemberSetsMigration,
  '0019_delivery_next_attempt': deliveryNextAttemptMigration,
  '0020_backtest_claims': backtestClaimMigration,
  '0021_signal_progress': signalProgressMigration,
  '0022_price_alerts': priceAlertMigration,
  '0023_backtest_stage': backtestStageMigration,
  '0024_alert_deliveries': alertDeliveryMigration,
  '0025_chart_indicator_lists': chartIndicatorMigration,
  '0026_watchlists': watchlistMigration,
  '0027_chart_layouts': chartLayoutMigration,
  '0028_paper_trading': paperTradingMigration,
  '0029_forward_tests': forwardTestMigration,
  '0030_layout_chart_indicators': layoutChartIndicatorsMigration,
  '0031_forward_test_stop_reason': forwardTestStopReasonMigration,
  '0032_strategy_member_changes': strategyMemberChangesMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Migrates up to and including the named migration: lets a test build a database as an older version left it. */
export async function migrateTo(db: Kysely<unknown>, name: string, schema?: string): Promise<void> {
  const { error } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`);
}

/** With a schema, Kysely's own bookkeeping tables are looked for there, not in whichever schema has them first. */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
