/**
 * `npm run import` figures, printed as JSON:
 * - the wall time of a one-row import from the shell, warm (the compiled bundle current), right after a source
 *   changed (the bundle rebuilt), and through the entry it replaced (tsx compiling the TypeScript at start);
 * - candles per second of a bulk write on SQLite and on PostgreSQL (BENCH_DATABASE_URL, or the test database),
 *   through the store's bulk path and through the query builder it replaced (candleWritesBefore.ts);
 * - candles per second of a whole import: reading the CSV, writing it, and computing the series; and of a folder
 *   import of the same number of candles in several files, several series at once on PostgreSQL.
 * - the ceilings beside them, measured on the same candles in the same run: the CSV reader alone, the indicator
 *   engine alone on one core, a whole import's compute alone, and each database's plain INSERT of the same rows
 *   into an empty table with the same key, no conflict clause and nothing else on the way;
 * - on PostgreSQL, the store's INSERT path (unnest) beside its COPY path for the same write, and the raw COPY of the
 *   same rows into an empty table with the same key, unlogged and logged: what bounds the COPY path.
 * BENCH_CANDLES sets the size of the series (1,000,000 by default).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriesFromCandles } from '@signaldesk/indicators';
import { type Candle, candlesFromCsv } from '@signaldesk/market-data';
import { CompiledQuery, PostgresAdapter } from 'kysely';
import { sqlCandleStore } from '../src/candles/candleStore.js';
import { runImport } from '../src/candles/importCommand.js';
import { copyCandles } from '../src/candles/candleCopy.js';
import { postgresPoolOf, sqliteFileOf } from '../src/db/database.js';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import { engineDuration } from '../src/quotes/chartDepth.js';
import { chooseSource } from '../src/market/sourceChoice.js';
import { MarketService } from '../src/quotes/marketService.js';
import { chosenSource } from '../src/quotes/marketSources.js';
import { DEFAULT_PATIENCE } from '../src/quotes/sourceCalls.js';
import { analyseTail } from '../src/quotes/tailAnalysis.js';
import { seedUniverse } from '../src/stocks/symbolList.js';
import { round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';
import { writeCandlesBefore } from './candleWritesBefore.js';

const CANDLES = Number(process.env.BENCH_CANDLES ?? 1_000_000);
const GOALS = { oneRowImportSeconds: 1, candlesPerSecond: 1_000_000 };
const root = fileURLToPath(new URL('../../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'signaldesk-import-bench-'));
const START = Date.UTC(2020, 0, 6, 14, 30) / 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The bench's own import bundle, beside the checkout's, which the bench leaves alone. */
const BENCH_BUNDLE = `importCommand-bench-${process.pid}`;

function wallSeconds(command: string, args: string[]): number {
  const started = performance.now();
  execFileSync(command, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: join(work, 'data'), LOG_LEVEL: 'silent', IMPORT_BUNDLE_NAME: BENCH_BUNDLE },
    stdio: 'ignore',
  });
  return (performance.now() - started) / 1000;
}

function oneRowImport() {
  const file = join(work, 'one.csv');
  writeFileSync(file, 'date,open,high,low,close,volume\n2024-01-02,10,11,9,10.5,1000\n');
  const args = [file, '--symbol', 'AAPL'];
  const bundled = () => wallSeconds('node', ['scripts/import.mjs', ...args]);
  const afterSourceChange = bundled();
  const warm = median(Array.from({ length: 5 }, bundled));
  const throughTsx = median(Array.from({ length: 3 }, () => wallSeconds('node', ['--import', 'tsx', 'apps/server/src/candles/importCommand.ts', ...args])));
  return {
    warmSeconds: round(warm),
    afterSourceChangeSeconds: round(afterSourceChange),
    previousEntryThroughTsxSeconds: round(throughTsx),
    goalSeconds: GOALS.oneRowImportSeconds,
    meetsGoal: warm < GOALS.oneRowImportSeconds,
  };
}

/** A minute series as a CSV file, oldest first, at `file` under the work folder. */
function minuteCsv(count: number, file: string): { file: string; text: string } {
  const rows = ['datetime,open,high,low,close,volume'];
  for (let i = 0; i < count; i++) {
    const open = 100 + Math.sin(i / 500) * 20;
    const close = open + Math.cos(i / 7);
    rows.push(`${new Date((START + i * 60) * 1000).toISOString()},${open},${Math.max(open, close) + 0.5},${Math.min(open, close) - 0.5},${close},${1000 + (i % 97)}`);
  }
  const path = join(work, file);
  const text = `${rows.join('\n')}\n`;
  writeFileSync(path, text);
  return { file: path, text };
}

