/**
 * Speed of the engine against the JavaScript libraries and TA-Lib's C code,
 * all measured in this one run; prints JSON. Not part of the test suite.
 * Run: npm run bench -w packages/indicators
 * The standard chart indicators against TA-Lib alone: npm run bench -w packages/indicators -- standard
 */
import { cpus, loadavg } from 'node:os';
import { compute, ema, FIELD_COUNT, Stream, Workspace } from '../src';
import type { Series } from '../src/series';
import { checkAgreement, comparable } from './check';
import { makeBatch, makeSeries } from './data';
import { catalogueFloors } from './floors';
import { IMPLEMENTATIONS, INDICATORS, type Indicator, type Prepared, prepare, timed } from './libraries';
import { standardVersusTalib } from './standard';
import { buildTalibHarness, startTalibHarness, type TalibHarness } from './talib';
import { collectsBetweenRounds, cpuNow, median, medianOf, round, timeInTurns } from './timing';

const SINGLE = 1_000_000;
const MANY = 5_000;
const LENGTH = 2_500;
const ROUNDS = 5;
/** Rounds inside each turn of the C harness, its median kept (its first pass over the outputs pays their page faults). */
const C_ROUNDS = 3;
/** Libraries slower than ~100 ns a candle on some indicator are timed on part of the data; the figures stay per candle. */
const SUBSET = {
  single: { 'fast-technical-indicators': 200_000, 'trading-signals': 200_000, technicalindicators: 200_000 } as Record<string, number>,
  many: { 'fast-technical-indicators': 500, 'trading-signals': 500, technicalindicators: 500 } as Record<string, number>,
};
const BATCH = 250;
const TALIB = 'TA-Lib C';

/** ns a candle of each round, by the CPU clock and the wall clock: samples[indicator][implementation]. */
type Samples = Record<Indicator, Record<string, { cpu: number[]; wall: number[] }>>;

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

/**
 * The jobs of one part of the data: every implementation of each indicator
 * over its series, one indicator after another; the implementations' order
 * turns by one each round, so that none always runs first after the
 * indicator before.
 */
function jobsOf(data: Record<string, Prepared[]>, turn: number): Record<string, () => void> {
  const jobs: Record<string, () => void> = {};
  const names = Object.keys(IMPLEMENTATIONS);
  const order = names.map((_, k) => names[(k + turn) % names.length]!);
  for (const ind of INDICATORS) {
    for (const name of order) {
      const impl = IMPLEMENTATIONS[name]!;
      if (data[name]!.length === 0) continue;
      const runs = data[name]!.map((p) => timed(impl[ind]!, p));
      jobs[`${ind}|${name}`] = () => {
        for (const run of runs) run();
      };
    }
  }
  return jobs;
}

/**
 * Every round times TA-Lib's C code (its harness, waiting in its own
 * process) and then, part by part of the data, every implementation of each
 * indicator one after another, so that the figures compared come from the
 * same rounds. A first, untimed round over the first part lets V8 compile
 * every job.
 */
async function inTurns(
  parts: number,
  dataOf: (part: number) => Record<string, Prepared[]>,
  candles: Record<string, number>,
  talib: TalibHarness | undefined,
): Promise<Samples> {
  const samples = Object.fromEntries(INDICATORS.map((ind) => [ind, {}])) as Samples;
  for (const ind of INDICATORS) {
    for (const name of [...Object.keys(IMPLEMENTATIONS), ...(talib ? [TALIB] : [])]) samples[ind][name] = { cpu: [], wall: [] };
  }
  timeInTurns(jobsOf(dataOf(0), 0), 1);
  for (let r = 0; r < ROUNDS; r++) {
    if (talib) {
      const c = await talib.run(C_ROUNDS);
      for (const ind of INDICATORS) {
        samples[ind][TALIB]!.cpu.push(c.cpu[ind]!);
        samples[ind][TALIB]!.wall.push(c.wall[ind]!);
      }
    }
    const sum: Record<string, { cpu: number; wall: number }> = {};
    for (let part = 0; part < parts; part++) {
      for (const [job, t] of Object.entries(timeInTurns(jobsOf(dataOf(part), r), 1))) {
        sum[job] ??= { cpu: 0, wall: 0 };
        sum[job].cpu += t.cpu[0]!;
        sum[job].wall += t.wall[0]!;
      }
    }
    for (const [job, t] of Object.entries(sum)) {
      const [ind, name] = job.split('|') as [Indicator, string];
      samples[ind][name]!.cpu.push(t.cpu / candles[name]!);
      samples[ind][name]!.wall.push(t.wall / candles[name]!);
    }
  }
  return samples;
}

/** 1,000,000 candles (the slowest libraries the first 200,000). */
function singleSeries(series: Series, talib: TalibHarness | undefined) {
  const names = Object.keys(IMPLEMENTATIONS);
  const candles = Object.fromEntries(names.map((name) => [name, SUBSET.single[name] ?? SINGLE]));
  const data = Object.fromEntries(names.map((name) => [name, [prepare(slice(series, candles[name]!))]]));
  return inTurns(1, () => data, candles, talib);
}

/**
 * 5,000 series of 2,500 candles (the slowest libraries the first 500), made
 * anew in each round in batches of 250 outside the timed part, so that the
 * heap holds one batch and not the whole gigabyte, each column of a batch
 * back to back as in talib.c.
 */
