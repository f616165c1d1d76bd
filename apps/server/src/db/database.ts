import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to work in; tests give each run its own. */
  schema?: string;
}

// PostgreSQL returns BIGINT as text to protect precision; our epoch seconds fit a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** SQLite under DATA_DIR by default, PostgreSQL when a URL is given; migrated before it is returned. */
export async function openDatabase(options: DatabaseOptions): Promise<{ db: Db; dialect: 'sqlite' | 'postgres' }> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    if (options.schema) {
      const client = await pool.connect();
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      } finally {
        client.release();
      }
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db as Kysely<unknown>, options.schema);
    return { db, dialect: 'postgres' };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(join(options.dataDir, 'signaldesk.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  await migrateToLatest(db as Kysely<unknown>);
  return { db, dialect: 'sqlite' };
}
