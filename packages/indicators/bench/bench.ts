/**
 * Speed of the engine against the JavaScript libraries and TA-Lib's C code,
 * all measured in this one run; prints JSON. Not part of the test suite.
 * Run: npm run bench -w packages/indicators
 * The standard chart indicators against TA-Lib alone: npm run bench -w packages/indicators -- standard
 */
import { cpus } from 'node:os';
import { compute, ema, FIELD_COUNT, Stream, Workspace } from '../src';
import type { Series } from '../src/series';
import { makeBatch, makeSeries } from './data';
import { catalogueFloors } from './floors';
import { IMPLEMENTATIONS, INDICATORS, type Indicator, type Prepared, prepare } from './libraries';
import { standardVersusTalib } from './standard';
import { buildTalibHarness, runTalibHarness } from './talib';
import { collectsBetweenRounds, cpuNow, medianOf, round } from './timing';

const SINGLE = 1_000_000;
const MANY = 5_000;
const LENGTH = 2_500;
/** Libraries slower than ~100 ns a candle are timed on part of the data; the figures stay per candle. */
const SUBSET = {
  single: { 'trading-signals': 200_000, technicalindicators: 200_000 } as Record<string, number>,
  many: { 'trading-signals': 500, technicalindicators: 500 } as Record<string, number>,
};
const BATCH = 250;

type Table = Record<Indicator, Record<string, number>>;
const emptyTable = () => Object.fromEntries(INDICATORS.map((i) => [i, {}])) as Table;

function slice(s: Series, n: number): Series {
  return {
    ts: s.ts.subarray(0, n),
    open: s.open.subarray(0, n),
    high: s.high.subarray(0, n),
    low: s.low.subarray(0, n),
    close: s.close.subarray(0, n),
    volume: s.volume.subarray(0, n),
  };
}

/** Every implementation and indicator takes its turn in each round, so a busy moment of the machine slows them alike. */
function singleSeries(series: Series): Table {
  const table = emptyTable();
  const lengths = Object.fromEntries(Object.keys(IMPLEMENTATIONS).map((name) => [name, SUBSET.single[name] ?? SINGLE]));
  const prepared = Object.fromEntries(Object.keys(IMPLEMENTATIONS).map((name) => [name, prepare(slice(series, lengths[name]!))]));
  const jobs: Record<string, () => void> = {};
  for (const [name, impl] of Object.entries(IMPLEMENTATIONS)) {
    for (const ind of INDICATORS) jobs[`${name}|${ind}`] = () => impl[ind]!(prepared[name]!);
  }
  const times = medianOf(jobs, 5);
  for (const name of Object.keys(IMPLEMENTATIONS)) for (const ind of INDICATORS) table[ind][name] = times[`${name}|${ind}`]! / lengths[name]!;
  return table;
}

/** 5,000 series, generated in batches of 250 outside the timed part (columns laid out as in talib.c); the engine reuses one Workspace. */
function manySeries(): Table {
  const total: Record<string, Record<string, number>> = {};
  const candles: Record<string, number> = {};
  for (let first = 0; first < MANY; first += BATCH) {
    const batch: Prepared[] = makeBatch(BATCH, LENGTH, 1000 + first).map(prepare);
    for (const [name, impl] of Object.entries(IMPLEMENTATIONS)) {
      if (first >= (SUBSET.many[name] ?? MANY)) continue;
      const jobs = Object.fromEntries(
        INDICATORS.map((ind) => [
          ind,
          () => {
            for (const p of batch) impl[ind]!(p);
          },
        ]),
      );
      const times = medianOf(jobs, 3);
      total[name] ??= {};
      for (const ind of INDICATORS) total[name]![ind] = (total[name]![ind] ?? 0) + times[ind]!;
      candles[name] = (candles[name] ?? 0) + BATCH * LENGTH;
    }
  }
  const table = emptyTable();
  for (const [name, byIndicator] of Object.entries(total)) {
    for (const ind of INDICATORS) table[ind][name] = byIndicator[ind]! / candles[name]!;
  }
  return table;
}

