import pg from 'pg';
import { TEST_DATABASE_URL } from '../harness.js';

/** The address of another database on the test PostgreSQL server. */
export const databaseUrlOf = (database: string): string => Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${database}` }).toString();

/**
 * One statement on a connection of its own to the test PostgreSQL server: on the named database, or on the default
 * one to make and drop the databases a suite keeps to itself.
 */
export async function onServer(statement: string, values: unknown[] = [], database?: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: database ? databaseUrlOf(database) : TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}