/** Series of the folder import: the same candles as the one-file import, split over this many symbols' files. */
const FOLDER_SERIES = 4;

/** A folder of FOLDER_SERIES minute files, named after symbols of the universe, CANDLES rows in all. */
async function seriesFolder(db: Parameters<typeof sqlCandleStore>[0]): Promise<string> {
  const folder = join(work, 'folder');
  mkdirSync(folder, { recursive: true });
  const symbols = await db.selectFrom('symbols').select('symbol').where('symbol', '!=', 'AAPL').orderBy('cap', 'desc').limit(FOLDER_SERIES).execute();
  for (const { symbol } of symbols) minuteCsv(CANDLES / FOLDER_SERIES, join('folder', `${symbol}.csv`));
  return folder;
}

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Bars through the indicator catalogue per second on one core: what a compute of a long series costs per bar. */
function indicatorCandlesPerSecond(candles: readonly Candle[]): number {
  const bars = candles.slice(0, 200_000);
  const started = performance.now();
  analyseTail({ series: seriesFromCandles(bars), duration: engineDuration('1m'), barsPerYear: barsPerYear('AAPL', '1m'), count: 1 });
  return perSecond(bars.length, performance.now() - started);
}

const PLAIN_COLUMNS = 'symbol text NOT NULL, duration text NOT NULL, ts bigint NOT NULL, open float8, high float8, low float8, close float8, volume float8, PRIMARY KEY (symbol, duration, ts)';

/**
 * The database's own ceiling for these rows: a plain INSERT into an empty table with the candles' key, in one
 * transaction, the statements prepared (SQLite) or the columns sent as arrays (PostgreSQL) as the store does, but no
 * conflict clause. Whatever the store does beyond this is its own cost.
 */
async function plainInsertCandlesPerSecond(db: Parameters<typeof sqlCandleStore>[0], candles: readonly Candle[]): Promise<number> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.executeQuery(CompiledQuery.raw(`CREATE TABLE plain_candles (${PLAIN_COLUMNS})`));
    const text =
      'INSERT INTO plain_candles SELECT $1, $2, * FROM unnest($3::bigint[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::float8[])';
    return perSecond(
      candles.length,
      await timed(() =>
        db.transaction().execute(async (trx) => {
          for (let start = 0; start < candles.length; start += 50_000) {
            const batch = candles.slice(start, start + 50_000);
            const column = (field: keyof Candle) => batch.map((c) => c[field]);
            await trx.executeQuery(CompiledQuery.raw(text, ['PLAIN', '1m', column('ts'), column('open'), column('high'), column('low'), column('close'), column('volume')]));
          }
        }),
      ),
    );
  }
  const file = sqliteFileOf(db);
  file.exec(`CREATE TABLE plain_candles (${PLAIN_COLUMNS.replaceAll('float8', 'real')})`);
  const rows = 4_000;
  const statement = file.prepare(`INSERT INTO plain_candles VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`);
  const started = performance.now();
  file.transaction(() => {
    for (let start = 0; start + rows <= candles.length; start += rows) {
      const values: unknown[] = [];
      for (let i = start; i < start + rows; i++) {
        const c = candles[i]!;
        values.push('PLAIN', '1m', c.ts, c.open, c.high, c.low, c.close, c.volume);
      }
      statement.run(values);
    }
  })();
  return perSecond(candles.length - (candles.length % rows), performance.now() - started);
}

/** COPY of the rows alone into an empty table with the candles' key: no staging table, no upsert. */
async function rawCopyCandlesPerSecond(db: Parameters<typeof sqlCandleStore>[0], candles: readonly Candle[], logged: boolean): Promise<number> {
  const table = logged ? 'copy_logged' : 'copy_unlogged';
  const client = await postgresPoolOf(db)!.connect();
  try {
    await client.query(
      `CREATE ${logged ? '' : 'UNLOGGED '}TABLE ${table} (symbol text NOT NULL DEFAULT 'COPY', duration text NOT NULL DEFAULT '1m', ts bigint NOT NULL, open float8, high float8, low float8, close float8, volume float8, PRIMARY KEY (symbol, duration, ts))`,
    );
    return perSecond(candles.length, await timed(() => copyCandles(client, table, candles)));
  } finally {
    client.release();
  }
}

