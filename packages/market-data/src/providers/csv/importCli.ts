import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { durationSchema } from '@signaldesk/contract';
import type { Candle, FetchDuration } from '../../types.js';
import { type CsvImport, type CsvProblem, candlesFromCsv } from './candlesFromCsv.js';

export interface ImportRequest {
  file: string;
  symbol: string;
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

const USAGE = 'usage: npm run import -- <file.csv> --symbol <SYMBOL> [--duration 1d]';

const ARG_OPTIONS = { symbol: { type: 'string' }, duration: { type: 'string' } } as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: ARG_OPTIONS, allowPositionals: true });
  } catch (error) {
    return messageOf(error);
  }
}

/** The request the command line asks for, or why it cannot be run. */
export function readImportArgs(argv: readonly string[]): ImportRequest | string {
  const parsed = parseCommandLine(argv);
  if (typeof parsed === 'string') return `${parsed}\n${USAGE}`;
  const [file] = parsed.positionals;
  const symbol = parsed.values.symbol?.trim().toUpperCase();
  if (!file || !symbol) return USAGE;
  const duration = durationSchema.exclude(['intraday']).safeParse(parsed.values.duration ?? '1d');
  if (!duration.success) return `--duration must be one of 1m, 5m, 15m, 30m, 1h, 4h, 1d, 1wk\n${USAGE}`;
  return { file, symbol, duration: duration.data };
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