function manySeries(talib: TalibHarness | undefined) {
  const names = Object.keys(IMPLEMENTATIONS);
  const count = Object.fromEntries(names.map((name) => [name, SUBSET.many[name] ?? MANY]));
  const candles = Object.fromEntries(names.map((name) => [name, count[name]! * LENGTH]));
  const dataOf = (part: number) => {
    const batch = makeBatch(BATCH, LENGTH, 1000 + part * BATCH).map(prepare);
    return Object.fromEntries(names.map((name) => [name, part * BATCH < count[name]! ? batch : []]));
  };
  return inTurns(MANY / BATCH, dataOf, candles, talib);
}

const spread = (values: number[]) => ({ min: round(Math.min(...values)), median: round(median(values)), max: round(Math.max(...values)) });

/** Round by round ratios (a over b in the same round), their median and range. */
function ratioOf(a: number[], b: number[]) {
  const each = a.map((v, r) => v / b[r]!);
  return { median: round(median(each)), min: round(Math.min(...each)), max: round(Math.max(...each)) };
}

/**
 * ns a candle (min, median, max over the rounds, both clocks) and the goals'
 * ratios: the engine against the fastest library that computes the same
 * (check.ts), and against TA-Lib C, each round against the same round.
 */
function report(samples: Samples, ok: (ind: Indicator, name: string) => boolean) {
  return Object.fromEntries(
    INDICATORS.map((ind) => {
      const row = samples[ind];
      const nsPerCandle = Object.fromEntries(Object.entries(row).map(([name, s]) => [name, { cpu: spread(s.cpu), wall: spread(s.wall) }]));
      const libraries = Object.keys(row).filter((name) => !name.startsWith('engine') && name !== TALIB && ok(ind, name));
      const fastest = libraries.reduce((a, b) => (median(row[b]!.cpu) < median(row[a]!.cpu) ? b : a));
      const engine = row.engine!;
      const allocating = row['engine, allocating']!;
      const talib = row[TALIB];
      return [
        ind,
        {
          nsPerCandle,
          fastestLibrary: fastest,
          engineSpeedupOverFastestLibrary: { cpu: ratioOf(row[fastest]!.cpu, engine.cpu), wall: ratioOf(row[fastest]!.wall, engine.wall) },
          engineAllocatingSpeedupOverFastestLibrary: ratioOf(row[fastest]!.cpu, allocating.cpu),
          engineOverTalibC: talib ? { cpu: ratioOf(engine.cpu, talib.cpu), wall: ratioOf(engine.wall, talib.wall) } : null,
          engineAllocatingOverTalibC: talib ? ratioOf(allocating.cpu, talib.cpu) : null,
        },
      ];
    }),
  );
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

async function main() {
  const startedAt = Date.now();
  const load = [loadavg()];
  const built = buildTalibHarness();
  const binary = 'binary' in built ? built.binary : undefined;
  // Started before this process fills its memory (see startTalibHarness).
  const talibSingle = binary ? startTalibHarness(binary, 1, SINGLE, 1) : undefined;
  const talibMany = binary ? startTalibHarness(binary, MANY, LENGTH, 1000) : undefined;
  const agreement = checkAgreement();
  const { ok, excluded } = comparable(agreement);

  const series = makeSeries(SINGLE, 1);
  const single = report(await singleSeries(series, talibSingle), ok);
  talibSingle?.close();
  load.push(loadavg());
  const many = report(await manySeries(talibMany), ok);
  talibMany?.close();
  load.push(loadavg());

  const result = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version },
    clock: `process CPU time (process.cpuUsage) and wall time beside it, ns a candle, min / median / max over ${ROUNDS} rounds; in each round TA-Lib C and then every implementation of each indicator take their turns; the implementations' order turns by one each round; ratios are taken round by round (same round) and their median and range given${collectsBetweenRounds ? '; a full garbage collection before each job, collector on the main thread (--single-threaded-gc)' : ' (run without --expose-gc: no collection between jobs)'}`,
    talibC: binary
      ? `TA-Lib 0.4 C code from the talib package, built with cc -O2, same candles, outputs allocated once; one process kept waiting, asked for ${C_ROUNDS} rounds (median kept) at the start of each round`
      : (built as { unavailable: string }).unavailable,
    outputs: 'engine: through one Workspace (outputs allocated once, reused for every series); "engine, allocating": a fresh output per call; libraries: their own per-call arrays (their API allows nothing else)',
    kd: 'engine: Chinese KD (%K smoothed by 1/3 weights), 9-bar extremes by van Herk / Gil-Werman blocks; TA-Lib: STOCH(9, EMA 5, EMA 5), the same; libraries: their stochastic (9, 3, 3), %K averaged over 3 bars (indicatorts, technicalindicators and fast-technical-indicators: one average less): the same work, values differing by design',
    agreement,
    notCompared: excluded.length > 0 ? excluded : 'every library agrees with the engine (see agreement)',
    loadAverage: load.map((l) => l.map((v) => round(v))),
    singleSeries: {
      candles: SINGLE,
      subsets: 'fast-technical-indicators, trading-signals and technicalindicators timed on the first 200,000 candles',
      indicators: single,
    },
    manySeries: {
      series: MANY,
      length: LENGTH,
      subsets: 'fast-technical-indicators, trading-signals and technicalindicators timed on the first 500 series',
      indicators: many,
    },
    catalogue: catalogue(series),
    catalogueFloors: catalogueFloors(series, LENGTH),
    streaming: streaming(),
    standard: binary ? standardVersusTalib(binary) : (built as { unavailable: string }).unavailable,
    seconds: round((Date.now() - startedAt) / 1000, 0),
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

if (process.argv.includes('standard')) standardOnly();
else await main();
