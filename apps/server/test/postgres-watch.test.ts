/**
 * The watch that answers for PostgreSQL counts it gone only when PostgreSQL cannot be reached: its own probe
 * connection ended by PostgreSQL (pg_terminate_backend, an idle timeout) is made again at once, and no caller is
 * refused meanwhile.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { watchPostgres, type PostgresWatch } from '../src/db/postgresWatch.js';
import { POSTGRES_UP, TEST_DATABASE_URL, unreachable } from './harness.js';
import { onServer } from './outage/ownDatabase.js';
import { until } from './outage/serverProcess.js';

const postgresRule = unreachable('PostgreSQL', TEST_DATABASE_URL, POSTGRES_UP);

/** The backend serving a client, once connected (pg sets it from PostgreSQL's key data; its types leave it out). */
const pidOf = (client: pg.Client | undefined): number | null => (client as { processID?: number | null } | undefined)?.processID ?? null;

/** Whether the backend `pid` has answered `SELECT 1` and sits idle: a probe that went through. */
async function probedOn(pid: number | null): Promise<boolean> {
  if (pid === null) return false;
  const { rows } = await onServer("SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND state = 'idle' AND query = 'SELECT 1'", [pid]);
  return rows.length === 1;
}

describe.skipIf(postgresRule.skip)('the PostgreSQL watch', () => {
  let watch: PostgresWatch | undefined;
  const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2 });
  pool.on('error', () => undefined);

  afterEach(async () => {
    await watch?.close();
  });

  it('asks again on a new connection when PostgreSQL ends its probe, and refuses no caller', async () => {
    postgresRule.failIfDown();
    const probes: pg.Client[] = [];
    const gone: Error[] = [];
    watch = watchPostgres(
      () => {
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        probes.push(client);
        return client;
      },
      { gone: (error) => gone.push(error), back: () => undefined },
    );
    await until(() => probedOn(pidOf(probes[0])), 20_000, 'the first probe');

    await onServer('SELECT pg_terminate_backend($1)', [pidOf(probes[0])]);
    await until(() => probedOn(pidOf(probes[1])), 20_000, 'a probe on a new connection');

    expect(gone).toEqual([]);
    const client = await watch.acquire(() => pool.connect());
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    client.release();
    await pool.end();
  }, 60_000);
});
