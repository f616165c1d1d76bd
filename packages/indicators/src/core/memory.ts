/**
 * Every column of a pipeline (inputs, fields and intermediates) lives in one
 * Float64Array, and a kernel reads and writes them as `memory[place + bar]`.
 * V8 checks a typed array (its map, length and base) on every access inside
 * a loop, once per array: a loop over a dozen columns held as a dozen views
 * pays a dozen checks a bar, the same loop over one memory pays one. With
 * several columns per loop that is most of a bar's cost.
 */
export function memoryOf(...columns: Float64Array[]): Float64Array {
  const buffer = columns[0]!.buffer;
  if (columns.some((c) => c.buffer !== buffer)) throw new Error('columns of one pipeline must share one memory');
  return new Float64Array(buffer);
}

/** Index of a column's first bar in its memory. */
export function placeOf(column: Float64Array): number {
  return column.byteOffset / Float64Array.BYTES_PER_ELEMENT;
}