/** The whole catalogue against one EMA(12) pass over the same candles, both in this run. */
function catalogue(series: Series) {
  const before = process.memoryUsage().arrayBuffers;
  const start = cpuNow();
  const first = compute(series);
  const firstNs = (cpuNow() - start) / SINGLE;
  const peakBytes = (process.memoryUsage().arrayBuffers - before) / SINGLE;
  const emaOut = new Float64Array(SINGLE);
  const times = medianOf(
    {
      catalogueReusing: () => compute(series, { reuse: first }),
      emaAllocating: () => ema(series.close, 12),
      emaReusing: () => ema(series.close, 12, emaOut),
    },
    3,
  );
  // Every 10th of the 5,000 series, each job timed as one block over all of
  // them: an EMA over one series takes about 5 µs, too near the 1 µs grain of
  // process CPU time to be timed series by series.
  const workspace = new Workspace();
  const sample = Array.from({ length: MANY / 10 }, (_, k) => makeSeries(LENGTH, 1000 + 10 * k));
  const many = medianOf(
    {
      all: () => {
        for (const one of sample) workspace.compute(one);
      },
      ema: () => {
        for (const one of sample) workspace.ema(one.close, 12);
      },
    },
    5,
  );
  return {
    fields: FIELD_COUNT,
    single: {
      candles: SINGLE,
      nsPerCandleFirstCallAllocating: round(firstNs),
      nsPerCandleReusingOutputs: round(times.catalogueReusing / SINGLE),
      emaNsPerCandleAllocating: round(times.emaAllocating / SINGLE),
      emaNsPerCandleReusingOutput: round(times.emaReusing / SINGLE),
      ratioToEmaReusing: round(times.catalogueReusing / times.emaReusing, 1),
      ratioToEmaAllocating: round((firstNs * SINGLE) / times.emaAllocating, 1),
    },
    many: {
      series: MANY / 10,
      length: LENGTH,
      note: 'every 10th of the 5,000 series, each job timed over all 500 in one block (median of 5 rounds in turns); catalogue and EMA both through one Workspace (outputs allocated once for all series)',
      nsPerCandle: round(many.all / ((MANY / 10) * LENGTH)),
      emaNsPerCandle: round(many.ema / ((MANY / 10) * LENGTH)),
      ratioToEma: round(many.all / many.ema, 1),
    },
    peakBytesPerCandle: round(peakBytes, 0),
    peakBytesNote: 'ArrayBuffer bytes allocated by one compute() over 1,000,000 candles (all outputs and scratch columns), per candle',
  };
}

/** One streaming update of every field (the forming bar replaced) against recomputing the last 2,500 candles. */
function streaming() {
  const series = makeSeries(LENGTH + 1, 77);
  const stream = new Stream();
  const candle = (i: number, f = 1) => ({
    ts: series.ts[i]!,
    open: series.open[i]!,
    high: series.high[i]! * f,
    low: series.low[i]!,
    close: series.close[i]! * f,
    volume: series.volume[i]!,
  });
  for (let i = 0; i < LENGTH; i++) stream.append(candle(i));
  stream.append(candle(LENGTH));
  const updates = 200_000;
  const appends = new Stream();
  const recompute = slice(series, LENGTH);
  const reuse = compute(recompute);
  const times = medianOf(
    {
      replace: () => {
        for (let u = 0; u < updates; u++) stream.replace(candle(LENGTH, 1 + (u & 7) * 1e-4));
      },
      append: () => {
        for (let i = 0; i < LENGTH; i++) appends.append(candle(i));
      },
      recompute: () => compute(recompute, { reuse }),
    },
    5,
  );
  const replaceNs = times.replace / updates;
  return {
    fields: FIELD_COUNT,
    replaceNsPerUpdate: round(replaceNs, 0),
    appendNsPerBar: round(times.append / LENGTH, 0),
    recomputeLast2500Ns: round(times.recompute, 0),
    ratioUpdateToRecompute: round(replaceNs / times.recompute, 5),
  };
}

