/**
 * Screener benchmark, printing JSON (not a test).
 * 1. A 5-rule query over 10,000 symbols × 3 durations, side by side in the same run: the columnar engine,
 *    the same query in SQL on the same data (SQLite, a table with one column per field and duration) and a
 *    plain filter over an array of objects. All three must give the same symbols.
 * 2. Evaluating 1,000 saved strategies after a compute cycle over 10,000 symbols (goal: under 100 ms):
 *    total ms of the runner, cold (every result set is new), after a cycle that moved a tenth of the daily
 *    snapshots and after a cycle with nothing new, beside the previous runner (strategyRunnerBefore.ts)
 *    on a copy of the data, and the runner again on PostgreSQL (BENCH_DATABASE_URL, else the test
 *    database); all three must raise the same alerts.
 * Run: npm run bench -w apps/server
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GROUP_DURATION,
  type Market,
  REGIONS,
  SEEK_FIELDS,
  STRATEGY_GROUPS,
  type StrategyGroup,
  type StrategyQuery,
  type StrategyQueryInput,
  strategyQuerySchema,
} from '@signaldesk/contract';
import { CATALOGUE } from '@signaldesk/indicators';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import type { StrategyAlert } from '../src/messenger/strategyAlert.js';
import { writeSnapshot } from '../src/quotes/snapshots.js';
import { quantile, round as roundTo } from './benchFigures.js';
import { runQuery } from '../src/screener/runQuery.js';
import { Screener } from '../src/screener/screener.js';
import { ScreenerTable } from '../src/screener/screenerTable.js';
import { ResultSets } from '../src/screener/resultSets.js';
import { type RunnerDeps, StrategyRunner } from '../src/strategies/strategyRunner.js';
import { StrategyRunnerBefore } from './strategyRunnerBefore.js';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const SYMBOL_COUNT = 10_000;
const STRATEGY_COUNT = 1_000;
const WARM_UP = 20;
const SAMPLES = 200;
const BAR = Date.UTC(2026, 0, 5, 14, 30) / 1000;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const round = (value: number) => roundTo(value, 3);
const summary = (values: number[]) => ({ medianMs: round(quantile(values, 0.5)), p95Ms: round(quantile(values, 0.95)) });

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const random = seeded(42);

/** A value inside the field's range (or a plausible one where unbounded); enums take one of their values. */
function randomValue(field: (typeof CATALOGUE)[number]): number | null {
  if (random() < 0.03) return null;
  if (field.values) return field.values[Math.floor(random() * field.values.length)]!.value;
  const min = field.range.min ?? -100;
  const max = field.range.max ?? min + 200;
  return Math.round((min + random() * (max - min)) * 100) / 100;
}

interface Row {
  symbol: string;
  region: Market;
  cap: number;
  groups: Record<StrategyGroup, (number | null)[]>;
}

const rows: Row[] = Array.from({ length: SYMBOL_COUNT }, (_, i) => ({
  symbol: `S${String(i).padStart(5, '0')}`,
  region: REGIONS[i % REGIONS.length]!,
  cap: Math.round(random() * 20_000),
  groups: { day: CATALOGUE.map(randomValue), week: CATALOGUE.map(randomValue), hour: CATALOGUE.map(randomValue) },
}));

const QUERY: StrategyQuery = strategyQuerySchema.parse({
  limit: 50,
  day: { 'kd.k': { max: 40 }, 'matrix.trend': { in: [3] }, 'candle.updown': { min: -20, order: 'DESC' } },
  week: { 'candle.updown': { min: 0 } },
  hour: { 'sine.quadrant': { in: [1, 2] } },
} satisfies StrategyQueryInput);

function timed(run: () => string[]): { summary: ReturnType<typeof summary>; answer: string[] } {
  let answer: string[] = [];
  for (let i = 0; i < WARM_UP; i++) answer = run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = process.hrtime.bigint();
    answer = run();
    times.push(ms(start));
  }
  return { summary: summary(times), answer };
}

