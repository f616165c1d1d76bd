/**
 * Screener benchmark, printing JSON (not a test).
 * 1. A 5-rule query over 10,000 symbols × 3 durations, side by side in the same run: the columnar engine,
 *    the same query in SQL on the same data (SQLite, a table with one column per field and duration) and a
 *    plain filter over an array of objects. All three must give the same symbols.
 * 2. The cycle that checks 1,000 saved strategies after a sweep (goal: under 100 ms), at 10,000 and 100,000 symbols
 *    (BENCH_SYMBOLS=10000,100000), on SQLite and on PostgreSQL (BENCH_DATABASE_URL, else the test server; the bench
 *    makes its own schema there and drops it), each in a database of its own: the current path (after) beside the
 *    screener's earlier sync (before, screenerBefore.ts), which read back every snapshot written since its last
 *    look, in the same run on the same rows. Wall and processor time, statements and rows read per cycle, the
 *    exponent of the growth from the smallest universe to the largest, PostgreSQL's EXPLAIN ANALYZE of the sync's
 *    statements, and the load average. Both paths and both databases must raise the same alerts.
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
import { DefaultQueryExecutor, sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/database.js';
import type { StrategyAlert } from '../src/messenger/strategyAlert.js';
import { runQuery } from '../src/screener/runQuery.js';
import { Screener } from '../src/screener/screener.js';
import { ScreenerTable } from '../src/screener/screenerTable.js';
import { StrategyRunner } from '../src/strategies/strategyRunner.js';
import { quantile, round as roundTo } from './benchFigures.js';
import { ScreenerBefore } from './screenerBefore.js';

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
function randomValue(field: (typeof CATALOGUE)[number], draw = random): number | null {
  if (draw() < 0.03) return null;
  if (field.values) return field.values[Math.floor(draw() * field.values.length)]!.value;
  const min = field.range.min ?? -100;
  const max = field.range.max ?? min + 200;
  return Math.round((min + draw() * (max - min)) * 100) / 100;
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
  groups: { day: CATALOGUE.map((field) => randomValue(field)), week: CATALOGUE.map((field) => randomValue(field)), hour: CATALOGUE.map((field) => randomValue(field)) },
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
function strategyQueries(draw: () => number): StrategyQuery[] {
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
    const rules = 1 + Math.floor(draw() * 3);
    for (let i = 0; i < rules; i++) {
      for (const [group, fields] of Object.entries(pool[Math.floor(draw() * pool.length)]!(draw()))) {
        query[group] = { ...query[group], ...(fields as Record<string, unknown>) };
      }
    }
    return strategyQuerySchema.parse({ ...query, limit: [50, 100, 200][Math.floor(draw() * 3)], region: draw() < 0.5 ? 'ALL' : 'US' });
  });
}

const symbolAt = (index: number) => `S${String(index).padStart(6, '0')}`;
/** One symbol's snapshot of one duration on one day, the same in every run and for every database. */
const snapshotValues = (index: number, group: StrategyGroup, day: number) => {
  const draw = seeded(index * 7 + STRATEGY_GROUPS.indexOf(group) * 1_000_003 + day * 99_991);
  return CATALOGUE.map((field) => randomValue(field, draw));
};
/** The day's compute: every symbol's daily snapshot written again, a tenth of them on a new bar with new values. */
const movesOnNextDay = (index: number) => seeded(index * 13 + 5)() < 0.1;
/** A sweep writes about this many snapshots a second, so its rows' computed_at spread as in production. */
const WRITTEN_PER_SECOND = 200;
const BATCH = 1_000;
/** Sweeps after the first measured, on days moving on as the first. */
const LATER_SWEEPS = 6;

interface Universe {
  symbols: number;
  queries: StrategyQuery[];
}

type Delivered = Pick<StrategyAlert, 'strategyId' | 'symbol' | 'ts'>[];

/**
 * Every statement any Kysely executor runs in this process, transactions' included, with the rows it answered and
 * the wall time from sending it to its answer (the database's work and the driver's), summed: statements under way
 * together each count whole.
 */