/** PostgreSQL's pass runs in a schema of its own on this server, which the bench drops afterwards. */
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function databaseFigures(kind: 'sqlite' | 'postgres', file: string, candles: ReturnType<typeof candlesFromCsv>['candles']) {
  const bench = await openBenchServices({ now: () => START + CANDLES * 60, databaseUrl: kind === 'postgres' ? POSTGRES_URL : null });
  try {
    const { db } = bench.services;
    await seedUniverse(db);
    const store = sqlCandleStore(db);
    const bulkMs = await timed(() => store.write('BULK', '1m', candles));
    const rewriteMs = await timed(() => store.write('BULK', '1m', candles));
    const { provider, demo } = chosenSource(await chooseSource(bench.services.config), bench.services.now);
    const market = new MarketService({ db, now: bench.services.now, provider, patience: DEFAULT_PATIENCE, demo });
    const computeMs = await timed(() => market.analysis.compute('BULK', '1m'));
    const plainInsert = await plainInsertCandlesPerSecond(db, candles);
    const postgresOnly =
      kind === 'postgres'
        ? {
            insertPathWriteCandlesPerSecond: perSecond(
              candles.length,
              await timed(() => sqlCandleStore(db, { copyFromRows: Number.POSITIVE_INFINITY }).write('UNNEST', '1m', candles)),
            ),
            rawCopyUnlogged: await rawCopyCandlesPerSecond(db, candles, false),
            rawCopyLogged: await rawCopyCandlesPerSecond(db, candles, true),
          }
        : undefined;
    const beforeMs = await timed(() => writeCandlesBefore(db, 'BEFORE', '1m', candles));
    const importMs = await timed(async () => {
      const outcome = await runImport(bench.services, [file, '--symbol', 'AAPL', '--duration', '1m']);
      if (outcome.exitCode !== 0) throw new Error(outcome.output);
    });
    const folder = await seriesFolder(db);
    const folderMs = await timed(async () => {
      const outcome = await runImport(bench.services, [folder, '--duration', '1m']);
      if (outcome.exitCode !== 0) throw new Error(outcome.output);
    });
    return {
      writeCandlesPerSecond: perSecond(candles.length, bulkMs),
      rewriteSameCandlesPerSecond: perSecond(candles.length, rewriteMs),
      previousWriteCandlesPerSecond: perSecond(candles.length, beforeMs),
      speedup: round(beforeMs / bulkMs, 1),
      importWithComputeCandlesPerSecond: perSecond(candles.length, importMs),
      importWithComputeSeconds: round(importMs / 1000),
      // The same number of candles in FOLDER_SERIES files of a folder, several series at once on PostgreSQL.
      folderImportWithComputeCandlesPerSecond: perSecond(candles.length, folderMs),
      folderImportWithComputeSeconds: round(folderMs / 1000),
      // A compute reads the newest bars its window needs, whatever the import's size: a fixed cost per series.
      computeSeconds: round(computeMs / 1000),
      ...(postgresOnly && { insertPathWriteCandlesPerSecond: postgresOnly.insertPathWriteCandlesPerSecond }),
      ceilings: {
        plainInsertCandlesPerSecond: plainInsert,
        ...(postgresOnly && {
          rawCopyUnloggedCandlesPerSecond: postgresOnly.rawCopyUnlogged,
          rawCopyLoggedCandlesPerSecond: postgresOnly.rawCopyLogged,
        }),
      },
    };
  } finally {
    await bench.close();
  }
}

try {
  const oneRow = oneRowImport();
  const { file, text } = minuteCsv(CANDLES, 'AAPL.csv');
  const readStarted = performance.now();
  const { candles } = candlesFromCsv(text, { duration: '1m', symbol: 'AAPL' });
  const readMs = performance.now() - readStarted;
  const indicator = indicatorCandlesPerSecond(candles);
  if (candles.length !== CANDLES) throw new Error(`the CSV gave ${candles.length} candles of ${CANDLES}`);
  const sqlite = await databaseFigures('sqlite', file, candles);
  const postgres = await databaseFigures('postgres', file, candles);
  const best = Math.max(sqlite.importWithComputeCandlesPerSecond, postgres.importWithComputeCandlesPerSecond);
  console.log(
    JSON.stringify(
      {
        bench: 'import',
        oneRowImport: oneRow,
        candles: CANDLES,
        csvReadCandlesPerSecond: perSecond(CANDLES, readMs),
        indicatorEngineCandlesPerSecondOneCore: indicator,
        sqlite,
        postgres,
        goalCandlesPerSecond: GOALS.candlesPerSecond,
        writeMeetsGoal: { sqlite: sqlite.writeCandlesPerSecond >= GOALS.candlesPerSecond, postgres: postgres.writeCandlesPerSecond >= GOALS.candlesPerSecond },
        importWithComputeMeetsGoal: best >= GOALS.candlesPerSecond,
        load: loadavg().map((value) => round(value)),
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
  for (const end of ['.mjs', '.mjs.sources.json']) rmSync(join(root, `apps/server/dist/${BENCH_BUNDLE}${end}`), { force: true });
}
