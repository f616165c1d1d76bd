/**
 * Alert deliveries through the embedded process's queue and through BullMQ, printing JSON (not a test): from the
 * messenger being handed one alert for each of 2,000 traders with Telegram on, to every delivery recorded as
 * delivered, against a local stand-in for the Telegram Bot API. The reference is the embedded queue in the same run.
 * Run: npx tsx apps/server/bench/deliveryQueues.ts  (needs PostgreSQL and Redis: BENCH_DATABASE_URL and
 * BENCH_REDIS_URL, or the test defaults)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../src/app/buildApp.js';
import { createServices } from '../src/app/services.js';
import { loadConfig } from '../src/config.js';
import type { StrategyAlert } from '../src/messenger/strategyAlert.js';
import { accountFor, ensureAdmin } from '../src/users/accounts.js';
import { round } from './benchFigures.js';

const TRADERS = 2_000;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOKEN = '123456:bench-token';

/** Answers every Bot API call as Telegram does when a message is sent. */
async function telegramStandIn() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(
        request.url?.endsWith('/getMe')
          ? JSON.stringify({ ok: true, result: { id: 42, is_bot: true, first_name: 'Bench', username: 'bench_bot' } })
          : JSON.stringify({ ok: true, result: { message_id: 1, date: 0, chat: { id: 1, type: 'private' }, text: '' } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { apiRoot: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** One process of a deployment on its own schema and data folder, or joining another's. */
async function startProcess(role: 'all' | 'api' | 'worker', schema: string, dataDir: string, apiRoot: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    ADMIN_EMAIL: 'bench@signaldesk.local',
    MARKET_JOBS: 'off',
    DATABASE_URL: databaseUrl,
    PROCESS_ROLE: role,
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_API_ROOT: apiRoot,
    ...(role === 'all' ? {} : { REDIS_URL: redisUrl }),
  });
  const services = await createServices(config, { log: () => undefined, databaseSchema: schema });
  await ensureAdmin(services);
  const app = await buildApp(services);
  await app.ready();
  return {
    app,
    services,
    async close() {
      await app.close();
      await services.close();
    },
  };
}

type Process = Awaited<ReturnType<typeof startProcess>>;

/** Accounts made this many at a time: the bench's set-up, not what it measures. */
const ACCOUNTS_AT_ONCE = 10;

async function traders(p: Process): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < TRADERS; start += ACCOUNTS_AT_ONCE) {
    const made = Array.from({ length: Math.min(ACCOUNTS_AT_ONCE, TRADERS - start) }, (_, i) =>
      accountFor(p.services, { subject_kind: 'email', subject: `trader${start + i}@bench.test` }),
    );
    ids.push(...(await Promise.all(made)).map((user) => user.userid));
  }
  await p.services.db.updateTable('users').set({ bot_push: 1, telegram_id: '1000' }).where('userid', 'in', ids).execute();
  return ids;
}

/** Milliseconds from deliver() to the last delivery recorded as delivered by `sender`. */
async function deliverAll(from: Process, sender: Process, userids: string[]): Promise<number> {
  let left = userids.length;
  const done = new Promise<void>((resolve) =>
    sender.services.events.on('delivery-recorded', ({ outcome }) => {
      if (outcome === 'delivered' && --left === 0) resolve();
    }),
  );
  const ts = Math.floor(Date.now() / 1000);
  const alerts: StrategyAlert[] = userids.map((userid) => ({
    userid,
    strategyId: 'bench',
    strategyName: 'Bench',
    symbol: 'NOCANDLES',
    name: 'No candles',
    duration: '1d',
    ts,
    payload: {},
  }));
  const start = performance.now();
  await from.app.messenger.deliver(alerts);
  await done;
  return performance.now() - start;
}

const telegram = await telegramStandIn();
const figures: Record<string, number> = {};
for (const mode of ['embedded', 'bullmq'] as const) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-bench-'));
  const first = await startProcess(mode === 'embedded' ? 'all' : 'api', schema, dataDir, telegram.apiRoot);
  const worker = mode === 'embedded' ? first : await startProcess('worker', schema, dataDir, telegram.apiRoot);
  try {
    figures[mode] = await deliverAll(first, worker, await traders(first));
  } finally {
    if (worker !== first) await worker.close();
    await first.close();
    rmSync(dataDir, { recursive: true, force: true });
    await onServer(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${schema}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}
await telegram.close();

const embedded = figures.embedded ?? Number.NaN;
const bullmq = figures.bullmq ?? Number.NaN;
process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'alert deliveries: deliver() → every Telegram delivery recorded as delivered',
      deliveries: TRADERS,
      database: 'postgres',
      reference: { queue: 'embedded (PROCESS_ROLE=all)', ms: round(embedded, 0), perSecond: round((TRADERS / embedded) * 1000, 0) },
      measured: { queue: 'BullMQ, one api and one worker process', ms: round(bullmq, 0), perSecond: round((TRADERS / bullmq) * 1000, 0) },
      ratio: round(bullmq / embedded),
      load: loadavg().map((l) => round(l)),
    },
    null,
    2,
  )}\n`,
);
process.exit(0);