const statements = { count: 0, rows: 0, ms: 0 };
const executeQuery = DefaultQueryExecutor.prototype.executeQuery;
DefaultQueryExecutor.prototype.executeQuery = async function (this: DefaultQueryExecutor, ...args: Parameters<typeof executeQuery>) {
  const start = process.hrtime.bigint();
  const result = await executeQuery.apply(this, args);
  statements.ms += ms(start);
  statements.count++;
  statements.rows += result.rows.length;
  return result as never;
};

/** The day's snapshots written as the sweep writes them: upserts, computed_at moving on a second per 200 rows. */
async function writeDay(db: Db, symbols: number, day: number, from: number, screener?: Screener) {
  for (let start = 0; start < symbols; start += BATCH) {
    const values = [];
    for (let index = start; index < Math.min(start + BATCH, symbols); index++) {
      const moved = day > 0 && movesOnNextDay(index);
      const written = {
        symbol: symbolAt(index),
        duration: GROUP_DURATION.day,
        ts: moved ? BAR + 86_400 * day : BAR,
        values: snapshotValues(index, 'day', moved ? day : 0),
        computedAt: from + Math.floor(index / WRITTEN_PER_SECOND),
      };
      values.push({ symbol: written.symbol, duration: written.duration, ts: written.ts, field_values: JSON.stringify(written.values), computed_at: written.computedAt });
      screener?.put(written);
    }
    await db
      .insertInto('snapshots')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['symbol', 'duration']).doUpdateSet((eb) => ({ ts: eb.ref('excluded.ts'), field_values: eb.ref('excluded.field_values'), computed_at: eb.ref('excluded.computed_at') })),
      )
      .execute();
  }
}

