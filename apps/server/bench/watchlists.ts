/**
 * Watchlist values benchmark, printing JSON (not a test): a 200-stock list with ten years of daily demo bars each,
 * showing last, change %, next earnings, `kd.k` and five indicators (RSI 14, MACD, EMA 20, Bollinger 20, ATR 14) on
 * weekly candles, and the same on daily candles. On SQLite (a temporary folder) and then on PostgreSQL (a database of
 * its own, `bench_watchlists`, made and dropped on the server at BENCH_POSTGRES_URL, postgres://root@127.0.0.1:5432/test by
 * default; BENCH_POSTGRES_URL=off skips it), each measures, in the same run:
 * - before: the values as they were computed before the series were kept (watchlistValuesBefore.ts), every series
 *   read whole and every indicator computed on every call;
 * - cold: the same columns with nothing kept yet (the first call after a start), weekly bars built from the window of
 *   days they need; taken in turns with `before`, so both see the same load;
 * - unchanged: a poll with nothing written since the last one;
 * - moved: a poll after every symbol's forming daily bar moved, as a session under way leaves it;
 * - new week: a poll after every symbol got the first bar of a new week;
 * and the full call (session, role, envelope) for a poll with nothing written and one after the bars moved. The
 * machine's load average is printed at each database's start and end: wall times stretch with it, processor times less.
 * Run: npx tsx apps/server/bench/watchlists.ts
 */
