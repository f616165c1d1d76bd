import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { candlesFromCsv, csvNoteLines } from '@signaldesk/market-data';
import { resolveSymbol } from '@signaldesk/market-data/universe';
import { CATALOGUE, CHART_DURATIONS, type Duration } from './catalogue';
import { compute } from './engine/compute';
import { seriesFromCandles } from './series';

const USAGE = `usage: npm run indicators -- <file.csv> [--duration ${CHART_DURATIONS.join('|')}] [--symbol SYMBOL] [--bars-per-year N]

Reads the file as \`npm run import\` does and prints one JSON object per bar
(NDJSON): ts, open, high, low, close, volume and every catalogue field, nested
by group; warm-up values are null. Daily and weekly bars are stamped at the
session of the symbol's market (the file's name when --symbol is not given).
Bad rows are skipped and reported on stderr as "file:line: reason"; the exit
status is then 1 (stdout still holds the bars that parsed). Rows kept that look
wrong are reported as "file:line: warning: reason". Exit status 2 means the
command could not run at all.`;

interface Args {
  file: string;
  duration: Duration;
  symbol?: string;
  barsPerYear?: number;
}

function parseArgs(argv: string[]): Args | string {
  let file: string | undefined;
  let duration: Duration = '1d';
  let barsPerYear: number | undefined;
  let symbol: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--duration') {
      const value = argv[++i];
      if (!CHART_DURATIONS.includes(value as Duration)) return `unknown duration "${value}"`;
      duration = value as Duration;
    } else if (arg === '--symbol') {
      symbol = argv[++i]?.trim();
      if (!symbol) return '--symbol needs a symbol';
    } else if (arg === '--bars-per-year') {
      barsPerYear = Number(argv[++i]);
      if (!(barsPerYear > 0)) return '--bars-per-year needs a positive number';
    } else if (arg === '--help' || arg === '-h') return '';
    else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else if (file === undefined) file = arg;
    else return `unexpected argument ${arg}`;
  }
  if (file === undefined) return 'no CSV file given';
  return { file, duration, symbol, barsPerYear };
}

/** null for NaN (JSON has no NaN), the number otherwise. */
const json = (v: number) => (Number.isFinite(v) ? v : null);

function main(argv: string[]): number {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`${args ? `error: ${args}\n` : ''}${USAGE}\n`);
    return args ? 2 : 0;
  }
  // `npm run indicators` runs in the package folder; paths are meant from where the user typed them.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), args.file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    process.stderr.write(`error: cannot read ${args.file}: ${(error as Error).message}\n`);
    return 2;
  }
  // Written as traders write it (hk00700, sh600519): the market its sessions follow is the product's symbol's.
  const written = args.symbol ?? basename(args.file).replace(/\.csv$/i, '');
  const symbol = resolveSymbol(written) ?? written;
  const read = candlesFromCsv(text, { duration: args.duration, symbol });
  const { candles, problems } = read;
  for (const line of csvNoteLines(args.file, read)) process.stderr.write(`${line}\n`);
  const series = seriesFromCandles(candles);
  const analysis = compute(series, { duration: args.duration, barsPerYear: args.barsPerYear });
  const columns = CATALOGUE.map((def) => ({ def, values: analysis.column(def.id) }));
  const lines: string[] = [];
  for (let i = 0; i < candles.length; i++) {
    const c = candles[i]!;
    const bar: Record<string, unknown> = { ts: c.ts, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume };
    for (const { def, values } of columns) {
      const value = json(values[i]!);
      if (def.group === 'candle') bar[def.key] = value;
      else {
        const group = (bar[def.group] ?? {}) as Record<string, number | null>;
        group[def.key] = value;
        bar[def.group] = group;
      }
    }
    lines.push(JSON.stringify(bar));
    if (lines.length === 1000) process.stdout.write(`${lines.splice(0).join('\n')}\n`);
  }
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
