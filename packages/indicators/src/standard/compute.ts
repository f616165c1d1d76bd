import type { Duration } from '../catalogue';
import type { State, Step } from '../core/state';
import type { Holder } from '../kernels/source';
import type { Columns } from './build';
import { buildInstance, type IndicatorId, type IndicatorInstance, type IndicatorOptions, type Lines, type SettingsOf } from './catalogue';

export interface IndicatorResult<Id extends IndicatorId = IndicatorId> {
  length: number;
  /** Each output line over the whole series, NaN during warm-up. */
  lines: Lines<Id>;
  /** Every column the computation used, kept for `reuse`. */
  columns: Float64Array[];
}

export interface ComputeIndicatorOptions extends IndicatorOptions {
  /**
   * An earlier result over a series of the same length whose columns are written again (its lines become
   * this result's): the way to run one instance over many series (a screener, a backtest).
   */
  reuse?: IndicatorResult;
}

/**
 * Steps built over a result's columns, kept for its next `reuse` with the same
 * instance. Building them (a closure per kernel, its rings) costs little, but
 * the closures are new functions each time, and V8 runs a new function's loop
 * unoptimised until it has proven hot: on 2,500-candle series that measured
 * 4 to 8 times the loop's own cost. The kept steps read the candle columns
 * through holders, pointed at each series' own columns while it runs.
 */
interface Prepared {
  indicator: IndicatorId;
  /** A copy of the instance's settings as given. */
  settings: Record<string, unknown>;
  duration: Duration;
  input: Record<keyof Columns, Holder>;
  state: State;
  steps: Step[];
  lines: Record<string, Float64Array>;
}

const prepared = new WeakMap<Float64Array[], Prepared>();
const NONE = new Float64Array(0);

function prepare(instance: IndicatorInstance, n: number, columns: Float64Array[], options: IndicatorOptions): Prepared {
  const input = { ts: { column: NONE }, high: { column: NONE }, low: { column: NONE }, close: { column: NONE }, volume: { column: NONE } };
  const { state, steps, lines } = buildInstance(instance, input, allocator(columns, n), options);
  return { indicator: instance.indicator, settings: { ...instance.settings }, duration: options.duration ?? '1d', input, state, steps, lines };
}

/** Whether steps prepared earlier compute this instance: compared field by field, as a key string cost a screener's every call. */
function preparedFor(ready: Prepared, instance: IndicatorInstance, duration: Duration): boolean {
  if (ready.indicator !== instance.indicator || ready.duration !== duration) return false;
  const settings: Record<string, unknown> = instance.settings ?? {};
  let given = 0;
  for (const name in settings) {
    if (settings[name] !== ready.settings[name]) return false;
    given++;
  }
  let kept = 0;
  for (const _ in ready.settings) kept++;
  return given === kept;
}

/** Hands out `columns` in order, allocating those not there yet. */
function allocator(columns: Float64Array[], n: number): () => Float64Array {
  let used = 0;
  return () => {
    columns[used] ??= new Float64Array(n);
    return columns[used++]!;
  };
}

/**
 * Bars every step computes before the next step runs, as engine/compute.ts
 * does and for its reason: a chunk's columns stay in the core's cache from
 * the step that writes them to the steps that read them. On a million-candle
 * series run step by step, main memory was most of the time whenever the
 * shared machine was busy.
 */
const CHUNK = 512;

/**
 * Runs the steps chunk by chunk. A single step (SMA, WMA, OBV) has no later step to hand its chunk to, and runs over
 * the whole series at once: each chunk cost it its window's values taken from the ring and put back.
 */
function runChunks(n: number, steps: Step[]): void {
  if (steps.length === 1) {
    steps[0]!(0, n);
    return;
  }
  for (let from = 0; from < n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK);
    for (let s = 0; s < steps.length; s++) steps[s]!(from, to);
  }
}

/** Computes one indicator instance over a whole series. */
export function computeIndicator<Id extends IndicatorId>(
  instance: IndicatorInstance<Id>,
  series: Columns,
  options: ComputeIndicatorOptions = {},
): IndicatorResult<Id> {
  const n = series.close.length;
  const reuse = options.reuse?.length === n ? options.reuse : undefined;
  if (!reuse) {
    const columns: Float64Array[] = [];
    const { steps, lines } = buildInstance(instance, series, allocator(columns, n), options);
    runChunks(n, steps);
    return { length: n, lines, columns };
  }
  let ready = prepared.get(reuse.columns);
  if (ready && preparedFor(ready, instance, options.duration ?? '1d')) {
    ready.state.reset();
  } else {
    ready = prepare(instance, n, reuse.columns, options);
    prepared.set(reuse.columns, ready);
  }
  const { input } = ready;
  input.ts.column = series.ts;
  input.high.column = series.high;
  input.low.column = series.low;
  input.close.column = series.close;
  input.volume.column = series.volume;
  runChunks(n, ready.steps);
  // The result keeps its steps, which need not keep the series alive.
  input.ts.column = NONE;
  input.high.column = NONE;
  input.low.column = NONE;
  input.close.column = NONE;
  input.volume.column = NONE;
  return { length: n, lines: ready.lines as Lines<Id>, columns: reuse.columns };
}

/** A plain function per indicator: its lines over a whole series, settings left out taking their defaults. */
const plain =
  <Id extends IndicatorId>(indicator: Id) =>
  (series: Columns, settings: Partial<SettingsOf<Id>> = {}, options: IndicatorOptions = {}): Lines<Id> =>
    computeIndicator({ indicator, settings }, series, options).lines;

export const wma = plain('wma');
export const vwap = plain('vwap');
export const bollinger = plain('bollinger');
export const keltner = plain('keltner');
export const donchian = plain('donchian');
export const ichimoku = plain('ichimoku');
export const supertrend = plain('supertrend');
export const parabolicSar = plain('psar');
export const stochastic = plain('stochastic');
export const stochRsi = plain('stochRsi');
export const atr = plain('atr');
export const adx = plain('adx');
export const cci = plain('cci');
export const williamsR = plain('williamsR');
export const mfi = plain('mfi');
export const obv = plain('obv');