function engineBench() {
  const table = new ScreenerTable();
  for (const row of rows) {
    table.upsertSymbol({ symbol: row.symbol, name: row.symbol, cnname: row.symbol, region: row.region, type: 0, cap: row.cap, ipo: Number.NaN });
    for (const group of STRATEGY_GROUPS) table.put(row.symbol, group, BAR, row.groups[group]);
  }
  return timed(() => runQuery(table, QUERY).rows.map((r) => table.symbols[r]!));
}

const column = (group: StrategyGroup, id: string) => `${group}_${id.replace('.', '_')}`;

function sqlBench() {
  const sqlite = new SQLite(':memory:');
  const fieldColumns = STRATEGY_GROUPS.flatMap((group) => SEEK_FIELDS.map((id) => column(group, id)));
  sqlite.exec(`CREATE TABLE wide (symbol TEXT PRIMARY KEY, region TEXT, cap REAL, ${fieldColumns.map((c) => `"${c}" REAL`).join(', ')})`);
  const insert = sqlite.prepare(`INSERT INTO wide VALUES (${['?', '?', '?', ...fieldColumns.map(() => '?')].join(', ')})`);
  sqlite.transaction(() => {
    for (const row of rows) insert.run(row.symbol, row.region, row.cap, ...STRATEGY_GROUPS.flatMap((group) => row.groups[group]));
  })();
  const select = sqlite.prepare(
    `SELECT symbol FROM wide
     WHERE "${column('day', 'kd.k')}" <= 40 AND "${column('day', 'matrix.trend')}" IN (3)
       AND "${column('day', 'candle.updown')}" >= -20 AND "${column('week', 'candle.updown')}" >= 0
       AND "${column('hour', 'sine.quadrant')}" IN (1, 2)
     ORDER BY "${column('day', 'candle.updown')}" IS NULL, "${column('day', 'candle.updown')}" DESC, symbol
     LIMIT 50`,
  );
  const result = timed(() => (select.all() as { symbol: string }[]).map((r) => r.symbol));
  sqlite.close();
  return result;
}

function arrayBench() {
  const index = new Map<string, number>(SEEK_FIELDS.map((id, i) => [id, i]));
  const at = (row: Row, group: StrategyGroup, id: string) => row.groups[group][index.get(id)!] ?? null;
  const objects = rows.map((row) => ({
    symbol: row.symbol,
    day: Object.fromEntries(SEEK_FIELDS.map((id) => [id, at(row, 'day', id)])),
    week: Object.fromEntries(SEEK_FIELDS.map((id) => [id, at(row, 'week', id)])),
    hour: Object.fromEntries(SEEK_FIELDS.map((id) => [id, at(row, 'hour', id)])),
  }));
  const within = (value: number | null | undefined, min: number, max: number) => value != null && value >= min && value <= max;
  return timed(() =>
    objects
      .filter(
        (o) =>
          within(o.day['kd.k'], Number.NEGATIVE_INFINITY, 40) &&
          o.day['matrix.trend'] === 3 &&
          within(o.day['candle.updown'], -20, Number.POSITIVE_INFINITY) &&
          within(o.week['candle.updown'], 0, Number.POSITIVE_INFINITY) &&
          (o.hour['sine.quadrant'] === 1 || o.hour['sine.quadrant'] === 2),
      )
      .sort((a, b) => (b.day['candle.updown'] as number) - (a.day['candle.updown'] as number) || (a.symbol < b.symbol ? -1 : 1))
      .slice(0, 50)
      .map((o) => o.symbol),
  );
}

