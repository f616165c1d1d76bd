import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import {
  type FolderImportRequest,
  folderImportRequests,
  type ImportRequest,
  type ImportSummary,
  importCsv,
  importVerdict,
  readImportArgs,
} from '@signaldesk/market-data';
import { createServices, type Services } from '../app/services.js';
import { loadConfig } from '../config.js';
import { postgresPoolOf } from '../db/database.js';
import { MarketService } from '../quotes/marketService.js';
import { chooseSource } from '../market/sourceChoice.js';
import { chosenSource } from '../quotes/marketSources.js';
import { DEFAULT_PATIENCE } from '../quotes/sourceCalls.js';
import { seedUniverse } from '../stocks/symbolList.js';
import { sqlCandleStore, STORED_DURATIONS, type StoredDuration } from './candleStore.js';

const isStored = (duration: string): duration is StoredDuration => (STORED_DURATIONS as readonly string[]).includes(duration);

export interface ImportOutcome {
  exitCode: number;
  /** The report (a file's JSON summary, a folder's table), or why the command could not run (exit status 2). */
  output: string;
  /** What went wrong and how to go on, a line each, for stderr beside the report. */
  notes: string[];
}

/** Where a folder import says how far it has come, one line per file. */
export type ImportProgress = (line: string) => void;

/**
 * `npm run import -- <file.csv> --symbol <SYMBOL> [--duration 1d]`: reads a CSV of candles into the store in
 * one transaction, then computes the series so its chart and snapshot show the imported bars at once.
 * `npm run import -- <folder>` does so for every CSV of the folder, its symbol named by the file, and ends
 * with a table of what each file gave.
 */
export async function runImport(services: Services, argv: readonly string[], progress: ImportProgress = () => {}): Promise<ImportOutcome> {
  const request = readImportArgs(argv);
  if (typeof request === 'string') return { exitCode: 2, output: request, notes: [] };
  if ('help' in request) return { exitCode: 0, output: request.help, notes: [] };
  if (!isStored(request.duration)) {
    return { exitCode: 2, output: `--duration ${request.duration} is built from shorter bars: import ${STORED_DURATIONS.join(', ')}`, notes: [] };
  }
  await seedUniverse(services.db);
  const importer = symbolImporter(services, request.duration);
  if ('folder' in request) return importFolder(request, await importer, progress, postgresPoolOf(services.db) ? POSTGRES_SERIES_AT_ONCE : 1);
  const outcome = await (await importer)(request);
  if (typeof outcome === 'string') return { exitCode: 2, output: outcome, notes: [] };
  const { exitCode, notes } = importVerdict([outcome], request);
  return { exitCode, output: JSON.stringify({ ...outcome, stored: outcome.candles }, null, 2), notes };
}

type SymbolImporter = (request: ImportRequest) => Promise<ImportSummary | string>;

/** Imports one file into its symbol and computes the series, or says why the symbol cannot take it. */
async function symbolImporter(services: Services, duration: StoredDuration): Promise<SymbolImporter> {
  const store = sqlCandleStore(services.db);
  const { provider, demo } = chosenSource(await chooseSource(services.config), services.now);
  const market = new MarketService({ db: services.db, now: services.now, provider, patience: DEFAULT_PATIENCE, demo });
  return async (request) => {
    const known = await services.db.selectFrom('symbols').select('symbol').where('symbol', '=', request.symbol).executeTakeFirst();
    if (!known) return `unknown symbol ${request.symbol}: import into a symbol of the universe`;
    const summary = await importCsv(request, (symbol, _duration, candles) => store.write(symbol, duration, candles));
    if (summary.candles > 0) await market.analysis.compute(request.symbol, duration);
    return summary;
  };
}

/**
 * Files of a folder imported at once on PostgreSQL: while the server writes one series, this process reads the next
 * file and sends another, and the server writes series on more than one core. Each takes a pooled connection for
 * its write (the pool holds 10). On SQLite reading and writing share this one thread, so files go one by one.
 */
