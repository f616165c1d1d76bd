/**
 * What the server benches open and close alike: a fresh data folder, a fresh PostgreSQL schema when
 * BENCH_DATABASE_URL (or `databaseUrl`) is set (SQLite otherwise), the services with the administrator and no market
 * sweeps of their own (a bench seeds what it measures), and their removal afterwards. A bench's further server
 * process joins the schema its parent made (`schema`) and leaves its removal to the parent.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createServices, type Services } from '../src/app/services.js';
import { loadConfig } from '../src/config.js';
import { ensureAdmin } from '../src/users/accounts.js';

export interface BenchServices {
  services: Services;
  /** The PostgreSQL schema the services run in; none on SQLite. */
  schema: string | undefined;
  /** Closes the services and removes the data folder and the PostgreSQL schema it made. */
  close(): Promise<void>;
}

export async function openBenchServices(options: {
  now: () => number;
  adminEmail?: string;
  redisUrl?: string;
  /** The PostgreSQL server to make a schema on; null for SQLite whatever BENCH_DATABASE_URL says. */
  databaseUrl?: string | null;
  schema?: string;
}): Promise<BenchServices> {
  const databaseUrl = options.databaseUrl === null ? undefined : (options.databaseUrl ?? process.env.BENCH_DATABASE_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-bench-'));
  const ownSchema = databaseUrl && !options.schema ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const schema = options.schema ?? ownSchema;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    ADMIN_EMAIL: options.adminEmail ?? 'bench@signaldesk.local',
    MARKET_JOBS: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  });
  const services = await createServices(config, { now: options.now, log: () => undefined, ...(schema ? { databaseSchema: schema } : {}) });
  await ensureAdmin(services);
  return {
    services,
    schema,
    async close() {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (ownSchema && databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${ownSchema}" CASCADE`);
        await client.end();
      }
    },
  };
}
