/**
 * Screener benchmark, printing JSON (not a test).
 * 1. A 5-rule query over 10,000 symbols × 3 durations, side by side in the same run: the columnar engine,
 *    the same query in SQL on the same data (SQLite, a table with one column per field and duration) and a
 *    plain filter over an array of objects. All three must give the same symbols.
 * 2. Evaluating 1,000 saved strategies after a compute cycle over 10,000 symbols: total ms of the runner,
 *    cold (every result set is new) and after a cycle that moved a tenth of the daily snapshots.
 * Run: npm run bench -w apps/server
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { openDatabase } from '../src/db/database.js';
import type { StrategyAlert } from '../src/messenger/strategyAlert.js';
import { writeSnapshot } from '../src/quotes/snapshots.js';
import { quantile, round as roundTo } from './benchFigures.js';
import { runQuery } from '../src/screener/runQuery.js';
import { Screener } from '../src/screener/screener.js';
import { ScreenerTable } from '../src/screener/screenerTable.js';
import { StrategyRunner } from '../src/strategies/strategyRunner.js';

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

async function runnerBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-screener-bench-'));
  const { db } = await openDatabase({ dataDir });
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
    const queries = strategyQueries();
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
    let start = process.hrtime.bigint();
    await screener.load();
    const loadMs = ms(start);
    let delivered = 0;
    const sink = {
      async deliver(alerts: StrategyAlert[]) {
        delivered += alerts.length;
      },
    };
    let clock = now;
    const runner = new StrategyRunner({ db, screener, sink, now: () => clock, onError: (error) => console.error(error) });

    start = process.hrtime.bigint();
    const cold = await runner.runCycle();
    const coldMs = ms(start);

    // A compute cycle the next day: a tenth of the symbols get a new daily bar, written as the market writes it.
    clock += 86_400;
    for (const row of rows) {
      if (random() >= 0.1) continue;
      const snapshot = { symbol: row.symbol, duration: '1d' as const, ts: BAR + 86_400, values: CATALOGUE.map(randomValue) };
      await writeSnapshot(db, snapshot.symbol, snapshot.duration, snapshot.ts, snapshot.values, clock);
      screener.put(snapshot);
    }
    start = process.hrtime.bigint();
    const steady = await runner.runCycle();
    const steadyMs = ms(start);
    return {
      strategies: STRATEGY_COUNT,
      symbols: SYMBOL_COUNT,
      loadFromDatabaseMs: round(loadMs),
      firstCycle: { totalMs: round(coldMs), alerts: cold.alerts, capped: cold.capped },
      cycleAfterCompute: { totalMs: round(steadyMs), alerts: steady.alerts, capped: steady.capped },
      delivered,
    };
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
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
      strategies: await runnerBench(),
    },
    null,
    2,
  ),
);
