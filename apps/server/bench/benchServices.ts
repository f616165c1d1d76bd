/**
 * What the server benches open and close alike: a fresh data folder, a fresh PostgreSQL schema when
 * BENCH_DATABASE_URL is set (SQLite otherwise), the services with the administrator and no market sweeps of their
 * own (a bench seeds what it measures), and their removal afterwards.
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
  /** Closes the services and removes the data folder and the PostgreSQL schema. */
  close(): Promise<void>;
}

export async function openBenchServices(options: {
  now: () => number;
  adminEmail?: string;
  redisUrl?: string;
}): Promise<BenchServices> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-bench-'));
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
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
    async close() {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (schema && databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    },
  };
}
