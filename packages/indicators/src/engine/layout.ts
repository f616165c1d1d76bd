import type { FieldId } from '../catalogue';
import type { Inputs } from './build';

/** Copies of the series' time, open, high, low, close and volume that the pipeline reads. */
const INPUT_COLUMNS = 6;

/** The columns a pipeline writes: its fields and how many intermediate columns its steps ask for. */
export interface Shape {
  /** In catalogue order. */
  fields: readonly FieldId[];
  scratch: number;
}

export const columnCount = (shape: Shape) => shape.fields.length + shape.scratch + INPUT_COLUMNS;

/** Asking for a field that was not computed, whose column would hold another series' values or none. */
export const notComputed = (id: FieldId) => new Error(`${id} was not computed: pass it in the fields to compute`);

/**
 * The columns of one pipeline in one memory (core/memory.ts): its fields in
 * catalogue order, then the intermediates, then the inputs, `bars` values
 * each. A batch lays out whole series, a stream one bar.
 */
export interface Layout {
  bars: number;
  memory: Float64Array;
  /** The field columns back to back in catalogue order. */
  block: Float64Array;
  input: Inputs;
  /** A field's column; throws for a field the shape leaves out. */
  column(id: FieldId): Float64Array;
  scratch(): Float64Array;
}

export function layout(bars: number, shape: Shape, memory: Float64Array = new Float64Array(bars * columnCount(shape))): Layout {
  const at = (c: number) => memory.subarray(c * bars, (c + 1) * bars);
  const { fields } = shape;
  const columns = new Map(fields.map((id, i) => [id, at(i)]));
  let scratchUsed = 0;
  const scratch = () => {
    if (scratchUsed === shape.scratch) throw new Error('the pipeline asks for more intermediate columns than the layout holds');
    return at(fields.length + scratchUsed++);
  };
  const first = fields.length + shape.scratch;
  return {
    bars,
    memory,
    block: memory.subarray(0, bars * fields.length),
    input: { ts: at(first), open: at(first + 1), high: at(first + 2), low: at(first + 3), close: at(first + 4), volume: at(first + 5) },
    column: (id) => {
      const column = columns.get(id);
      if (!column) throw notComputed(id);
      return column;
    },
    scratch,
  };
}
