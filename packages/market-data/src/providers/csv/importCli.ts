import { statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { durationSchema } from '@signaldesk/contract';
import type { Candle, FetchDuration } from '../../types.js';
import { resolveSymbol } from '../../universe/symbols.js';
import { type CsvImport, type CsvProblem, candlesFromCsv } from './candlesFromCsv.js';

/** How the command takes rows the reader would refuse. */
export interface RefusalChoices {
  /** Rows refused still leave the exit status 0: the script knows the file has gaps and wants the rest. */
  acceptRefused?: boolean;
  /** Rows whose open or close lies outside the high–low are kept, the high or low moved out (see `CsvImportOptions`). */
  widenHighLow?: boolean;
}

export interface ImportRequest extends RefusalChoices {
  file: string;
  symbol: string;
  duration: FetchDuration;
}

/** Every CSV of a folder, each into the symbol its file is named after (`0700.HK.csv`, `00700.csv`, `hk00700.csv` into 0700.HK). */
export interface FolderImportRequest extends RefusalChoices {
  folder: string;
  duration: FetchDuration;
}

/** `--help`: the usage, asked for, so the command prints it and succeeds. */
export interface HelpRequest {
  help: string;
}

export interface ImportSummary {
  file: string;
  symbol: string;
  duration: FetchDuration;
  rowsRead: number;
  candles: number;
  problems: CsvProblem[];
  /** Rows kept with their high or low moved out to their open or close (`--widen-high-low`). */
  widened: number;
  /** Rows kept that look wrong: out of the file's order, or a close jumping by a split's ratio. */
  warnings: CsvProblem[];
  /** ISO time of the first and last candle; null when none was read. */
  first: string | null;
  last: string | null;
}

/** Where imported candles go; the server passes its candle store, the bare command writes nowhere. */
export type CandleSink = (symbol: string, duration: FetchDuration, candles: Candle[]) => Promise<void>;

const USAGE =
  'usage: npm run import -- <file.csv> --symbol <SYMBOL> [--duration 1d] [--accept-refused] [--widen-high-low]\n       npm run import -- <folder> [--duration 1d] [--accept-refused] [--widen-high-low]';

const HELP = `${USAGE}

Imports CSV candles into the server's database and computes each series. A folder's files go each into the symbol
its file is named after (0700.HK.csv, 00700.csv and hk00700.csv into 0700.HK). Symbols may be written as traders
write them (600519, SH600519, brk.b, btcusdt, EUR/USD): docs/market-source.md#symbol-spellings. Rows the reader
refuses are named by line; the other rows are stored. Reading rules: docs/indicators.md#reading-rules.

  --symbol SYMBOL     the symbol a single file is imported into
  --duration D        the bars' duration: 1m, 5m, 15m, 30m, 1h or 1d (default 1d)
  --accept-refused    exit 0 even when rows were refused (a file that stores nothing still fails)
  --widen-high-low    keep rows whose open or close lies outside the high-low (Yahoo futures and forex),
                      moving the high or low out to it; the count is reported
  -h, --help          print this and exit

Exit status: 0 when every row of every file was stored, 1 when a file stored nothing or rows were refused
(without --accept-refused), 2 when the command could not run.`;

const ARG_OPTIONS = {
  symbol: { type: 'string' },
  duration: { type: 'string' },
  'accept-refused': { type: 'boolean' },
  'widen-high-low': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: ARG_OPTIONS, allowPositionals: true });
  } catch (error) {
    return messageOf(error);
  }
}

/** The request the command line asks for, a file or a folder, or why it cannot be run. */
export function readImportArgs(argv: readonly string[]): ImportRequest | FolderImportRequest | HelpRequest | string {
  const parsed = parseCommandLine(argv);
  if (typeof parsed === 'string') return `${parsed}\n${USAGE}`;
  if (parsed.values.help) return { help: HELP };
  const choices: RefusalChoices = { acceptRefused: parsed.values['accept-refused'], widenHighLow: parsed.values['widen-high-low'] };
  const [file] = parsed.positionals;
  const typed = parsed.values.symbol;
  const symbol = typed === undefined ? undefined : resolveSymbol(typed);
  if (!file) return USAGE;
  const duration = durationSchema.exclude(['intraday']).safeParse(parsed.values.duration ?? '1d');
  if (!duration.success) return `--duration must be one of 1m, 5m, 15m, 30m, 1h, 4h, 1d, 1wk\n${USAGE}`;
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
    return typed !== undefined ? `${file} is a folder: its files' names are the symbols, so --symbol is not taken\n${USAGE}` : { folder: file, duration: duration.data, ...choices };
  }
  if (typed === undefined) return USAGE;
  if (!symbol) return `--symbol ${JSON.stringify(typed.slice(0, 40))} is not a symbol\n${USAGE}`;
  return { file, symbol, duration: duration.data, ...choices };
}

/**
 * One request per CSV of the folder, by symbol, the symbol being the file's name without `.csv` in the product's
 * spelling; a name that cannot be a symbol stays as written, for the import to refuse as unknown.
 */
export async function folderImportRequests(request: FolderImportRequest): Promise<ImportRequest[]> {
  const names = (await readdir(request.folder)).filter((name) => /\.csv$/i.test(name));
  const requests = names.map((name) => {
    const written = basename(name, name.slice(-4));
    return {
      file: join(request.folder, name),
      symbol: resolveSymbol(written) ?? written,
      duration: request.duration,
      acceptRefused: request.acceptRefused,
      widenHighLow: request.widenHighLow,
    };
  });
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
    widened: result.widened,
    warnings: result.warnings,
    first: iso(result.candles[0]),
    last: iso(result.candles.at(-1)),
  };
}

/** Reads the file, hands the candles to the sink, and says what happened. */
export async function importCsv(request: ImportRequest, sink?: CandleSink): Promise<ImportSummary> {
  const result = candlesFromCsv(await readFile(request.file, 'utf8'), {
    duration: request.duration,
    symbol: request.symbol,
    widenHighLow: request.widenHighLow,
  });
  if (sink && result.candles.length > 0) await sink(request.symbol, request.duration, result.candles);
  return summarizeImport(request, result);
}