import { loadavg } from 'node:os';
import { SYMBOL_TYPES, type Watchlist } from '@signaldesk/contract';
import { DemoMarket, SYMBOLS } from '@signaldesk/market-data';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app/buildApp.js';
import { openSession } from '../src/auth/sessions.js';
import { accountFor } from '../src/users/accounts.js';
import { KeptSeries } from '../src/watchlists/keptSeries.js';
import { listValues, type ValueSources } from '../src/watchlists/listValues.js';
import { ownList } from '../src/watchlists/watchlistStore.js';
import { cpuMs, quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';
import { listValuesBefore } from './watchlistValuesBefore.js';

const SYMBOL_COUNT = 200;
const YEARS = 10;
const SAMPLES = 15;
const ADMIN = 'bench@signaldesk.local';
/** Wednesday 2026-01-14 18:00 UTC: New York is trading. */
const NOW = Date.UTC(2026, 0, 14, 18) / 1000;
const DAY = 86_400;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';
const BENCH_DATABASE = 'bench_watchlists';

const indicator = (id: string, name: string, settings: object, line: string, duration: string) => ({
  kind: 'indicator',
  indicator: { id, indicator: name, settings, colour: 0, hidden: false },
  line,
  duration,
});
const indicatorColumns = (duration: string) => [
  indicator('rsi', 'rsi', { period: 14 }, 'rsi', duration),
  indicator('macd', 'macd', {}, 'signal', duration),
  indicator('ema', 'ema', { period: 20 }, 'ema', duration),
  indicator('bb', 'bollinger', { period: 20 }, 'upper', duration),
  indicator('atr', 'atr', { period: 14 }, 'atr', duration),
];
/** The columns the reference computes too: last and the indicators. */
const comparedColumns = (duration: string) => [{ kind: 'quote', field: 'last' }, ...indicatorColumns(duration)];
const shownColumns = (duration: string) => [
  { kind: 'quote', field: 'last' },
  { kind: 'quote', field: 'changePercent' },
  { kind: 'earnings' },
  { kind: 'field', field: 'kd.k', duration: '1d' },
  ...indicatorColumns(duration),
];

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
interface Sample {
  ms: number;
  cpuMs: number;
}

/** Wall time, and this process's processor time, which other work on a loaded machine does not stretch as much. */
const figures = (times: Sample[]) => ({
  medianMs: round(quantile(times.map((t) => t.ms), 0.5)),
  p95Ms: round(quantile(times.map((t) => t.ms), 0.95)),
  medianCpuMs: round(quantile(times.map((t) => t.cpuMs), 0.5)),
});

async function timed<T>(work: () => Promise<T>): Promise<[T, Sample]> {
  const start = process.hrtime.bigint();
  const cpuStart = cpuMs();
  const result = await work();
  return [result, { ms: ms(start), cpuMs: cpuMs() - cpuStart }];
}

/** Two ways of doing the same work, timed in turns. */
async function inTurns(count: number, first: () => Promise<unknown>, second: () => Promise<unknown>): Promise<[Sample[], Sample[]]> {
  const times: [Sample[], Sample[]] = [[], []];
  for (let i = 0; i < count; i++) {
    times[0].push((await timed(first))[1]);
    times[1].push((await timed(second))[1]);
  }
  return times;
}

const loadAverage = () => loadavg().map((load) => round(load));

async function samples(count: number, before: () => Promise<void>, work: () => Promise<unknown>): Promise<Sample[]> {
  const times: Sample[] = [];
  for (let i = 0; i < count; i++) {
    await before();
    times.push((await timed(work))[1]);
  }
  return times;
}

async function benchDatabase(databaseUrl: string | null) {
  const loadAtStart = loadAverage();
  const bench = await openBenchServices({ now: () => NOW, adminEmail: ADMIN, databaseUrl });
  const { services } = bench;
  const { db } = services;
  const app = await buildApp(services);
  const market = app.market.service;
  const { store } = market;
  const demo = new DemoMarket({ now: () => NOW });
  const stocks = SYMBOLS.filter((info) => info.type === SYMBOL_TYPES.stock && info.region === 'US')
    .slice(0, SYMBOL_COUNT)
    .map((info) => info.symbol);

  const setupStart = process.hrtime.bigint();
  let candles = 0;
  for (const symbol of stocks) {
    const bars = await demo.candles({ symbol, duration: '1d', from: NOW - YEARS * 365 * DAY, to: NOW });
    await store.write(symbol, '1d', bars);
    await market.analysis.compute(symbol, '1d');
    candles += bars.length;
  }
  if (services.dialect === 'postgres') await sql`ANALYZE candles`.execute(db);
  const admin = await accountFor(services, { subject_kind: 'email', subject: ADMIN });
  const { accessToken } = await openSession(services, admin.userid, 'web', 'bench');
  const call = async (path: string, body: object) => {
    const response = await app.inject({ method: 'POST', url: `/api/watchlist/${path}`, payload: body, headers: { authorization: `Bearer ${accessToken}` } });
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
    return JSON.parse(response.body).data;
  };
  const makeList = async (name: string, columns: object[]) => {
    const { id } = (await call('create', { name })).list;
    await call('update', { id, columns });
    await call('symbols/add', { id, symbols: stocks });
    return ownList(db, admin.userid, id);
  };
  const setupSeconds = round(ms(setupStart) / 1000);

  // Each symbol's newest bar moved a little, or a new bar `days` after the newest: what the sweep writes.
  let step = 0;
  const moveBars = async () => {
    step++;
    for (const symbol of stocks) {
      const [last] = await store.last(symbol, '1d', 1);
      await store.write(symbol, '1d', [{ ...last!, close: last!.close * (1 + 0.001 * (step % 2 ? 1 : -1)) }]);
    }
  };
  const openWeek = async () => {
    for (const symbol of stocks) {
      const [last] = await store.last(symbol, '1d', 1);
      await store.write(symbol, '1d', [{ ...last!, ts: last!.ts + 7 * DAY }]);
    }
  };

  const durations: Record<string, object> = {};
  for (const duration of ['1wk', '1d']) {
    const compared = await makeList(`Compared ${duration}`, comparedColumns(duration));
    const sources = (kept: KeptSeries): ValueSources => ({ db, store, kept, nextEarnings: async () => new Map(), now: NOW });
    const coldValues = () => listValues(sources(new KeptSeries(db, store)), compared);
    const sameCold = JSON.stringify(await coldValues()) === JSON.stringify(await listValuesBefore(db, compared));
    const [beforeTimes, coldTimes] = await inTurns(3, () => listValuesBefore(db, compared), coldValues);
    const kept = new KeptSeries(db, store);
    const keptValues = () => listValues(sources(kept), compared);
    const [answer] = await timed(keptValues);
    const sameAnswers = JSON.stringify(answer) === JSON.stringify(await listValuesBefore(db, compared));
    const unchanged = await samples(SAMPLES, async () => {}, keptValues);
    const moved = await samples(5, moveBars, keptValues);
    const newWeek = await samples(3, openWeek, keptValues);
    const afterWrites = JSON.stringify(await keptValues()) === JSON.stringify(await listValuesBefore(db, compared));

    const shown: Watchlist = await makeList(`Shown ${duration}`, shownColumns(duration));
    const poll = () => call('values', { id: shown.id });
    const [, firstCall] = await timed(poll);
    const callUnchanged = await samples(SAMPLES, async () => {}, poll);
    const callMoved = await samples(5, moveBars, poll);
    durations[duration] = {
      sameAnswersAsBefore: sameCold && sameAnswers && afterWrites,
      values: {
        before: figures(beforeTimes),
        cold: figures(coldTimes),
        unchanged: figures(unchanged),
        moved: figures(moved),
        newWeek: figures(newWeek),
      },
      coldFasterThanBefore: {
        wall: round(figures(beforeTimes).medianMs / figures(coldTimes).medianMs),
        cpu: round(figures(beforeTimes).medianCpuMs / figures(coldTimes).medianCpuMs),
      },
      call: { first: figures([firstCall]), unchanged: figures(callUnchanged), moved: figures(callMoved) },
    };
  }

  const figuresOfDatabase = {
    database: services.dialect,
    symbols: stocks.length,
    candles,
    setupSeconds,
    loadAverage: { start: loadAtStart, end: loadAverage() },
    durations,
  };
  await app.close();
  await bench.close();
  return figuresOfDatabase;
}

/** Runs the PostgreSQL half in a database of the bench's own, made for it and dropped after. */
async function inOwnPostgresDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE}`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${BENCH_DATABASE}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await admin.end();
  }
}

const results = [await benchDatabase(null)];
if (POSTGRES_URL !== 'off') results.push(await inOwnPostgresDatabase((url) => benchDatabase(url)));
console.log(JSON.stringify({ now: NOW, years: YEARS, samples: SAMPLES, results }, null, 2));