const POSTGRES_SERIES_AT_ONCE = 3;

/**
 * Imports every request, `atOnce` at a time, each file's line said as it starts; the outcomes in the requests'
 * order. Two files of one symbol (`aapl.csv` and `AAPL.csv`) go one after the other, in order, as they would alone.
 */
async function importEach(requests: readonly ImportRequest[], importOne: SymbolImporter, progress: ImportProgress, atOnce: number) {
  const limit = pLimit(atOnce);
  const lastOfSymbol = new Map<string, Promise<unknown>>();
  const settled = await Promise.allSettled(
    requests.map((one, i) => {
      const started = (lastOfSymbol.get(one.symbol) ?? Promise.resolve()).then(() =>
        limit(() => {
          progress(`[${i + 1}/${requests.length}] ${one.symbol} (${one.file})`);
          return importOne(one);
        }),
      );
      lastOfSymbol.set(one.symbol, started.catch(() => undefined));
      return started;
    }),
  );
  // Every import has ended before a failure is thrown, so none still writes once the command closes the database.
  return settled.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}

async function importFolder(request: FolderImportRequest, importOne: SymbolImporter, progress: ImportProgress, atOnce: number): Promise<ImportOutcome> {
  const requests = await folderImportRequests(request);
  if (requests.length === 0) return { exitCode: 2, output: `${request.folder} holds no .csv file`, notes: [] };
  const rows: string[][] = [];
  const refused: string[] = [];
  const summaries: ImportSummary[] = [];
  const outcomes = await importEach(requests, importOne, progress, atOnce);
  for (const [i, one] of requests.entries()) {
    const outcome = outcomes[i]!;
    if (typeof outcome === 'string') {
      refused.push(`${one.file}: ${outcome}`);
      rows.push([one.symbol, '-', '-', '-', '-', '-']);
      continue;
    }
    summaries.push(outcome);
    const day = (iso: string | null) => iso?.replace('T00:00:00.000Z', '').replace('.000Z', 'Z') ?? '-';
    rows.push([one.symbol, String(outcome.candles), String(outcome.problems.length), day(outcome.first), day(outcome.last), String(outcome.warnings.length)]);
  }
  const table = formatTable(['symbol', 'rows', 'skipped', 'first', 'last', 'warnings'], rows);
  const verdict = importVerdict(summaries, request);
  return { exitCode: refused.length > 0 ? 1 : verdict.exitCode, output: table, notes: [...refused, ...verdict.notes] };
}

/** Left-aligned columns, numbers right-aligned, two spaces apart. */
function formatTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((row) => row[c]!.length)));
  const numeric = header.map((_, c) => rows.every((row) => /^(\d+|-)$/.test(row[c]!)));
  return all
    .map((row) => row.map((cell, c) => (numeric[c] ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  ').trimEnd())
    .join('\n');
}

/** The command itself: `argv` is what follows `npm run import --`. */
export async function importFromCommandLine(argv: readonly string[]): Promise<void> {
  // Usage is printed before the database is opened, so it answers on a machine with no database yet.
  const asked = readImportArgs(argv);
  if (typeof asked === 'object' && 'help' in asked) {
    process.stdout.write(`${asked.help}\n`);
    return;
  }
  const services = await createServices(loadConfig(), { log: (line) => process.stderr.write(`${line}\n`) });
  try {
    // On a terminal each file's line replaces the last; in a log every line stays.
    const progress = (line: string) => process.stderr.write(process.stderr.isTTY ? `\r\u001b[2K${line}` : `${line}\n`);
    const { exitCode, output, notes } = await runImport(services, argv, progress);
    if (process.stderr.isTTY) process.stderr.write('\r\u001b[2K');
    (exitCode === 2 ? process.stderr : process.stdout).write(`${output}\n`);
    for (const note of notes) process.stderr.write(`${note}\n`);
    process.exitCode = exitCode;
  } catch (error) {
    process.stderr.write(`import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await services.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await importFromCommandLine(process.argv.slice(2));
