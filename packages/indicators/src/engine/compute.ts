import { CATALOGUE, type Duration, type FieldId } from '../catalogue';
import { barsPerYear, type DurationOptions } from '../durations';
import type { Series } from '../series';
import type { Inputs } from './build';
import { COLUMN_COUNT, layout } from './layout';
import { buildPipeline, type Pipeline } from './pipeline';

/** Every catalogue field of a series, one Float64Array column per field, warm-up bars NaN. */
export interface Analysis {
  length: number;
  /** All field columns back to back in catalogue order, `length` values each. */
  block: Float64Array;
  column(id: FieldId): Float64Array;
  /** The one allocation behind the fields and the intermediate columns, kept for `reuse`. */
  memory: Float64Array;
}

/**
 * Bars every step computes before the next step runs. One step at a time over
 * a whole series reads each column back from main memory in every step that
 * uses it; in 512-bar chunks the ~115 columns of a chunk (about 470 KB) stay
 * in the core's cache from the step that writes them to the steps that read
 * them, and each column goes to main memory once. On a quiet machine this
 * measured no faster (the steps are bound by their arithmetic), but it is
 * memory bandwidth that the other processes of a shared machine take away.
 * The steps keep their state between chunks anyway (streaming is the 1-bar case).
 */
const CHUNK = 512;

export interface ComputeOptions extends DurationOptions {
  /** An earlier result of the same length whose memory is reused. */
  reuse?: Analysis;
}

/**
 * A pipeline built over columns of one analysis's memory, kept for the next
 * `reuse` of that memory. Building one (about 70 steps, their rings and
 * window blocks, 109 column views) takes ~120 µs, as long as computing about
 * 400 bars, so a screener over 2,500-bar series would pay it on every series; it
 * reads copies of the series' columns, which cost a fraction of a nanosecond
 * a candle to refresh.
 */
interface Prepared {
  barsPerYear: number;
  duration: Duration;
  input: Inputs;
  pipeline: Pipeline;
  block: Float64Array;
  column(id: FieldId): Float64Array;
}

const prepared = new WeakMap<Float64Array, Prepared>();

function prepare(memory: Float64Array, n: number, perYear: number, duration: Duration): Prepared {
  const { input, column, scratch, block } = layout(n, memory);
  return { barsPerYear: perYear, duration, input, pipeline: buildPipeline(input, column, scratch, perYear, duration), block, column };
}

/** Computes the whole catalogue over a series chunk by chunk, outputs allocated once. */
export function compute(series: Series, options: ComputeOptions = {}): Analysis {
  const n = series.close.length;
  const perYear = barsPerYear(options);
  const duration = options.duration ?? '1d';
  const reuse = options.reuse?.length === n ? options.reuse : undefined;
  // One allocation per series: allocating typed arrays costs more than filling them on short series.
  const memory = reuse?.memory ?? new Float64Array(n * COLUMN_COUNT);
  let ready = prepared.get(memory);
  if (ready?.barsPerYear === perYear && ready.duration === duration) {
    ready.pipeline.state.reset();
  } else {
    ready = prepare(memory, n, perYear, duration);
    prepared.set(memory, ready);
  }
  const { input, pipeline } = ready;
  input.ts.set(series.ts);
  input.open.set(series.open);
  input.high.set(series.high);
  input.low.set(series.low);
  input.close.set(series.close);
  input.volume.set(series.volume);
  const steps = pipeline.steps;
  for (let from = 0; from < n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK);
    for (let s = 0; s < steps.length; s++) steps[s]!(from, to);
  }
  return { length: n, block: ready.block, column: ready.column, memory };
}

/** One bar of an analysis as a plain object keyed by field id. */
export function rowAt(analysis: Analysis, i: number): Record<FieldId, number> {
  const row = {} as Record<FieldId, number>;
  for (const def of CATALOGUE) row[def.id] = analysis.column(def.id)[i]!;
  return row;
}
