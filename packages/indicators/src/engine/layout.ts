import { CATALOGUE, FIELD_COUNT, type FieldId, fieldIndex } from '../catalogue';
import type { Inputs } from './build';

/**
 * Intermediate columns the pipeline asks for: mean volume, mean band width and four feature extremes, then the
 * standard indicators' lines that their fields are computed from and those lines' own intermediates.
 */
const SCRATCH_COLUMNS = 6 + 48;
/** Copies of the series' time, open, high, low, close and volume that the pipeline reads. */
const INPUT_COLUMNS = 6;

export const COLUMN_COUNT = FIELD_COUNT + SCRATCH_COLUMNS + INPUT_COLUMNS;

/**
 * The columns of one pipeline in one memory (core/memory.ts): the fields in
 * catalogue order, then the intermediates, then the inputs, `bars` values
 * each. A batch lays out whole series, a stream one bar.
 */
export interface Layout {
  bars: number;
  memory: Float64Array;
  /** The field columns back to back in catalogue order. */
  block: Float64Array;
  input: Inputs;
  column(id: FieldId): Float64Array;
  scratch(): Float64Array;
}

export function layout(bars: number, memory: Float64Array = new Float64Array(bars * COLUMN_COUNT)): Layout {
  const at = (c: number) => memory.subarray(c * bars, (c + 1) * bars);
  const columns = CATALOGUE.map((_, i) => at(i));
  let scratchUsed = 0;
  const scratch = () => {
    if (scratchUsed === SCRATCH_COLUMNS) throw new Error('the pipeline asks for more intermediate columns than the layout holds');
    return at(FIELD_COUNT + scratchUsed++);
  };
  const first = FIELD_COUNT + SCRATCH_COLUMNS;
  return {
    bars,
    memory,
    block: memory.subarray(0, bars * FIELD_COUNT),
    input: { ts: at(first), open: at(first + 1), high: at(first + 2), low: at(first + 3), close: at(first + 4), volume: at(first + 5) },
    column: (id) => columns[fieldIndex(id)]!,
    scratch,
  };
}
