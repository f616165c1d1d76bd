import { State } from './core/state';
import { emaInto, kdInto, macdInto, rsiInto, smaInto } from './kernels/series';
import { highestStep, lowestStep } from './kernels/window';

/**
 * One-call batch versions of the building blocks. Each writes into the
 * outputs it is given; the default allocates them, which on a 2,500-candle
 * series costs as much as the indicator itself, so loops over many series
 * should pass outputs or use a `Workspace` (workspace.ts).
 */
export function sma(values: Float64Array, period: number, out: Float64Array = new Float64Array(values.length)): Float64Array {
  smaInto(values, period, out);
  return out;
}

export function ema(values: Float64Array, period: number, out: Float64Array = new Float64Array(values.length)): Float64Array {
  emaInto(values, period, out);
  return out;
}

export function rsi(values: Float64Array, period: number, out: Float64Array = new Float64Array(values.length)): Float64Array {
  rsiInto(values, period, out);
  return out;
}

/** Window extremes use the catalogue's block kernel (kernels/window.ts): three comparisons a bar for any window length. */
export function highest(values: Float64Array, period: number, out: Float64Array = new Float64Array(values.length)): Float64Array {
  const state = new State();
  const step = highestStep(state, values, out, period);
  state.seal();
  step(0, values.length);
  return out;
}

export function lowest(values: Float64Array, period: number, out: Float64Array = new Float64Array(values.length)): Float64Array {
  const state = new State();
  const step = lowestStep(state, values, out, period);
  state.seal();
  step(0, values.length);
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
  macdInto(values, fast, slow, smooth, lines.macd, lines.signal, lines.histogram);
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
  kdInto(high, low, close, period, kSmooth, dSmooth, lines.k, lines.d);
  return lines;
}
