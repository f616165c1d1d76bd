/**
 * Whole-universe compute benchmark, printing JSON (not a test): the catalogue over every demo symbol at the three
 * screener durations (day, week, hour), 2,500 candles a series, as a compute sweep hands it to the analysis pool.
 * Timed in turns, in the same run: in this thread through one workspace (the floor: no hand-over), the pool with
 * one thread fewer than the cores (the rule before), and the pool with the threads it now has. Each figure gives
 * wall time, the process's CPU time (every thread) and the main thread's own CPU time, with the load average.
 * Run: node --expose-gc --import tsx apps/server/bench/universeCompute.ts
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { GROUP_DURATION } from '@signaldesk/contract';
import { seriesFromCandles } from '@signaldesk/indicators';
import { DemoMarket, SYMBOLS } from '@signaldesk/market-data';
import { ANALYSIS_THREADS, type Analyser, analysisPool } from '../src/quotes/analysisPool.js';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import { computeWindow, shownBars } from '../src/quotes/chartDepth.js';
import { analyseTail, type TailTask } from '../src/quotes/tailAnalysis.js';
import { cpuMs, round } from './benchFigures.js';

const CANDLES = 2_500;
const ROUNDS = 3;
const DURATIONS = Object.values(GROUP_DURATION);
/** Thursday 2026-01-08 18:00 UTC; eleven years of days, so every symbol has its 2,500. */
const NOW = Date.UTC(2026, 0, 8, 18) / 1000;
const demo = new DemoMarket({ now: () => NOW });

const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Each symbol's newest 2,500 daily candles, computed as each duration: the engine's work depends on the
// duration's fields and year, not on what the candles are.
const generateStart = performance.now();
const tasks: TailTask[] = [];
for (const { symbol } of SYMBOLS) {
  const bars = (await demo.candles({ symbol, duration: '1d', from: NOW - 11 * 365 * 86_400, to: NOW })).slice(-CANDLES);
  const series = seriesFromCandles(bars);
  for (const duration of DURATIONS) tasks.push({ series, duration, barsPerYear: barsPerYear(symbol, duration), count: shownBars(symbol, duration) });
}
const generateMs = performance.now() - generateStart;
const candles = tasks.reduce((sum, task) => sum + task.series.close.length, 0);

interface Timing {
  wallMs: number;
  cpuMs: number;
  mainThreadCpuMs: number;
}

async function timed(work: () => unknown): Promise<Timing> {
  gc();
  const [wall, cpu, main] = [performance.now(), cpuMs(), threadCpuMs()];
  await work();
  return { wallMs: performance.now() - wall, cpuMs: cpuMs() - cpu, mainThreadCpuMs: threadCpuMs() - main };
}

const inPlace = () => {
  for (const task of tasks) analyseTail(task);
};
const pooled = (pool: Analyser) => () => Promise.all(tasks.map((task) => pool.analyse(task)));
/** One series at a time through a one-thread pool: a series' way there and back, nothing overlapping it. */
const oneByOne = (pool: Analyser, count: number) => async () => {
  for (let i = 0; i < count; i++) await pool.analyse(tasks[i]!);
};
const inPlaceFirst = (count: number) => () => {
  for (let i = 0; i < count; i++) analyseTail(tasks[i]!);
};

const cores = availableParallelism();
const before = Math.max(1, cores - 1);
const pools = { before: analysisPool(before), now: analysisPool(ANALYSIS_THREADS) };
// Threads load the engine's TypeScript as they start, and every thread's workspace and JIT warm on a first pass.
inPlace();
await pooled(pools.before)();
await pooled(pools.now)();

const loadBefore = loadavg();
const jobs = { inPlace, poolBefore: pooled(pools.before), poolNow: pooled(pools.now) };
const times = new Map<string, Timing[]>(Object.keys(jobs).map((name) => [name, []]));
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, job] of Object.entries(jobs)) times.get(name)!.push(await timed(job));
}
const median = (name: string): Timing => {
  const runs = times.get(name)!;
  return { wallMs: middle(runs.map((t) => t.wallMs)), cpuMs: middle(runs.map((t) => t.cpuMs)), mainThreadCpuMs: middle(runs.map((t) => t.mainThreadCpuMs)) };
};

// The hand-over alone: 600 series one at a time through the one-thread pool, beside the same in place, in turns.
const ONE_BY_ONE = 600;
const single = analysisPool(1);
await oneByOne(single, ONE_BY_ONE)();
const roundTrips: Timing[] = [];
const inPlaceRuns: Timing[] = [];
for (let r = 0; r < ROUNDS; r++) {
  roundTrips.push(await timed(oneByOne(single, ONE_BY_ONE)));
  inPlaceRuns.push(await timed(inPlaceFirst(ONE_BY_ONE)));
}
const loadAfter = loadavg();
await Promise.all([pools.before.close(), pools.now.close(), single.close()]);

const here = median('inPlace');
const figures = (t: Timing) => ({
  wallMs: round(t.wallMs, 0),
  cpuMs: round(t.cpuMs, 0),
  mainThreadCpuMs: round(t.mainThreadCpuMs, 0),
  coresUsed: round(t.cpuMs / t.wallMs, 2),
  inPlaceWallOverThis: round(here.wallMs / t.wallMs, 2),
});
const cpuPerSeriesMs = here.cpuMs / tasks.length;
const perSeries = (runs: Timing[], key: keyof Timing) => middle(runs.map((t) => t[key])) / ONE_BY_ONE;
const result = {
  machine: { cores, loadAverageBefore: loadBefore.map((v) => round(v)), loadAverageAfter: loadAfter.map((v) => round(v)) },
  universe: {
    symbols: SYMBOLS.length,
    durations: DURATIONS,
    series: tasks.length,
    candles,
    // What a server's compute reads: the chart's bars and the longest warm-up before them, not 2,500.
    serverWindowBars: Object.fromEntries(DURATIONS.map((d) => [d, computeWindow(SYMBOLS[0]!.symbol, d)])),
    demoGenerationSeconds: round(generateMs / 1000),
  },
  rounds: ROUNDS,
  inPlace: figures(here),
  [`pool${before}ThreadsBefore`]: figures(median('poolBefore')),
  [`pool${ANALYSIS_THREADS}ThreadsNow`]: figures(median('poolNow')),
  handOver: {
    series: ONE_BY_ONE,
    roundTripWallMsPerSeries: round(perSeries(roundTrips, 'wallMs'), 3),
    inPlaceWallMsPerSeries: round(perSeries(inPlaceRuns, 'wallMs'), 3),
    roundTripCpuMsPerSeries: round(perSeries(roundTrips, 'cpuMs'), 3),
    inPlaceCpuMsPerSeries: round(perSeries(inPlaceRuns, 'cpuMs'), 3),
    mainThreadCpuMsPerSeries: round(perSeries(roundTrips, 'mainThreadCpuMs'), 3),
  },
  ceiling: {
    cpuMsPerSeries: round(cpuPerSeriesMs, 3),
    // The best wall time the cores allow: the universe's CPU shared by every core, nothing else running.
    wallMsOnIdleCores: round((cpuPerSeriesMs * tasks.length) / cores, 0),
    goalWallMs: 1000,
  },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
