/**
 * Speed of the backtest engine beside the plain reference of the tests (an object per bar, indicators
 * recomputed), on the demo market's candles, in processor time with the two timed in turns; prints JSON. Not part of
 * the test suite. The golden cross also runs beside the same backtest written in numpy (numpyAnchor.py) where python3
 * and numpy are installed.
 * Run: npm run bench -w packages/backtest (-- --numpy-anchor-only for the numpy comparison alone)
 */
import { cpus, loadavg } from 'node:os';
import { backtestStrategySchema, type BacktestStrategy, type SweepAxis } from '@signaldesk/contract';
import { type Candle, type Series, seriesFromCandles, Workspace } from '@signaldesk/indicators';
import { DemoMarket } from '@signaldesk/market-data';
import { symbolsOfRegion } from '@signaldesk/market-data/universe';
import {
  type BacktestResult,
  type BacktestSymbol,
  lotSizeOf,
  prepareSymbols,
  runBacktest,
  strategyDuration,
  strategyFields,
  type SymbolCandles,
  symbolFromAnalysis,
  sweep,
} from '../src/index.js';
import { type ReferenceSymbol, referenceBacktest } from '../test/support/reference.js';
import { type AnchorRun, NumpyAnchor } from './numpyAnchor.js';

/** A fixed "now" so that every machine draws the same candles: about ten years and ten months of days. */
const NOW = Date.UTC(2025, 10, 1) / 1000;
const market = new DemoMarket({ now: () => NOW });
const candlesOf = (symbol: string): Candle[] =>
  market.candlesNow({ symbol, duration: '1d' }, NOW).map((c) => ({ ts: c.ts, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume }));

/** Five rules over KD, the sine machine, the moving averages and the candle, with stops and holding time. */
const strategy: BacktestStrategy = backtestStrategySchema.parse({
  entry: {
    day: {
      'kd.k': { max: 30 },
      'sine.stage': { in: [3, 4] },
      'matrix.bias10': { max: 0 },
      'candle.updown': { max: 0.5 },
      'matrix.k10': { min: -70 },
    },
  },
  exit: { day: { 'kd.k': { min: 80 } } },
  stopLoss: 8,
  takeProfit: 20,
  trailingStop: 10,
  maxBars: 30,
  positionSize: 0.1,
  maxPositions: 10,
});

/** Buy at the next open after SMA 50 closes above SMA 200, sell at the next open after it closes below. */
const goldenCross = {
  entry: { day: { 'standard.goldenCross': { in: [2] } } },
  exit: { day: { 'standard.goldenCross': { in: [-2] } } },
};

/** Processor time of this process in ms: what a run costs, whatever else the shared machine is doing meanwhile. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const round = (v: number, digits = 3) => Number(v.toFixed(digits));
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const middle = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/**
 * Jobs timed in turns, `rounds` of each, in processor time: a load that comes and goes weighs on all alike,
 * where timing one after the other let it fall on one. Answers each one's median in ms.
 */
function allInTurns<K extends string>(rounds: number, jobs: Record<K, () => unknown>): Record<K, number> {
  const names = Object.keys(jobs) as K[];
  const times = new Map(names.map((name) => [name, [] as number[]]));
  for (let r = 0; r < rounds; r++) {
    for (const name of names) {
      gc();
      const start = cpuMs();
      jobs[name]();
      times.get(name)!.push(cpuMs() - start);
    }
  }
  return Object.fromEntries(names.map((name) => [name, middle(times.get(name)!)])) as Record<K, number>;
}

/** The engine and its reference in turns: each one's median in ms. */
function inTurns(rounds: number, engine: () => unknown, reference: () => unknown): { engineMs: number; referenceMs: number } {
  const { engineMs, referenceMs } = allInTurns(rounds, { engineMs: engine, referenceMs: reference });
  return { engineMs, referenceMs };
}

/**
 * The symbols as prepared before the engine memory was kept from run to run: a fresh workspace a call, and the
 * server called once a symbol.
 */
function prepareFreshWorkspace(inputs: readonly SymbolCandles[], strategy: BacktestStrategy): BacktestSymbol[] {
  const fields = strategyFields(strategy);
  const workspace = new Workspace();
  return inputs.map((input) => {
    const symbol = symbolFromAnalysis(input, workspace.compute(input.series, { duration: strategyDuration(strategy), fields }), fields);
    for (const id of fields) symbol.columns[id] = symbol.columns[id]!.slice();
    return symbol;
  });
}

