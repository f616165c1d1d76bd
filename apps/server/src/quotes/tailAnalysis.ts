import { type DurationOptions, type Series, Workspace } from '@signaldesk/indicators';
import { tailBlock } from './computedCharts.js';
import { lastValues } from './snapshots.js';

/** A series to run the catalogue over, and how many of its newest bars' values to keep. */
export interface TailTask extends DurationOptions {
  series: Series;
  count: number;
}

/** What a compute keeps of the analysis: the newest bars' values, field-major, and the snapshot row. */
export interface TailValues {
  block: Float64Array;
  /** Bars in `block`: `count`, or fewer when the series is shorter. */
  length: number;
  /** The last bar's values in catalogue order, NaN as null. */
  values: (number | null)[];
}

/**
 * One engine memory per thread: a fresh 1.4 MB analysis per series is touched page by page for the first time,
 * which costs several times the computation itself. What is kept is copied out of it before the next analysis.
 */
const workspace = new Workspace();

export function analyseTail({ series, count, ...options }: TailTask): TailValues {
  const analysis = workspace.compute(series, options);
  const block = tailBlock(analysis, count);
  return { block, length: Math.min(count, analysis.length), values: lastValues(analysis) };
}
