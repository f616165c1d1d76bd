import type { Duration, FieldId } from '../catalogue';
import { barsPerYear, type DurationOptions } from '../durations';
import type { Series } from '../series';
import type { Inputs, Piece } from './build';
import { columnCount, layout, type Shape } from './layout';
import { buildPipeline, type Pipeline, piecesFor, piecesKey, shapeOf } from './pipeline';

/** Catalogue fields of a series, one Float64Array column per field, warm-up bars NaN. */
export interface Analysis {
  length: number;
  /** The columns of `fields` back to back in their order, `length` values each. */
  block: Float64Array;
  /**
   * The fields computed, in catalogue order: every field, or those asked for
   * with the fields they are computed from or with (kd.d with kd.k).
   */
  fields: readonly FieldId[];
  /** A computed field's column; throws for another field. */
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
  /**
   * Only these fields: the steps that compute them, and the steps whose
   * columns those read, run, and a fresh memory holds only their columns.
   * Every field when omitted.
   */
  fields?: readonly FieldId[];
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
  input: Inputs;
  pipeline: Pipeline;
  block: Float64Array;
  column(id: FieldId): Float64Array;
}

/**
 * Pipelines kept per memory, one per duration and set of pieces: a workspace
 * may serve a few strategies in turn. Over the same memory their columns
 * overlap, which is safe because each compute writes every column it reads.
 */
const PIPELINES_PER_MEMORY = 8;

const prepared = new WeakMap<Float64Array, Map<string, Prepared>>();

function preparedFor(memory: Float64Array, n: number, perYear: number, duration: Duration, pieces: readonly Piece[], shape: Shape): Prepared {
  const kept = prepared.get(memory) ?? new Map<string, Prepared>();
  prepared.set(memory, kept);
  const key = `${perYear} ${duration} ${piecesKey(pieces)}`;
  let ready = kept.get(key);
  if (ready) {
    ready.pipeline.state.reset();
    kept.delete(key);
  } else {
    const { input, column, scratch, block } = layout(n, shape, memory);
    ready = { input, pipeline: buildPipeline(input, column, scratch, perYear, duration, pieces), block, column };
  }
  // Most recently used last; the least recently used goes first.
  kept.set(key, ready);
  if (kept.size > PIPELINES_PER_MEMORY) kept.delete(kept.keys().next().value!);
  return ready;
}

/** Computes the catalogue (or the fields asked for) over a series chunk by chunk, outputs allocated once. */
export function compute(series: Series, options: ComputeOptions = {}): Analysis {
  const n = series.close.length;
  const perYear = barsPerYear(options);
  const duration = options.duration ?? '1d';
  const pieces = piecesFor(options.fields);
  const shape = shapeOf(pieces);
  const size = n * columnCount(shape);
  const reuse = options.reuse?.length === n && options.reuse.memory.length >= size ? options.reuse : undefined;
  // One allocation per series: allocating typed arrays costs more than filling them on short series.
  const memory = reuse?.memory ?? new Float64Array(size);
  const ready = preparedFor(memory, n, perYear, duration, pieces, shape);
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
  return { length: n, block: ready.block, fields: shape.fields, column: ready.column, memory };
}

/** One bar of an analysis as a plain object keyed by field id: its computed fields. */
export function rowAt(analysis: Analysis, i: number): Record<FieldId, number> {
  const row = {} as Record<FieldId, number>;
  for (const id of analysis.fields) row[id] = analysis.column(id)[i]!;
  return row;
}
