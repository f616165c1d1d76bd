import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseKind, dropSchema, TEST_DATABASE_URL } from './harness.js';

export interface EmptyDatabase {
  db: Kysely<unknown>;
  /** The PostgreSQL schema the migrations run in; undefined on SQLite. */
  schema: string | undefined;
}

/**
 * A database with no tables for a migration test: SQLite in memory, or a PostgreSQL schema of its own that is
 * dropped after the suite.
 */
export function useEmptyDatabase(kind: DatabaseKind, label: string): () => EmptyDatabase {
  const schema = `${label}_${randomUUID().replaceAll('-', '')}`;
  let empty: EmptyDatabase | undefined;

  beforeAll(async () => {
    if (kind === 'sqlite') {
      empty = { db: new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) }), schema: undefined };
      return;
    }
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`CREATE SCHEMA "${schema}"`);
    await client.end();
    const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2, options: `-c search_path=${schema}` });
    empty = { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), schema };
  });

  afterAll(async () => {
    await empty?.db.destroy();
    if (kind === 'postgres') await dropSchema(schema);
  });

  return () => {
    if (!empty) throw new Error('the empty database is opened in beforeAll');
    return empty;
  };
}
