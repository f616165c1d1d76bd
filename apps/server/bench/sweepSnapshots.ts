/**
 * How the worker that finishes a sweep gets every snapshot of it before the strategies run, for a sweep of 10,000
 * symbols, printing JSON (not a test): the sweep job reads its children's answers from Redis (job.getChildrenValues,
 * what queues/marketWork.ts does), against the reference of reading the same snapshots back from the database (the
 * rows written since the sweep began, as Screener.sync reads them), on PostgreSQL and on SQLite.
 * Needs PostgreSQL (BENCH_DATABASE_URL, default the test database) and Redis (BENCH_REDIS_URL).
 * Run: npx tsx apps/server/bench/sweepSnapshots.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE } from '@signaldesk/indicators';
import { FlowProducer, type Job, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/database.js';
import type { WrittenSnapshot } from '../src/screener/screener.js';

const SYMBOLS = 10_000;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const COMPUTED_AT = 1_767_225_600;
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;

const snapshotOf = (i: number): WrittenSnapshot => ({
  symbol: `S${String(i).padStart(5, '0')}`,
  duration: '1d',
  ts: COMPUTED_AT - 86_400,
  values: CATALOGUE.map((_, field) => (field % 7 === 0 ? null : Math.round(Math.sin(i + field) * 1e6) / 1e4)),
});
const snapshots = Array.from({ length: SYMBOLS }, (_, i) => snapshotOf(i));

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [Math.round((performance.now() - start) * 10) / 10, result];
}

/** Writes the sweep's snapshots, then reads them back the way a screener catches up. */
async function fromDatabase(db: Db): Promise<number> {
  for (let start = 0; start < SYMBOLS; start += 500) {
    const rows = snapshots.slice(start, start + 500).map((s) => ({ ...s, field_values: JSON.stringify(s.values), computed_at: COMPUTED_AT }));
    await db.insertInto('snapshots').values(rows.map(({ values: _values, ...row }) => row)).execute();
  }
  const [ms, read] = await timed(async () => {
    const rows = await db
      .selectFrom('snapshots')
      .select(['symbol', 'duration', 'ts', 'field_values'])
      .where('computed_at', '>=', COMPUTED_AT)
      .execute();
    return rows.map((row) => ({ symbol: row.symbol, ts: Number(row.ts), values: JSON.parse(row.field_values) as (number | null)[] }));
  });
  if (read.length !== SYMBOLS) throw new Error(`read ${read.length} snapshots`);
  return ms;
}

/** A sweep of one child per symbol, each answering its snapshot; the parent reads every answer. */
async function fromChildren(prefix: string): Promise<{ ms: number; bytes: number }> {
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const flows = new FlowProducer({ connection, prefix });
  const events = new QueueEvents('market', { connection: { host: new URL(REDIS_URL).hostname, port: Number(new URL(REDIS_URL).port || 6379) }, prefix });
  await events.waitUntilReady();
  let read: { ms: number; bytes: number } | undefined;
  const worker = new Worker(
    'market',
    async (job: Job) => {
      if (job.name === 'task') return { snapshots: [snapshots[job.data.i as number]] };
      const [ms, answers] = await timed(() => job.getChildrenValues<{ snapshots: WrittenSnapshot[] }>());
      const all = Object.values(answers).flatMap((answer) => answer.snapshots);
      if (all.length !== SYMBOLS) throw new Error(`read ${all.length} snapshots`);
      read = { ms, bytes: JSON.stringify(answers).length };
      return null;
    },
    { connection, prefix, concurrency: 100 },
  );
  const { job } = await flows.add({
    name: 'sweep',
    queueName: 'market',
    children: snapshots.map((_, i) => ({ name: 'task', queueName: 'market', data: { i }, opts: { removeOnComplete: true } })),
  });
  await job.waitUntilFinished(events);
  await worker.close();
  await events.close();
  await flows.close();
  const keys = await connection.keys(`${prefix}:*`);
  for (let start = 0; start < keys.length; start += 1_000) await connection.del(...keys.slice(start, start + 1_000));
  connection.disconnect();
  if (!read) throw new Error('the sweep did not run');
  return read;
}

const schema = `bench_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-bench-'));
try {
  const postgres = await openDatabase({ logger: silent, databaseUrl: DATABASE_URL, dataDir, schema });
  const sqlite = await openDatabase({ logger: silent, databaseUrl: undefined, dataDir });
  const postgresMs = await fromDatabase(postgres.db);
  const sqliteMs = await fromDatabase(sqlite.db);
  await postgres.db.destroy();
  await sqlite.db.destroy();
  const children = await fromChildren(`${schema}:bull`);
  process.stdout.write(
    `${JSON.stringify(
      {
        symbols: SYMBOLS,
        fields: CATALOGUE.length,
        childrenValuesMs: children.ms,
        childrenValuesBytes: children.bytes,
        reference: { postgresReloadMs: postgresMs, sqliteReloadMs: sqliteMs },
        ratioToPostgres: Math.round((children.ms / postgresMs) * 100) / 100,
        ratioToSqlite: Math.round((children.ms / sqliteMs) * 100) / 100,
        load: loadavg().map((value) => Math.round(value * 100) / 100),
      },
      null,
      2,
    )}\n`,
  );
} finally {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
}