/** The symbols as prepared with every catalogue field computed, which prepareSymbols did before it asked for the strategy's fields only. */
function prepareWholeCatalogue(inputs: readonly SymbolCandles[], strategy: BacktestStrategy): BacktestSymbol[] {
  const fields = strategyFields(strategy);
  const workspace = new Workspace();
  return inputs.map((input) => {
    const symbol = symbolFromAnalysis(input, workspace.compute(input.series, { duration: strategyDuration(strategy) }), fields);
    for (const id of fields) symbol.columns[id] = symbol.columns[id]!.slice();
    return symbol;
  });
}

const referenceOf = (symbol: string, candles: Candle[]): ReferenceSymbol => ({ symbol, market: 'US', lot: lotSizeOf(symbol, 'US'), candles });

function oneSymbol() {
  const candles = candlesOf('AAPL');
  const single = { ...strategy, maxPositions: 1, positionSize: 1 };
  const [symbol] = prepareSymbols([{ symbol: 'AAPL', series: seriesFromCandles(candles) }], single);
  for (let i = 0; i < 200; i++) runBacktest([symbol!], single);
  const runs = 1000;
  const timed = inTurns(
    5,
    () => {
      for (let i = 0; i < runs; i++) runBacktest([symbol!], single);
    },
    () => referenceBacktest([referenceOf('AAPL', candles)], single),
  );
  const engine = timed.engineMs / runs;
  const naive = timed.referenceMs;
  return {
    bars: candles.length,
    trades: runBacktest([symbol!], single).trades.length,
    engineMsPerRun: round(engine, 4),
    goalMs: 1,
    naiveMsPerRun: round(naive, 1),
    naiveOverEngine: round(naive / engine, 0),
  };
}

/**
 * A golden-cross backtest of one symbol, indicators included, as the server runs one (its thread's workspace
 * kept from run to run), beside the same with a fresh workspace a run (as before) and beside computing the
 * whole catalogue, in turns. Then the compute alone, each through a workspace of its own that is reused from run
 * to run, as over many symbols.
 */
function crossover() {
  const candles = candlesOf('AAPL');
  const series = seriesFromCandles(candles);
  const inputs = [{ symbol: 'AAPL', series }];
  const cross = backtestStrategySchema.parse(goldenCross);
  const runs = 20;
  const many = (prepare: typeof prepareSymbols) => () => {
    for (let i = 0; i < runs; i++) runBacktest(prepare(inputs, cross), cross);
  };
  many(prepareSymbols)();
  many(prepareFreshWorkspace)();
  many(prepareWholeCatalogue)();
  const timed = allInTurns(7, { kept: many(prepareSymbols), fresh: many(prepareFreshWorkspace), whole: many(prepareWholeCatalogue) });
  // The preparation alone, a hundred a turn: the fill loop's time, and its noise on a shared machine, left out.
  const preparations = 100;
  const prepareMany = (prepare: typeof prepareSymbols) => () => {
    for (let i = 0; i < preparations; i++) prepare(inputs, cross);
  };
  const prepared = allInTurns(7, { kept: prepareMany(prepareSymbols), fresh: prepareMany(prepareFreshWorkspace) });
  const fields = strategyFields(cross);
  const [fieldsOnly, whole] = [new Workspace(), new Workspace()];
  // A hundred computes a turn: the strategy's field alone takes a few hundredths of a millisecond a series.
  const computes = 100;
  const computeMany = (compute: () => unknown) => () => {
    for (let i = 0; i < computes; i++) compute();
  };
  const computed = inTurns(
    7,
    computeMany(() => fieldsOnly.compute(series, { fields })),
    computeMany(() => whole.compute(series)),
  );
  const nsPerBar = (ms: number) => round((ms * 1e6) / (computes * candles.length), 1);
  return {
    bars: candles.length,
    trades: runBacktest(prepareSymbols(inputs, cross), cross).trades.length,
    fieldsOnlyMsPerRun: round(timed.kept / runs, 3),
    fieldsOnlyFreshWorkspaceMsPerRun: round(timed.fresh / runs, 3),
    freshOverKeptWorkspace: round(timed.fresh / timed.kept, 2),
    prepareKeptWorkspaceMs: round(prepared.kept / preparations, 4),
    prepareFreshWorkspaceMs: round(prepared.fresh / preparations, 4),
    prepareFreshOverKept: round(prepared.fresh / prepared.kept, 1),
    wholeCatalogueMsPerRun: round(timed.whole / runs, 3),
    wholeOverFieldsOnly: round(timed.whole / timed.kept, 1),
    computeFieldsOnlyNsPerBar: nsPerBar(computed.engineMs),
    computeWholeCatalogueNsPerBar: nsPerBar(computed.referenceMs),
  };
}

