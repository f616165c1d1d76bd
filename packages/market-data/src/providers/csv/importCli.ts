import { statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { durationSchema } from '@signaldesk/contract';
import type { Candle, FetchDuration } from '../../types.js';
import { type CsvImport, type CsvProblem, candlesFromCsv } from './candlesFromCsv.js';

export interface ImportRequest {
  file: string;
  symbol: string;
  duration: FetchDuration;
}

/** Every CSV of a folder, each into the symbol its file is named after (`0700.HK.csv` into 0700.HK). */
export interface FolderImportRequest {
  folder: string;
  duration: FetchDuration;
}

export interface ImportSummary {
  file: string;
  symbol: string;
  duration: FetchDuration;
  rowsRead: number;
  candles: number;
  problems: CsvProblem[];
  /** Rows kept that look wrong: out of the file's order, or a close jumping by a split's ratio. */
  warnings: CsvProblem[];
  /** ISO time of the first and last candle; null when none was read. */
  first: string | null;
  last: string | null;
}

/** Where imported candles go; the server passes its candle store, the bare command writes nowhere. */
export type CandleSink = (symbol: string, duration: FetchDuration, candles: Candle[]) => Promise<void>;

const USAGE = 'usage: npm run import -- <file.csv> --symbol <SYMBOL> [--duration 1d]\n       npm run import -- <folder> [--duration 1d]';

const ARG_OPTIONS = { symbol: { type: 'string' }, duration: { type: 'string' } } as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: ARG_OPTIONS, allowPositionals: true });
  } catch (error) {
    return messageOf(error);
  }
}

/** The request the command line asks for, a file or a folder, or why it cannot be run. */
export function readImportArgs(argv: readonly string[]): ImportRequest | FolderImportRequest | string {
  const parsed = parseCommandLine(argv);
  if (typeof parsed === 'string') return `${parsed}\n${USAGE}`;
  const [file] = parsed.positionals;
  const symbol = parsed.values.symbol?.trim().toUpperCase();
  if (!file) return USAGE;
  const duration = durationSchema.exclude(['intraday']).safeParse(parsed.values.duration ?? '1d');
  if (!duration.success) return `--duration must be one of 1m, 5m, 15m, 30m, 1h, 4h, 1d, 1wk\n${USAGE}`;
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
    return symbol ? `${file} is a folder: its files' names are the symbols, so --symbol is not taken\n${USAGE}` : { folder: file, duration: duration.data };
  }
  if (!symbol) return USAGE;
  return { file, symbol, duration: duration.data };
}

/** One request per CSV of the folder, by symbol, the symbol being the file's name without `.csv`. */
export async function folderImportRequests(request: FolderImportRequest): Promise<ImportRequest[]> {
  const names = (await readdir(request.folder)).filter((name) => /\.csv$/i.test(name));
  const requests = names.map((name) => ({
    file: join(request.folder, name),
    symbol: basename(name, name.slice(-4)).trim().toUpperCase(),
    duration: request.duration,
  }));
  return requests.sort((a, b) => a.symbol.localeCompare(b.symbol));
}

export function summarizeImport(request: ImportRequest, result: CsvImport): ImportSummary {
  const iso = (candle: Candle | undefined) => (candle ? new Date(candle.ts * 1000).toISOString() : null);
  return {
    file: request.file,
    symbol: request.symbol,
    duration: request.duration,
    rowsRead: result.rowsRead,
    candles: result.candles.length,
    problems: result.problems,
    warnings: result.warnings,
    first: iso(result.candles[0]),
    last: iso(result.candles.at(-1)),
  };
}

/** Reads the file, hands the candles to the sink, and says what happened. */
export async function importCsv(request: ImportRequest, sink?: CandleSink): Promise<ImportSummary> {
  const result = candlesFromCsv(await readFile(request.file, 'utf8'), { duration: request.duration, symbol: request.symbol });
  if (sink && result.candles.length > 0) await sink(request.symbol, request.duration, result.candles);
  return summarizeImport(request, result);
}