/** The universe in its own database: symbols with their listing dates, three durations' snapshots, the strategies. */
async function fill(db: Db, universe: Universe) {
  const now = BAR + 3_600;
  await db
    .insertInto('users')
    .values(
      Array.from({ length: 100 }, (_, i) => ({
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
      })),
    )
    .execute();
  const draw = seeded(7);
  for (let start = 0; start < universe.symbols; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, universe.symbols - start) }, (_, i) => start + i);
    await db
      .insertInto('symbols')
      .values(indexes.map((index) => ({ symbol: symbolAt(index), name: symbolAt(index), cnname: symbolAt(index), region: REGIONS[index % REGIONS.length]!, type: 0, cap: Math.round(draw() * 20_000) })))
      .execute();
    await db
      .insertInto('stock_meta')
      .values(indexes.map((index) => ({ symbol: symbolAt(index), tags: '[]', intro: '', fields: JSON.stringify({ ipo: 20_100_104 + (index % 20) * 10_000 }), updated_at: now })))
      .execute();
    for (const group of ['week', 'hour'] as const) {
      await db
        .insertInto('snapshots')
        .values(indexes.map((index) => ({ symbol: symbolAt(index), duration: GROUP_DURATION[group], ts: BAR, field_values: JSON.stringify(snapshotValues(index, group, 0)), computed_at: now })))
        .execute();
    }
  }
  await writeDay(db, universe.symbols, 0, now);
  for (let i = 0; i < universe.queries.length; i += 500) {
    await db
      .insertInto('strategies')
      .values(
        universe.queries.slice(i, i + 500).map((query, j) => ({
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
}

/**
 * One path's cycles on a database holding the universe: the screener loaded, a first cycle (every result set new), the
 * next day's sweep (every daily snapshot written again, handed to the screener as the market hands it), the cycle
 * after it and a cycle with nothing new. The day's snapshots and the bookkeeping are put back first, so both paths
 * start from the same rows. Cycles are minutes apart in production, so the screener's clock moves past its sync's
 * rate limit before each.
 */
async function cycles(db: Db, universe: Universe, path: 'before' | 'after') {
  await db.deleteFrom('strategy_members').execute();
  await db.deleteFrom('strategy_member_changes').execute();
  await db.deleteFrom('strategy_alert_hours').execute();
  await writeDay(db, universe.symbols, 0, BAR + 3_600);
  let clockMs = Date.now();
  const clock = () => clockMs;
  const screener = path === 'before' ? new ScreenerBefore(db, clock) : new Screener(db, clock);
  let begin = process.hrtime.bigint();
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
  let now = BAR + 7_200;
  const runner = new StrategyRunner({ db, screener, sink, now: () => now, onError: (error) => console.error(error) });
  const timedCycle = async () => {
    clockMs += 60_000;
    const before = { ...statements };
    begin = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    const report = await runner.runCycle();
    const wallMs = ms(begin);
    const used = process.cpuUsage(cpu);
    return {
      wallMs: round(wallMs),
      // This process's processor time (every thread): on a shared machine it moves far less than the wall time.
      cpuMs: round((used.user + used.system) / 1000),
      alertsHandedOverMs: report.alerts > 0 ? round(Number(handedOver - begin) / 1e6) : null,
      statementsMs: round(statements.ms - before.ms),
      statements: statements.count - before.count,
      rowsRead: statements.rows - before.rows,
      alerts: report.alerts,
    };
  };
  const firstCycle = await timedCycle();
  now += 86_400;
  await writeDay(db, universe.symbols, 1, now, screener);
  const cycleAfterSweep = await timedCycle();
  const cycleWithNothingNew = await timedCycle();
  // Each sweep adds to the changes written over the sets, until a set is written whole again: these cycles hold those.
  const later: Awaited<ReturnType<typeof timedCycle>>[] = [];
  for (let day = 2; day < 2 + LATER_SWEEPS; day++) {
    now += 86_400;
    await writeDay(db, universe.symbols, day, now, screener);
    later.push(await timedCycle());
  }
  const spread = (measure: 'wallMs' | 'cpuMs' | 'statementsMs') => {
    const values = later.map((cycle) => cycle[measure]);
    return { median: round(quantile(values, 0.5)), max: round(Math.max(...values)) };
  };
  const cyclesAfterLaterSweeps = { sweeps: LATER_SWEEPS, wallMs: spread('wallMs'), cpuMs: spread('cpuMs'), statementsMs: spread('statementsMs') };
  return { figures: { loadMs: round(loadMs), firstCycle, cycleAfterSweep, cycleWithNothingNew, cyclesAfterLaterSweeps }, delivered };
}

/**
 * PostgreSQL's own account of the sync's statements after the sweep (the read of every row since, and the count) and
 * of the runner's write: every change row written over the sets now written again, beside every set written whole.
 */
async function explained(db: Db) {
  const durations = STRATEGY_GROUPS.map((group) => GROUP_DURATION[group]);
  const since = BAR + 3_600 + 86_400;
  const plan = async (statement: string, on: Db = db) => {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`${sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`)}`.execute(on);
    const lines = rows.map((row) => row['QUERY PLAN']);
    return { executionMs: Number(lines.find((line) => line.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0]), plan: lines.slice(0, 3).map((line) => line.trim()) };
  };
  const where = `duration IN (${durations.map((duration) => `'${duration}'`).join(', ')}) AND computed_at >= ${since}`;
  // Undone after: the rows stay as the cycles left them.
  const written = (statement: string) =>
    db.connection().execute(async (connection) => {
      await sql`BEGIN`.execute(connection);
      try {
        return await plan(statement, connection);
      } finally {
        await sql`ROLLBACK`.execute(connection);
      }
    });
  return {
    readEverySnapshotSince: await plan(`SELECT symbol, duration, ts, field_values, computed_at FROM snapshots WHERE ${where}`),
    countPerSecondSince: await plan(`SELECT computed_at, count(*) FROM snapshots WHERE ${where} GROUP BY computed_at`),
    writeEveryChangeAgain: await written('INSERT INTO strategy_member_changes SELECT sid, seq + 1000000, changes FROM strategy_member_changes'),
    writeEverySetWhole: await written('INSERT INTO strategy_members SELECT * FROM strategy_members ON CONFLICT (sid) DO UPDATE SET members = excluded.members'),
  };
}

async function onDatabase(kind: 'sqlite' | 'postgres', universe: Universe) {
  const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-screener-bench-'));
  const schema = kind === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const { db } = await openDatabase({ dataDir, ...(schema ? { databaseUrl: POSTGRES_URL, schema } : {}) });
  try {
    await fill(db, universe);
    const before = await cycles(db, universe, 'before');
    const after = await cycles(db, universe, 'after');
    const key = (alerts: Delivered) => JSON.stringify(alerts.map((alert) => `${alert.strategyId} ${alert.symbol} ${alert.ts}`).sort());
    if (key(before.delivered) !== key(after.delivered)) throw new Error(`${kind}: the two paths raised different alerts`);
    return { before: before.figures, after: after.figures, postgresPlans: kind === 'postgres' ? await explained(db) : undefined, alerts: key(after.delivered) };
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    if (schema) {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
}

/** How the cost grows from the smallest universe to the largest: t ∝ symbols^exponent. */
const exponent = (small: number, large: number, ratio: number) => round(Math.log(large / small) / Math.log(ratio));

async function cycleBench() {
  const sizes = (process.env.BENCH_SYMBOLS ?? '10000,100000').split(',').map(Number);
  const results: Record<string, Record<string, Awaited<ReturnType<typeof onDatabase>>>> = {};
  for (const symbols of sizes) {
    const universe = { symbols, queries: strategyQueries(seeded(11)) };
    results[symbols] = {};
    for (const kind of ['sqlite', 'postgres'] as const) results[symbols]![kind] = await onDatabase(kind, universe);
    if (results[symbols]!.sqlite!.alerts !== results[symbols]!.postgres!.alerts) throw new Error(`${symbols} symbols: SQLite and PostgreSQL raised different alerts`);
  }
  const small = sizes[0]!;
  const large = sizes[sizes.length - 1]!;
  const growth = (kind: 'sqlite' | 'postgres', path: 'before' | 'after', measure: 'wallMs' | 'cpuMs') =>
    exponent(results[small]![kind]![path].cycleAfterSweep[measure], results[large]![kind]![path].cycleAfterSweep[measure], large / small);
  return {
    strategies: STRATEGY_COUNT,
    goalMsPerCycle: 100,
    sameAlerts: true,
    bySymbols: Object.fromEntries(
      Object.entries(results).map(([symbols, kinds]) => [
        symbols,
        Object.fromEntries(
          Object.entries(kinds).map(([kind, { before, after, postgresPlans }]) => [
            kind,
            {
              before,
              after,
              afterOverBefore: { wall: round(after.cycleAfterSweep.wallMs / before.cycleAfterSweep.wallMs), cpu: round(after.cycleAfterSweep.cpuMs / before.cycleAfterSweep.cpuMs) },
              ...(postgresPlans ? { postgresPlans } : {}),
            },
          ]),
        ),
      ]),
    ),
    exponentOfCycleAfterSweep:
      small === large
        ? null
        : Object.fromEntries(
            (['sqlite', 'postgres'] as const).map((kind) => [
              kind,
              { before: { wall: growth(kind, 'before', 'wallMs'), cpu: growth(kind, 'before', 'cpuMs') }, after: { wall: growth(kind, 'after', 'wallMs'), cpu: growth(kind, 'after', 'cpuMs') } },
            ]),
          ),
  };
}

const loadAtStart = loadavg().map((value) => round(value));
const engine = engineBench();
const sqliteAnswer = sqlBench();
const array = arrayBench();
const same = JSON.stringify(engine.answer) === JSON.stringify(sqliteAnswer.answer) && JSON.stringify(engine.answer) === JSON.stringify(array.answer);
if (!same) throw new Error(`the three answers differ:\n${JSON.stringify({ engine: engine.answer, sql: sqliteAnswer.answer, array: array.answer })}`);
const query = {
  symbols: SYMBOL_COUNT,
  durations: STRATEGY_GROUPS.length,
  rules: 5,
  samples: SAMPLES,
  matched: engine.answer.length,
  engine: engine.summary,
  sqliteWideTable: sqliteAnswer.summary,
  arrayFilter: array.summary,
};
const strategies = await cycleBench();
console.log(JSON.stringify({ query, strategies, load: { atStart: loadAtStart, atEnd: loadavg().map((value) => round(value)) } }, null, 2));