function portfolio() {
  const list = symbolsOfRegion('US').map((s) => s.symbol);
  const candlesStart = cpuMs();
  const inputs = list.map((symbol) => ({ symbol, candles: candlesOf(symbol) }));
  const candlesMs = cpuMs() - candlesStart;
  const series = inputs.map((s) => ({ symbol: s.symbol, series: seriesFromCandles(s.candles) }));
  const symbols = prepareSymbols(series, strategy);
  // The strategy's fields through the kept workspace; through a fresh workspace a symbol, as the server's
  // threads prepared a run's symbols one task each before; and the whole catalogue, as prepareSymbols computed
  // before it asked for the strategy's fields only; in turns.
  const indicators = allInTurns(3, {
    kept: () => prepareSymbols(series, strategy),
    freshEachSymbol: () => series.map((s) => prepareFreshWorkspace([s], strategy)),
    whole: () => prepareWholeCatalogue(series, strategy),
  });
  const indicatorsMs = indicators.kept;
  // The reference keeps 103 numbers in an object per bar: all 570 series would take gigabytes, so it runs on
  // every tenth symbol and is scaled to the whole list.
  const part = inputs.filter((_, i) => i % 10 === 0);
  const timed = inTurns(
    3,
    () => runBacktest(symbols, strategy),
    () =>
      referenceBacktest(
        part.map((s) => referenceOf(s.symbol, s.candles)),
        strategy,
      ),
  );
  const runMs = timed.engineMs;
  const result = runBacktest(symbols, strategy);
  const naiveMs = (timed.referenceMs * inputs.length) / part.length;
  const bars = inputs.reduce((sum, s) => sum + s.candles.length, 0);
  return {
    symbols: inputs.length,
    bars,
    trades: result.trades.length,
    demoCandlesMs: round(candlesMs, 0),
    indicatorsMs: round(indicatorsMs, 0),
    indicatorsFreshWorkspaceEachSymbolMs: round(indicators.freshEachSymbol, 0),
    freshOverKeptWorkspace: round(indicators.freshEachSymbol / indicators.kept, 2),
    indicatorsWholeCatalogueMs: round(indicators.whole, 0),
    runMs: round(runMs, 1),
    indicatorsAndRunMs: round(indicatorsMs + runMs, 0),
    goalMs: 2000,
    naiveMs: round(naiveMs, 0),
    naiveMeasuredOn: part.length,
    naiveOverEngine: round(naiveMs / (indicatorsMs + runMs), 0),
  };
}

function sweep400() {
  const candles = candlesOf('MSFT');
  const single = { ...strategy, maxPositions: 1, positionSize: 1 };
  const axes: SweepAxis[] = [
    { side: 'entry', field: 'kd.k', bound: 'max', from: 5, to: 43, step: 2 },
    { side: 'exit', field: 'kd.k', bound: 'min', from: 60, to: 98, step: 2 },
  ];
  const indicatorsStart = cpuMs();
  const symbols = prepareSymbols([{ symbol: 'MSFT', series: seriesFromCandles(candles) }], single);
  const indicatorsMs = cpuMs() - indicatorsStart;
  const summarize = (r: ReturnType<typeof runBacktest>) => r.equity.equity.at(-1);
  sweep(symbols, single, axes, summarize);
  // 400 naive runs would take minutes: 20 of them a turn, scaled.
  const timed = inTurns(
    5,
    () => sweep(symbols, single, axes, summarize),
    () => {
      for (let i = 0; i < 20; i++) referenceBacktest([referenceOf('MSFT', candles)], single);
    },
  );
  const sweepMs = timed.engineMs;
  const naiveMs = timed.referenceMs * 20;
  return {
    runs: sweep(symbols, single, axes, summarize).length,
    bars: candles.length,
    indicatorsMs: round(indicatorsMs, 1),
    sweepMs: round(sweepMs, 0),
    goalMs: 1000,
    naiveMs: round(naiveMs, 0),
    naiveMeasuredRuns: 20,
    naiveOverEngine: round(naiveMs / (indicatorsMs + sweepMs), 0),
  };
}