/** Strategies of one to three rules drawn from a pool, with thresholds spread over each field's range. */
function strategyQueries(): StrategyQuery[] {
  const pool: ((r: number) => Record<string, unknown>)[] = [
    (r) => ({ day: { 'kd.k': { max: 10 + r * 40 } } }),
    (r) => ({ day: { 'matrix.trend': { in: [r < 0.5 ? 2 : 3] } } }),
    (r) => ({ week: { 'candle.updown': { min: r * 50 } } }),
    (r) => ({ hour: { 'sine.quadrant': { in: [1 + Math.floor(r * 4)] } } }),
    (r) => ({ day: { 'matrix.k10': { min: -5 - r * 10, max: 5 + r * 10 } } }),
    (r) => ({ week: { 'ladder.route': { in: [2, 3 + Math.floor(r * 4)] } } }),
  ];
  return Array.from({ length: STRATEGY_COUNT }, () => {
    const query: Record<string, Record<string, unknown>> = {};
    const rules = 1 + Math.floor(random() * 3);
    for (let i = 0; i < rules; i++) {
      for (const [group, fields] of Object.entries(pool[Math.floor(random() * pool.length)]!(random()))) {
        query[group] = { ...query[group], ...(fields as Record<string, unknown>) };
      }
    }
    return strategyQuerySchema.parse({ ...query, limit: [50, 100, 200][Math.floor(random() * 3)], region: random() < 0.5 ? 'ALL' : 'US' });
  });
}

const queries = strategyQueries();
/** The next day's compute: a tenth of the symbols get a new daily bar. */
const nextDay = rows.filter(() => random() < 0.1).map((row) => ({ symbol: row.symbol, values: CATALOGUE.map(randomValue) }));

interface CycleRunner {
  runCycle(): Promise<{ alerts: number; capped: number }>;
}

type Delivered = Pick<StrategyAlert, 'strategyId' | 'symbol' | 'ts'>[];

/**
 * One runner over its own database holding the same symbols, snapshots and strategies: the first cycle
 * (every result set new) and the cycle after the next day's compute. Answers the times and every alert.
 */
