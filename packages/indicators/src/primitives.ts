import { State, type Step } from './core/state';
import { emaStep, smaStep } from './kernels/average';
import { kdStep } from './kernels/kd';
import { macdStep, rsiStep } from './kernels/oscillators';
import { highestStep, lowestStep } from './kernels/window';

/**
 * One-call batch versions of the building blocks, for users and for the
 * reference tests. Each allocates its outputs once and runs one pass.
 */
function runAll(length: number, build: (state: State) => Step[]): void {
  const state = new State();
  const steps = build(state);
  state.seal();
  for (const step of steps) step(0, length);
}

/** Each function takes optional output arrays so a caller can allocate them once per series. */
export function sma(values: Float64Array, period: number, out: Float64Array = new Float64Array(values.length)): Float64Array {
  runAll(values.length, (state) => [smaStep(state, values, out, period)]);
  return out;
}

export function ema(values: Float64Array, period: number, out: Float64Array = new Float64Array(values.length)): Float64Array {
  runAll(values.length, (state) => [emaStep(state, values, out, period)]);
  return out;
}

export function highest(values: Float64Array, period: number, out: Float64Array = new Float64Array(values.length)): Float64Array {
  runAll(values.length, (state) => [highestStep(state, values, out, period)]);
  return out;
}

export function lowest(values: Float64Array, period: number, out: Float64Array = new Float64Array(values.length)): Float64Array {
  runAll(values.length, (state) => [lowestStep(state, values, out, period)]);
  return out;
}

export function rsi(values: Float64Array, period: number, out: Float64Array = new Float64Array(values.length)): Float64Array {
  runAll(values.length, (state) => [rsiStep(state, values, out, period)]);
  return out;
}

export interface MacdLines {
  macd: Float64Array;
  signal: Float64Array;
  histogram: Float64Array;
}

/** One allocation for the three lines: allocating typed arrays, not filling them, dominates short series. */
export function macdLines(n: number): MacdLines {
  const block = new Float64Array(3 * n);
  return { macd: block.subarray(0, n), signal: block.subarray(n, 2 * n), histogram: block.subarray(2 * n) };
}

/** TA-Lib's MACD: histogram = macd - signal. */
export function macd(
  values: Float64Array,
  fast = 12,
  slow = 26,
  smooth = 9,
  lines: MacdLines = macdLines(values.length),
): MacdLines {
  const n = values.length;
  runAll(n, (state) => [
    macdStep(state, values, lines.macd, lines.signal, lines.histogram, fast, slow, smooth, 1),
  ]);
  return lines;
}

export interface KdLines {
  k: Float64Array;
  d: Float64Array;
}

export function kdLines(n: number): KdLines {
  const block = new Float64Array(2 * n);
  return { k: block.subarray(0, n), d: block.subarray(n) };
}

/** Chinese KD(n, kSmooth, dSmooth), the platforms' KDJ without J. */
export function kd(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 9,
  kSmooth = 3,
  dSmooth = 3,
  lines: KdLines = kdLines(close.length),
): KdLines {
  runAll(close.length, (state) => [kdStep(state, high, low, close, lines.k, lines.d, period, kSmooth, dSmooth)]);
  return lines;
}
