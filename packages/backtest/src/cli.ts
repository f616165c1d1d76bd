import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { backtestStrategySchema, type BacktestStrategy, GROUP_DURATION, MESSAGES, type MessageKey, type Region } from '@signaldesk/contract';
import { BARS_PER_YEAR, seriesFromCandles } from '@signaldesk/indicators';
import { candlesFromCsv, csvNoteLines } from '@signaldesk/market-data';
import { marketOf } from '@signaldesk/market-data/sessions';
import { resolveSymbol } from '@signaldesk/market-data/universe';
import { BacktestRefusal, prepareSymbols, runBacktest, strategyDuration } from './index.js';
import { computeMetrics } from './metrics/index.js';

const DURATIONS = Object.values(GROUP_DURATION);
type StrategyDuration = (typeof DURATIONS)[number];

const USAGE = `usage: npm run backtest -- <candles.csv> --strategy <strategy.json> [--duration ${DURATIONS.join('|')}]
       [--symbol SYMBOL] [--risk-free-rate 0.02] [--bars-per-year N]

Runs the strategy over the candles and prints one JSON object: metrics, trades
(entryTime, entryPrice, exitTime, exitPrice, reason, ...; exitTime, exitPrice
and reason are null while a position is open) and the equity at each bar.
Times are ISO 8601 in UTC. The symbol (the file's name by default, e.g.
0700.HK.csv) chooses the market's rules and costs. The duration is the candles'
and must be the one the strategy's rules read (day 1d, week 1wk, hour 1h).
Bad CSV rows are skipped and reported on stderr as "file:line: reason" (exit
status 1); exit status 2 means the backtest could not run.`;

interface Args {
  file: string;
  strategy: string;
  duration?: StrategyDuration;
  symbol?: string;
  riskFreeRate: number;
  barsPerYear?: number;
}

function parseArgs(argv: string[]): Args | string {
  const args: Partial<Args> = { riskFreeRate: 0 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    if (arg === '--help' || arg === '-h') return '';
    if (arg === '--strategy') args.strategy = argv[++i];
    else if (arg === '--symbol') args.symbol = argv[++i];
    else if (arg === '--duration') {
      if (!DURATIONS.includes(value as StrategyDuration)) return `unknown duration "${value}" (${DURATIONS.join(', ')})`;
      args.duration = argv[++i] as StrategyDuration;
    } else if (arg === '--risk-free-rate') {
      args.riskFreeRate = Number(argv[++i]);
      if (!Number.isFinite(args.riskFreeRate)) return '--risk-free-rate needs a number such as 0.02';
    } else if (arg === '--bars-per-year') {
      args.barsPerYear = Number(argv[++i]);
      if (!(args.barsPerYear > 0)) return '--bars-per-year needs a positive number';
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else if (args.file === undefined) args.file = arg;
    else return `unexpected argument ${arg}`;
  }
  if (args.file === undefined) return 'no CSV file given';
  if (args.strategy === undefined) return 'no --strategy file given';
  return args as Args;
}

/** Crypto trades every day of the year; other markets on the stock-market convention. */
function barsPerYearOf(market: Region, duration: StrategyDuration): number {
  if (market !== 'USD') return BARS_PER_YEAR[duration];
  return { '1d': 365, '1wk': 52, '1h': 365 * 24 }[duration];
}

const iso = (ts: number | null) => (ts === null ? null : new Date(ts * 1000).toISOString().replace('.000Z', 'Z'));
/** JSON has no NaN or infinity. */
const finite = (v: number) => (Number.isFinite(v) ? v : null);

function readStrategy(path: string): BacktestStrategy | string {
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return `cannot read the strategy ${path}: ${(error as Error).message}`;
  }
  const parsed = backtestStrategySchema.safeParse(input);
  if (parsed.success) return parsed.data;
  return parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'strategy'}: ${MESSAGES[issue.message as MessageKey]?.en ?? issue.message}`)
    .join('\n');
}

function main(argv: string[]): number {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`${args ? `error: ${args}\n` : ''}${USAGE}\n`);
    return args ? 2 : 0;
  }
  // `npm run backtest` runs in the package folder; paths are meant from where the user typed them.
  const here = process.env.INIT_CWD ?? process.cwd();
  const strategy = readStrategy(resolve(here, args.strategy));
  if (typeof strategy === 'string') {
    process.stderr.write(`error: ${strategy}\n`);
    return 2;
  }
  const duration = strategyDuration(strategy);
  if (args.duration !== undefined && args.duration !== duration) {
    process.stderr.write(`error: the strategy's rules read ${duration} bars, not ${args.duration}\n`);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(resolve(here, args.file), 'utf8');
  } catch (error) {
    process.stderr.write(`error: cannot read ${args.file}: ${(error as Error).message}\n`);
    return 2;
  }
  // Written as traders write it (hk00700, sh600519): the market's rules and costs are the product's symbol's.
  const written = args.symbol ?? basename(args.file).replace(/\.csv$/i, '');
  const symbol = resolveSymbol(written) ?? written;
  const read = candlesFromCsv(text, { duration, symbol });
  const { candles, problems } = read;
  for (const line of csvNoteLines(args.file, read)) process.stderr.write(`${line}\n`);
  const market = marketOf(symbol);
  let result: ReturnType<typeof runBacktest>;
  try {
    result = runBacktest(prepareSymbols([{ symbol, market, series: seriesFromCandles(candles) }], strategy), strategy);
  } catch (error) {
    if (!(error instanceof BacktestRefusal)) throw error;
    process.stderr.write(`error: ${error.symbol}: ${MESSAGES[error.key].en}\n`);
    return 2;
  }
  const metrics = computeMetrics(result.equity, result.trades, {
    barsPerYear: args.barsPerYear ?? barsPerYearOf(market, duration),
    riskFreeRate: args.riskFreeRate,
    startingCash: strategy.startingCash,
  });
  const report = {
    symbol,
    market,
    duration,
    metrics,
    trades: result.trades.map((t) => ({
      entryTime: iso(t.entryTime),
      entryPrice: t.entryPrice,
      exitTime: iso(t.exitTime),
      exitPrice: t.exitPrice,
      reason: t.exitReason,
      direction: t.direction,
      quantity: t.quantity,
      costs: t.costs,
      profit: t.profit,
      return: t.return,
      barsHeld: t.barsHeld,
    })),
    equity: Array.from(result.equity.time, (time, i) => ({
      time: iso(time),
      equity: finite(result.equity.equity[i]!),
      buyAndHold: finite(result.buyAndHold[i]!),
    })),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