async function runnerBench(start: (deps: RunnerDeps) => CycleRunner, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-screener-bench-'));
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const { db } = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl, schema } : {}) });
  try {
    const now = BAR + 3_600;
    const users = Array.from({ length: 100 }, (_, i) => ({
      userid: `u${i}`,
      username: `u${i}`,
      regtype: 'email' as const,
      role: 'member',
      market: 'ALL',
      status: 'active' as const,
      settings: '{}',
      bot_push: 0,
      pushemail_confirmed: 0,
      created_at: now,
    }));
    await db.insertInto('users').values(users).execute();
    for (let i = 0; i < rows.length; i += 2_000) {
      const batch = rows.slice(i, i + 2_000);
      await db
        .insertInto('symbols')
        .values(batch.map((row) => ({ symbol: row.symbol, name: row.symbol, cnname: row.symbol, region: row.region, type: 0, cap: row.cap })))
        .execute();
      for (const group of STRATEGY_GROUPS) {
        await db
          .insertInto('snapshots')
          .values(
            batch.map((row) => ({ symbol: row.symbol, duration: GROUP_DURATION[group], ts: BAR, field_values: JSON.stringify(row.groups[group]), computed_at: now })),
          )
          .execute();
      }
    }
    for (let i = 0; i < queries.length; i += 500) {
      await db
        .insertInto('strategies')
        .values(
          queries.slice(i, i + 500).map((query, j) => ({
            sid: `s${String(i + j).padStart(4, '0')}`,
            userid: `u${(i + j) % 100}`,
            name: `Strategy ${i + j}`,
            query: JSON.stringify(query),
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const screener = new Screener(db);
    const begin = process.hrtime.bigint();
    await screener.load();
    const loadMs = ms(begin);
    const delivered: Delivered = [];
    let handedOver = 0n;
    const sink = {
      async deliver(alerts: StrategyAlert[]) {
        handedOver = process.hrtime.bigint();
        for (const { strategyId, symbol, ts } of alerts) delivered.push({ strategyId, symbol, ts });
      },
    };
    /** From the cycle's end to the alerts reaching the messenger, and to the bookkeeping written. */
    const timedCycle = async () => {
      const begin = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      const report = await runner.runCycle();
      const totalMs = ms(begin);
      const used = process.cpuUsage(cpu);
      return {
        alertsHandedOverMs: report.alerts > 0 ? round(Number(handedOver - begin) / 1e6) : null,
        totalMs: round(totalMs),
        // This process's processor time (every thread): on a shared machine it moves far less than totalMs.
        cpuMs: round((used.user + used.system) / 1000),
        alerts: report.alerts,
        capped: report.capped,
      };
    };
    let clock = now;
    const runner = start({ db, screener, sink, now: () => clock, onError: (error) => console.error(error) });

    const firstCycle = await timedCycle();

    clock += 86_400;
    for (const { symbol, values } of nextDay) {
      await writeSnapshot(db, symbol, '1d', BAR + 86_400, values, clock);
      screener.put({ symbol, duration: '1d', ts: BAR + 86_400, values });
    }
    const cycleAfterCompute = await timedCycle();
    // A cycle in which nothing was computed: what remains is the runner's fixed cost.
    const cycleWithNothingNew = await timedCycle();
    return {
      figures: { loadFromDatabaseMs: round(loadMs), firstCycle, cycleAfterCompute, cycleWithNothingNew },
      delivered,
      table: screener.table,
    };
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && schema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
}

/** Where the time goes: the result sets of all strategies alone, one runQuery each against shared bitsets. */
function evaluationOnly(table: ScreenerTable) {
  const texts = queries.map((query) => JSON.stringify(query));
  const perQuery: number[] = [];
  const bitsets: number[] = [];
  for (let i = 0; i < 5; i++) {
    let begin = process.hrtime.bigint();
    for (const query of queries) runQuery(table, query);
    perQuery.push(ms(begin));
    begin = process.hrtime.bigint();
    const sets = new ResultSets(table);
    for (const [j, query] of queries.entries()) sets.rowsOf(query, texts[j]);
    bitsets.push(ms(begin));
  }
  return { runQueryEachMs: summary(perQuery).medianMs, sharedBitsetsMs: summary(bitsets).medianMs };
}

async function strategiesBench() {
  const before = await runnerBench((deps) => new StrategyRunnerBefore(deps));
  const after = await runnerBench((deps) => new StrategyRunner(deps));
  const onPostgres = await runnerBench((deps) => new StrategyRunner(deps), POSTGRES_URL);
  const key = (alerts: Delivered) => JSON.stringify(alerts.map((alert) => `${alert.strategyId} ${alert.symbol} ${alert.ts}`).sort());
  const sameAlerts = key(before.delivered) === key(after.delivered) && key(onPostgres.delivered) === key(after.delivered);
  if (!sameAlerts) throw new Error('the runner raised other alerts than the reference runner, or on PostgreSQL than on SQLite');
  return {
    strategies: STRATEGY_COUNT,
    symbols: SYMBOL_COUNT,
    goalMsPerCycle: 100,
    sameAlerts,
    delivered: after.delivered.length,
    before: before.figures,
    after: after.figures,
    afterOnPostgres: onPostgres.figures,
    evaluationOnly: evaluationOnly(after.table),
  };
}

const engine = engineBench();
const sql = sqlBench();
const array = arrayBench();
const same = JSON.stringify(engine.answer) === JSON.stringify(sql.answer) && JSON.stringify(engine.answer) === JSON.stringify(array.answer);
if (!same) throw new Error(`the three answers differ:\n${JSON.stringify({ engine: engine.answer, sql: sql.answer, array: array.answer })}`);

console.log(
  JSON.stringify(
    {
      query: {
        symbols: SYMBOL_COUNT,
        durations: STRATEGY_GROUPS.length,
        rules: 5,
        samples: SAMPLES,
        matched: engine.answer.length,
        engine: engine.summary,
        sqliteWideTable: sql.summary,
        arrayFilter: array.summary,
      },
      strategies: await strategiesBench(),
      load: loadavg().map((value) => round(value)),
    },
    null,
    2,
  ),
);