/** Least, middle and largest of a case's rounds. */
function spread(values: readonly number[], digits: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: round(sorted[0]!, digits), median: round(middle(sorted), digits), max: round(sorted.at(-1)!, digits) };
}

const day = (ts: Float64Array, bar: number) => (bar < 0 ? 'still open' : new Date(ts[bar]! * 1000).toISOString().slice(0, 10));

/**
 * The engine's trades against the anchor's: as many, each with the same symbol, entry candle and exit candle, and
 * the same return to 1e-9; for one symbol, the same equity at every close to 1e-9 of its size. A difference stops
 * the bench: a yardstick that trades otherwise measures something else.
 */
function sameAsAnchor(engine: BacktestResult, anchor: AnchorRun, names: readonly string[], ts: Float64Array): void {
  const rowOf = new Map(names.map((name, row) => [name, row]));
  const barOf = new Map(Array.from(ts, (time, bar) => [time, bar]));
  const ours = engine.trades
    .map((t) => ({ row: rowOf.get(t.symbol)!, entry: barOf.get(t.entryTime)!, exit: t.exitTime === null ? -1 : barOf.get(t.exitTime)!, return: t.return }))
    .sort((a, b) => a.row - b.row || a.entry - b.entry);
  const theirs = anchor.trades;
  if (ours.length !== theirs.row.length) throw new Error(`numpy anchor: ${theirs.row.length} trades, the engine ${ours.length}`);
  let closed = 0;
  ours.forEach((t, k) => {
    const [row, entry, exit] = [theirs.row[k]!, theirs.entry[k]!, theirs.exit[k]!];
    if (t.row !== row || t.entry !== entry || t.exit !== exit) {
      throw new Error(
        `numpy anchor: trade ${k} is ${names[row]} ${day(ts, entry)} to ${day(ts, exit)}, the engine's ${names[t.row]} ${day(ts, t.entry)} to ${day(ts, t.exit)}`,
      );
    }
    if (t.exit >= 0 && Math.abs(t.return - theirs.closedReturns[closed++]!) > 1e-9) {
      throw new Error(`numpy anchor: trade ${k} returns ${theirs.closedReturns[closed - 1]}, the engine's ${t.return}`);
    }
  });
  anchor.equity?.forEach((value, bar) => {
    const ours = engine.equity.equity[bar]!;
    if (Math.abs(ours - value) > 1e-9 * Math.abs(value)) throw new Error(`numpy anchor: equity ${value} on ${day(ts, bar)}, the engine's ${ours}`);
  });
}

interface AnchorCase {
  names: readonly string[];
  series: readonly Series[];
  strategy: BacktestStrategy;
  rounds: number;
  /** Backtests a round on each side, so that a round is long enough to time. */
  runs: number;
}

/**
 * The engine, indicators included (prepareSymbols through the kept workspace, then runBacktest), and the numpy
 * anchor in turns, each in its own process's processor time, the trades checked after every round.
 */
