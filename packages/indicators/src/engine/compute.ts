import { CATALOGUE, FIELD_COUNT, type FieldId, fieldIndex } from '../catalogue';
import { barsPerYear, type DurationOptions } from '../durations';
import type { Series } from '../series';
import { buildPipeline } from './pipeline';

/** Every catalogue field of a series, one Float64Array column per field, warm-up bars NaN. */
export interface Analysis {
  length: number;
  /** All field columns back to back in catalogue order, `length` values each. */
  block: Float64Array;
  column(id: FieldId): Float64Array;
  /** The one allocation behind the fields and the intermediate columns, kept for `reuse`. */
  memory: Float64Array;
}

/** Intermediate columns the pipeline asks for (mean volume, mean band width, four feature extremes). */
const SCRATCH_COLUMNS = 6;

export interface ComputeOptions extends DurationOptions {
  /** An earlier result of the same length whose memory is reused. */
  reuse?: Analysis;
}

/** Computes the whole catalogue over a series in one pass per step, outputs allocated once. */
export function compute(series: Series, options: ComputeOptions = {}): Analysis {
  const n = series.close.length;
  const reuse = options.reuse?.length === n ? options.reuse : undefined;
  // One allocation per series: allocating typed arrays costs more than filling them on short series.
  const memory = reuse?.memory ?? new Float64Array(n * (FIELD_COUNT + SCRATCH_COLUMNS));
  const block = memory.subarray(0, n * FIELD_COUNT);
  const columns = CATALOGUE.map((_, i) => block.subarray(i * n, (i + 1) * n));
  const column = (id: FieldId) => columns[fieldIndex(id)]!;
  let scratchUsed = 0;
  const scratch = () => {
    const at = FIELD_COUNT + scratchUsed++;
    return at < FIELD_COUNT + SCRATCH_COLUMNS ? memory.subarray(at * n, (at + 1) * n) : new Float64Array(n);
  };
  const pipeline = buildPipeline(series, column, scratch, barsPerYear(options));
  for (const step of pipeline.steps) step(0, n);
  return { length: n, block, column, memory };
}

/** One bar of an analysis as a plain object keyed by field id. */
export function rowAt(analysis: Analysis, i: number): Record<FieldId, number> {
  const row = {} as Record<FieldId, number>;
  for (const def of CATALOGUE) row[def.id] = analysis.column(def.id)[i]!;
  return row;
}
