/**
 * One-symbol backtest benchmark, printing JSON (not a test): a daily run over two years of AAPL on the demo
 * market, created and followed through the HTTP stack as the cloud screen does, on a fresh database (the first
 * run fetches its candles) and again on the same one (its candles are fresh). Each stage is timed by wrapping
 * what the queue calls (candle freshness and reads, the pool's prepare and report), and the progress the screen
 * would see is written down as it changes.
 * Run: npx tsx apps/server/bench/backtestRun.ts  (PostgreSQL when BENCH_DATABASE_URL is set)
 */
import { buildApp } from '../src/app/buildApp.js';
import { openSession } from '../src/auth/sessions.js';
import { accountFor } from '../src/users/accounts.js';
import { round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';

const ADMIN = 'bench@signaldesk.local';
/** Thursday 2026-01-08 18:00 UTC: New York is trading. */
const NOW = Date.UTC(2026, 0, 8, 18) / 1000;
const REQUEST = {
  strategy: { entry: { day: { 'kd.k': { max: 20 } } }, exit: { day: { 'kd.k': { min: 80 } } }, costs: 'none', from: '2024-01-01', to: '2025-12-31' },
  universe: { kind: 'symbol', symbol: 'AAPL' },
};
/** How often the bench asks for the run: far more often than the screen, so stage changes are seen as they happen. */
const ASK_MS = 10;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

const bench = await openBenchServices({ now: () => NOW, adminEmail: ADMIN });
const app = await buildApp(bench.services);
await app.ready();
const admin = await accountFor(bench.services, { subject_kind: 'email', subject: ADMIN });
const { accessToken } = await openSession(bench.services, admin.userid, 'web', 'bench');

/** Milliseconds spent in each wrapped call during one run, summed over its calls. */
let stages: Record<string, number> = {};
function timed<Args extends unknown[], Result>(name: string, work: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    const start = process.hrtime.bigint();
    try {
      return await work(...args);
    } finally {
      stages[name] = round((stages[name] ?? 0) + ms(start));
    }
  };
}
const { service } = app.market;
const { pool } = app.backtests;
service.ensureFresh = timed('candlesFetchedMs', service.ensureFresh.bind(service));
const { freshness, analysis } = service;
freshness.fetchSource = timed('ofWhichSourceFetchedMs', freshness.fetchSource.bind(freshness));
analysis.compute = timed('ofWhichSnapshotsComputedMs', analysis.compute.bind(analysis));
service.store.range = timed('candlesReadMs', service.store.range.bind(service.store));
pool.prepare = timed('indicatorsPreparedMs', pool.prepare.bind(pool));
pool.report = timed('simulatedAndReportedMs', pool.report.bind(pool));

async function call(path: string, body: object) {
  const response = await app.inject({ method: 'POST', url: `/api/backtest/${path}`, payload: body, headers: { authorization: `Bearer ${accessToken}` } });
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
  const reply = response.json();
  if (reply.code !== 0) throw new Error(`${path} refused: ${response.body}`);
  return reply.data;
}

async function oneRun(name: string) {
  stages = {};
  const start = process.hrtime.bigint();
  const { run } = await call('mine/create', { name, request: REQUEST });
  const created = ms(start);
  const progress: { ms: number; status: string; done: number; total: number; stage?: string }[] = [];
  let last = '';
  for (;;) {
    const seen = (await call('get', { id: run.id })).run;
    const shown = JSON.stringify([seen.status, seen.progress]);
    if (shown !== last) {
      progress.push({ ms: round(ms(start)), status: seen.status, ...seen.progress });
      last = shown;
    }
    if (seen.status !== 'queued' && seen.status !== 'running') break;
    await pause(ASK_MS);
  }
  return { createdMs: round(created), ...stages, totalMs: round(ms(start)), progress };
}

const runs = { firstRun: await oneRun('first'), freshCandles: await oneRun('again') };
console.log(JSON.stringify({ database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite', symbol: 'AAPL', duration: '1d', window: '2024-01-01..2025-12-31', ...runs }, null, 2));
await app.close();
await bench.close();