async function againstAnchor(anchor: NumpyAnchor, { names, series, strategy, rounds, runs }: AnchorCase) {
  const ts = series[0]!.ts;
  if (series.some((s) => s.ts.length !== ts.length || s.ts.some((time, bar) => time !== ts[bar]))) {
    throw new Error('numpy anchor: it reads symbols that share one clock');
  }
  // Any fraction of a share, as the anchor trades.
  const inputs = names.map((symbol, i) => ({ symbol, series: series[i]!, lot: 0 }));
  // The indicators' share is told apart, to show where the engine's time goes.
  let indicatorsMs = 0;
  const engine = () => {
    let result: BacktestResult | null = null;
    for (let i = 0; i < runs; i++) {
      const start = cpuMs();
      const symbols = prepareSymbols(inputs, strategy);
      indicatorsMs += cpuMs() - start;
      result = runBacktest(symbols, strategy);
    }
    return result!;
  };
  const ties = await anchor.load(series);
  const prepared = prepareSymbols(inputs, strategy);
  const tiesAbove = ties.row.map((row, k) => prepared[row]!.columns['standard.goldenCross']![ties.bar[k]!]! > 0);
  await anchor.readTiesAs(tiesAbove);
  engine();
  await anchor.run(runs, strategy.startingCash);
  // Collected once, before the rounds and not before each: a forced collection shrinks V8's young generation, and
  // the runs after it paid for that in collections the engine does not make in steady use (on one symbol, 100 runs
  // after each forced collection measured 0.4 ms a run against 0.15 without).
  gc();
  const loadAtStart = loadavg();
  const engineMs: number[] = [];
  const anchorMs: number[] = [];
  const ratios: number[] = [];
  let trades = 0;
  const indicatorsShare: number[] = [];
  for (let r = 0; r < rounds; r++) {
    indicatorsMs = 0;
    const start = cpuMs();
    const result = engine();
    const ms = (cpuMs() - start) / runs;
    indicatorsShare.push(indicatorsMs / runs / ms);
    const answer = await anchor.run(runs, strategy.startingCash);
    sameAsAnchor(result, answer, names, ts);
    trades = result.trades.length;
    engineMs.push(ms);
    anchorMs.push(answer.cpuMsPerRun);
    ratios.push(ms / answer.cpuMsPerRun);
  }
  return {
    symbols: names.length,
    bars: names.length * ts.length,
    trades,
    // Bars where SMA 50 equals SMA 200 but for rounding, and how many of them the engine's rounding put above.
    roundingTies: { bars: ties.row.length, readAbove: tiesAbove.filter(Boolean).length },
    rounds,
    runsPerRound: runs,
    engineMsPerRun: spread(engineMs, 3),
    engineIndicatorsShare: spread(indicatorsShare, 2),
    anchorMsPerRun: spread(anchorMs, 3),
    engineOverAnchor: spread(ratios, 2),
    loadAverage: { start: loadAtStart.map((v) => round(v, 2)), end: loadavg().map((v) => round(v, 2)) },
  };
}

/**
 * The golden cross beside the same backtest written the vectorised numpy way (numpyAnchor.py), without costs and
 * with any fraction of a share: one symbol with all its equity in one position, and the 570 US symbols as one
 * portfolio with a slot for each and a thousandth of the equity a position, so that every signal finds the cash
 * to fill (a 570th ran the cash out while the winners were held, and entries went unfilled). Skipped where python3
 * or numpy is missing.
 */
async function numpyAnchor() {
  const anchor = await NumpyAnchor.start();
  if (typeof anchor === 'string') return `skipped: ${anchor}`;
  try {
    const one = await againstAnchor(anchor, {
      names: ['AAPL'],
      series: [seriesFromCandles(candlesOf('AAPL'))],
      strategy: backtestStrategySchema.parse({ ...goldenCross, costs: 'none' }),
      rounds: 7,
      runs: 1000,
    });
    const list = symbolsOfRegion('US').map((s) => s.symbol);
    const portfolio = await againstAnchor(anchor, {
      names: list,
      series: list.map((symbol) => seriesFromCandles(candlesOf(symbol))),
      strategy: backtestStrategySchema.parse({ ...goldenCross, costs: 'none', positionSize: 0.001, maxPositions: list.length }),
      rounds: 7,
      runs: 1,
    });
    return {
      ...anchor.versions,
      goldenCrossOneSymbol: { ...one, goalEngineOverAnchor: 1 },
      goldenCrossUsListPortfolio: { ...portfolio, goalEngineOverAnchor: 2 },
    };
  } finally {
    anchor.stop();
  }
}

// The machine is shared: the load average says how much of it the figures had.
const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverage: loadavg().map((v) => round(v, 2)) };
const report = process.argv.includes('--numpy-anchor-only')
  ? { machine, numpyAnchor: await numpyAnchor() }
  : {
      machine,
      oneSymbolTenYears: oneSymbol(),
      crossoverWithIndicators: crossover(),
      usListPortfolio: portfolio(),
      sweep400OneSymbol: sweep400(),
      numpyAnchor: await numpyAnchor(),
    };
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
