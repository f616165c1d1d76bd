/**
 * `npm run import` figures, printed as JSON:
 * - the wall time of a one-row import from the shell, warm (the compiled bundle current), right after a source
 *   changed (the bundle rebuilt), and through the entry it replaced (tsx compiling the TypeScript at start);
 * - candles per second of a bulk write on SQLite and on PostgreSQL (BENCH_DATABASE_URL, or the test database),
 *   through the store's bulk path and through the query builder it replaced (candleWritesBefore.ts);
 * - candles per second of a whole import: reading the CSV, writing it, and computing the series.
 * BENCH_CANDLES sets the size of the series (1,000,000 by default).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { candlesFromCsv } from '@signaldesk/market-data';
import { sqlCandleStore } from '../src/candles/candleStore.js';
import { runImport } from '../src/candles/importCommand.js';
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

function wallSeconds(command: string, args: string[]): number {
  const started = performance.now();
  execFileSync(command, args, { cwd: root, env: { ...process.env, DATA_DIR: join(work, 'data'), LOG_LEVEL: 'silent' }, stdio: 'ignore' });
  return (performance.now() - started) / 1000;
}

function oneRowImport() {
  const file = join(work, 'one.csv');
  writeFileSync(file, 'date,open,high,low,close,volume\n2024-01-02,10,11,9,10.5,1000\n');
  const args = [file, '--symbol', 'AAPL'];
  const bundled = () => wallSeconds('node', ['scripts/import.mjs', ...args]);
  rmSync(join(root, 'apps/server/dist/importCommand.mjs'), { force: true });
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

/** A minute series as a CSV file, oldest first. */
function minuteCsv(count: number): { file: string; text: string } {
  const rows = ['datetime,open,high,low,close,volume'];
  for (let i = 0; i < count; i++) {
    const open = 100 + Math.sin(i / 500) * 20;
    const close = open + Math.cos(i / 7);
    rows.push(`${new Date((START + i * 60) * 1000).toISOString()},${open},${Math.max(open, close) + 0.5},${Math.min(open, close) - 0.5},${close},${1000 + (i % 97)}`);
  }
  const file = join(work, 'AAPL.csv');
  const text = `${rows.join('\n')}\n`;
  writeFileSync(file, text);
  return { file, text };
}

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function databaseFigures(kind: 'sqlite' | 'postgres', file: string, candles: ReturnType<typeof candlesFromCsv>['candles']) {
  if (kind === 'postgres') process.env.BENCH_DATABASE_URL ??= process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  else delete process.env.BENCH_DATABASE_URL;
  const bench = await openBenchServices({ now: () => START + CANDLES * 60 });
  try {
    const { db } = bench.services;
    await seedUniverse(db);
    const store = sqlCandleStore(db);
    const bulkMs = await timed(() => store.write('BULK', '1m', candles));
    const rewriteMs = await timed(() => store.write('BULK', '1m', candles));
    const beforeMs = await timed(() => writeCandlesBefore(db, 'BEFORE', '1m', candles));
    const importMs = await timed(async () => {
      const outcome = await runImport(bench.services, [file, '--symbol', 'AAPL', '--duration', '1m']);
      if (outcome.exitCode !== 0) throw new Error(outcome.output);
    });
    return {
      writeCandlesPerSecond: perSecond(candles.length, bulkMs),
      rewriteSameCandlesPerSecond: perSecond(candles.length, rewriteMs),
      previousWriteCandlesPerSecond: perSecond(candles.length, beforeMs),
      speedup: round(beforeMs / bulkMs, 1),
      importWithComputeCandlesPerSecond: perSecond(candles.length, importMs),
      importWithComputeSeconds: round(importMs / 1000),
    };
  } finally {
    await bench.close();
  }
}

try {
  const oneRow = oneRowImport();
  const { file, text } = minuteCsv(CANDLES);
  const readStarted = performance.now();
  const { candles } = candlesFromCsv(text, { duration: '1m', symbol: 'AAPL' });
  const readMs = performance.now() - readStarted;
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
        sqlite,
        postgres,
        goalCandlesPerSecond: GOALS.candlesPerSecond,
        writeMeetsGoal: { sqlite: sqlite.writeCandlesPerSecond >= GOALS.candlesPerSecond, postgres: postgres.writeCandlesPerSecond >= GOALS.candlesPerSecond },
        importWithComputeMeetsGoal: best >= GOALS.candlesPerSecond,
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
