/**
 * Apps of several process roles in this test process, on one PostgreSQL schema and one Redis key prefix: what
 * separate API and worker processes of one deployment share.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app/buildApp.js';
import { createServices, type Services } from '../../src/app/services.js';
import { loadConfig, type ProcessRole } from '../../src/config.js';
import type { MarketOverrides } from '../../src/market/marketModule.js';
import { capturingMailer, deleteRedisKeys, dropSchema, TEST_DATABASE_URL, TEST_REDIS_URL, type TestClock } from '../harness.js';

export interface RoleApp {
  role: ProcessRole;
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

export interface Deployment {
  schema: string;
  /** BullMQ's prefix of this deployment's queues. */
  prefix: string;
  /** Builds one more process of the deployment; the first one built migrates the schema. */
  add(role: ProcessRole, market: MarketOverrides, env?: Record<string, string>): Promise<RoleApp>;
  close(): Promise<void>;
}

export function deployment(clock: TestClock): Deployment {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-roles-'));
  const apps: RoleApp[] = [];
  return {
    schema,
    prefix: `${schema}:bull`,
    async add(role, market, env = {}) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web-build'),
        DATABASE_URL: TEST_DATABASE_URL,
        REDIS_URL: TEST_REDIS_URL,
        PROCESS_ROLE: role,
        ...env,
      });
      const services = await createServices(config, { now: clock.now, log: () => undefined, mailer: capturingMailer(), databaseSchema: schema });
      const app = await buildApp(services, { market });
      await app.ready();
      let closed = false;
      const node: RoleApp = {
        role,
        app,
        services,
        async close() {
          if (closed) return;
          closed = true;
          await app.close();
          await services.close();
        },
      };
      apps.push(node);
      return node;
    },
    async close() {
      for (const node of apps) await node.close();
      await deleteRedisKeys(TEST_REDIS_URL, `${schema}:`);
      await dropSchema(schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
