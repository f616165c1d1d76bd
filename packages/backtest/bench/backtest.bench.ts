/**
 * Speed of the backtest engine beside the plain reference of the tests (an object per bar, indicators
 * recomputed), on the demo market's candles, in processor time with the two timed in turns; prints JSON. Not part of
 * the test suite.
 * Run: npm run bench -w packages/backtest
 */
import { cpus, loadavg } from 'node:os';
import { backtestStrategySchema, type BacktestStrategy, type SweepAxis } from '@signaldesk/contract';
import { type Candle, seriesFromCandles, Workspace } from '@signaldesk/indicators';
import { DemoMarket } from '@signaldesk/market-data';
import { symbolsOfRegion } from '@signaldesk/market-data/universe';
import {
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

/** Processor time of this process in ms: what a run costs, whatever else the shared machine is doing meanwhile. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const round = (v: number, digits = 3) => Number(v.toFixed(digits));
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const middle = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/**
 * The engine and its reference timed in turns, `rounds` of each, in processor time: a load that comes and goes
 * weighs on both alike, where timing one after the other let it fall on one. Answers each one's median in ms.
 */
function inTurns(rounds: number, engine: () => unknown, reference: () => unknown): { engineMs: number; referenceMs: number } {
  const engineTimes: number[] = [];
  const referenceTimes: number[] = [];
  for (let r = 0; r < rounds; r++) {
    gc();
    let start = cpuMs();
    engine();
    engineTimes.push(cpuMs() - start);
    gc();
    start = cpuMs();
    reference();
    referenceTimes.push(cpuMs() - start);
  }
  return { engineMs: middle(engineTimes), referenceMs: middle(referenceTimes) };
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
 * A golden-cross backtest of one symbol, indicators included, as the server runs one (a fresh workspace per
 * run): computing the strategy's field only beside computing the whole catalogue, in turns. Then the compute
 * alone, each through a workspace of its own that is reused from run to run, as over many symbols.
 */
function crossover() {
  const candles = candlesOf('AAPL');
  const series = seriesFromCandles(candles);
  const inputs = [{ symbol: 'AAPL', series }];
  const cross = backtestStrategySchema.parse({
    entry: { day: { 'standard.goldenCross': { in: [2] } } },
    exit: { day: { 'standard.goldenCross': { in: [-2] } } },
  });
  const runs = 20;
  const many = (prepare: typeof prepareSymbols) => () => {
    for (let i = 0; i < runs; i++) runBacktest(prepare(inputs, cross), cross);
  };
  many(prepareSymbols)();
  many(prepareWholeCatalogue)();
  const timed = inTurns(7, many(prepareSymbols), many(prepareWholeCatalogue));
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
    fieldsOnlyMsPerRun: round(timed.engineMs / runs, 3),
    wholeCatalogueMsPerRun: round(timed.referenceMs / runs, 3),
    wholeOverFieldsOnly: round(timed.referenceMs / timed.engineMs, 1),
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
  // The strategy's fields beside the whole catalogue, as prepareSymbols computed before, in turns.
  const indicators = inTurns(
    3,
    () => prepareSymbols(series, strategy),
    () => prepareWholeCatalogue(series, strategy),
  );
  const indicatorsMs = indicators.engineMs;
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
    indicatorsWholeCatalogueMs: round(indicators.referenceMs, 0),
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

const report = {
  // The machine is shared: the load average says how much of it the figures had.
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverage: loadavg().map((v) => round(v, 2)) },
  oneSymbolTenYears: oneSymbol(),
  crossoverWithIndicators: crossover(),
  usListPortfolio: portfolio(),
  sweep400OneSymbol: sweep400(),
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
