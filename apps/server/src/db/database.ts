import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { type ConnectionLog, connectionLog, type WarnLogger } from '../outages/connectionLog.js';
import { migrateToLatest } from './migrations.js';
import { watchPostgres } from './postgresWatch.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

const sqliteFiles = new WeakMap<Db, SQLite.Database>();

/**
 * The SQLite connection under a database opened here, for bulk writes that reuse one prepared statement (Kysely
 * prepares every query anew); only inside a Kysely transaction on it, which keeps other queries out meanwhile.
 */
export function sqliteFileOf(db: Db): SQLite.Database {
  const file = sqliteFiles.get(db);
  if (!file) throw new Error('not a SQLite database opened by openDatabase');
  return file;
}

const postgresPools = new WeakMap<Db, pg.Pool>();

/**
 * The pool under a PostgreSQL database opened here, for COPY of large candle writes: Kysely runs queries on its
 * clients but never hands one out, and COPY needs the client's own stream.
 */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  return postgresPools.get(db);
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to work in; tests give each run its own. */
  schema?: string;
  /** Hears PostgreSQL connections lost and made again; the server passes its own log. */
  logger?: WarnLogger;
}

// PostgreSQL returns BIGINT as text to protect precision; our epoch seconds fit a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * A connection PostgreSQL ends (a restart, pg_terminate_backend, a cut network) emits 'error' on its client, and on
 * the pool while it sits idle; unheard, either ends the process. Heard, the pool drops that connection and makes a
 * new one for the next query, and the query that was using it fails as a 503.
 */
function survivesLostConnections(pool: pg.Pool, log: ConnectionLog): void {
  pool.on('error', (error) => log.failed(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => log.failed(error));
    log.recovered();
  });
}

/** SQLite under DATA_DIR by default, PostgreSQL when a URL is given; migrated before it is returned. */
export async function openDatabase(options: DatabaseOptions): Promise<{ db: Db; dialect: 'sqlite' | 'postgres' }> {
  if (options.databaseUrl) {
    const connection = {
      connectionString: options.databaseUrl,
      // A new connection that gets no answer is given up after this long; the watch gives up on a silent one sooner.
      connectionTimeoutMillis: 5_000,
      // A peer that vanished without a word (a pulled cable) is found by the kernel's probes instead of never.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    };
    const pool = new pg.Pool({ ...connection, max: 10 });
    const log = connectionLog(options.logger ?? pino(), 'PostgreSQL');
    survivesLostConnections(pool, log);
    // Queries go through the watch, which answers for PostgreSQL within seconds however its network fails.
    const watch = watchPostgres(() => new pg.Client(connection), { gone: (error) => log.failed(error), back: () => log.recovered() });
    const watched = {
      connect: () => watch.acquire(() => pool.connect()),
      async end() {
        await watch.close();
        await pool.end();
      },
    };
    if (options.schema) {
      const client = await pool.connect();
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      } finally {
        client.release();
      }
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: watched }) });
    postgresPools.set(db, pool);
    await migrateToLatest(db as Kysely<unknown>, options.schema);
    return { db, dialect: 'postgres' };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(join(options.dataDir, 'signaldesk.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  sqliteFiles.set(db, file);
  await migrateToLatest(db as Kysely<unknown>);
  return { db, dialect: 'sqlite' };
}