function ratios(table: Table) {
  return Object.fromEntries(
    INDICATORS.map((ind) => {
      const row = table[ind];
      const libraries = Object.entries(row).filter(([name]) => !name.startsWith('engine') && name !== 'talibC');
      const [fastestName, fastest] = libraries.reduce((a, b) => (b[1] < a[1] ? b : a));
      const engine = row.engine!;
      const allocating = row['engine, allocating']!;
      return [
        ind,
        {
          fastestLibrary: fastestName,
          engineSpeedupOverFastestLibrary: round(fastest / engine),
          engineAllocatingSpeedupOverFastestLibrary: round(fastest / allocating),
          engineOverTalibC: row.talibC === undefined ? null : round(engine / row.talibC),
          engineAllocatingOverTalibC: row.talibC === undefined ? null : round(allocating / row.talibC),
        },
      ];
    }),
  );
}

const rounded = (table: Table) =>
  Object.fromEntries(Object.entries(table).map(([k, row]) => [k, Object.fromEntries(Object.entries(row).map(([n, v]) => [n, round(v)]))]));

const middle = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;

/** Only the standard indicators against TA-Lib's C code (bench/standard.ts). */
function standardOnly() {
  const startedAt = Date.now();
  const harness = buildTalibHarness();
  const result = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version },
    standard: 'binary' in harness ? standardVersusTalib(harness.binary) : harness.unavailable,
    seconds: round((Date.now() - startedAt) / 1000, 0),
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

function main() {
  const startedAt = Date.now();
  const harness = buildTalibHarness();
  // TA-Lib's C code runs before, between and after the JavaScript timings and
  // its median is taken, so a busy spell on the shared machine does not fall
  // on one side of the ratios only.
  const cSingle: Array<Record<string, number>> = [];
  const cMany: Array<Record<string, number>> = [];
  const runC = () => {
    if (!('binary' in harness)) return;
    cSingle.push(runTalibHarness(harness.binary, 1, SINGLE, 7, 1));
    cMany.push(runTalibHarness(harness.binary, MANY, LENGTH, 3, 1000));
  };
  const series = makeSeries(SINGLE, 1);
  runC();
  const single = singleSeries(series);
  runC();
  const many = manySeries();
  runC();
  if ('binary' in harness) {
    for (const ind of INDICATORS) {
      single[ind].talibC = middle(cSingle.map((c) => c[ind]!));
      many[ind].talibC = middle(cMany.map((c) => c[ind]!));
    }
  }
  const result = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version },
    clock: `process CPU time (the machine is shared), median of several rounds taken in turns${collectsBetweenRounds ? ', a full garbage collection before each round, collector on the main thread (--single-threaded-gc)' : ' (run without --expose-gc: no collection between rounds)'}`,
    talibC:
      'binary' in harness
        ? 'TA-Lib 0.4 C code from the talib package, built with cc -O2, same candles, outputs allocated once per run; run before, between and after the JavaScript timings, median of the three'
        : harness.unavailable,
    outputs: 'engine: through one Workspace (outputs allocated once, reused for every series); "engine, allocating": a fresh output per call; libraries: their own per-call arrays (their API allows nothing else)',
    kd: 'engine: Chinese KD, 9-bar extremes by van Herk / Gil-Werman blocks; TA-Lib: STOCH(9, EMA 5, EMA 5); libraries: their stochastic (9, 3, 3)',
    singleSeries: {
      candles: SINGLE,
      subsets: 'trading-signals and technicalindicators timed on the first 200,000 candles',
      nsPerCandle: rounded(single),
      ratios: ratios(single),
    },
    manySeries: {
      series: MANY,
      length: LENGTH,
      subsets: 'trading-signals and technicalindicators timed on the first 500 series',
      nsPerCandle: rounded(many),
      ratios: ratios(many),
    },
    catalogue: catalogue(series),
    catalogueFloors: catalogueFloors(series, LENGTH),
    streaming: streaming(),
    standard: 'binary' in harness ? standardVersusTalib(harness.binary) : harness.unavailable,
    seconds: round((Date.now() - startedAt) / 1000, 0),
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

if (process.argv.includes('standard')) standardOnly();
else main();
