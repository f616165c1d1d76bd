/**
 * All scalar state of a pipeline lives in one Float64Array so that the
 * streaming `replace()` can rewind a whole catalogue with one copy. Buffers a
 * step keeps besides (rings of past inputs, window blocks) are written only
 * where the bar being computed belongs, which a replaced bar writes again.
 */
export class State {
  values = new Float64Array(0);
  private saved = new Float64Array(0);
  private initial: number[] = [];

  /** Reserves `init.length` scalars and returns the offset of the first. */
  alloc(...init: number[]): number {
    const offset = this.initial.length;
    this.initial.push(...init);
    return offset;
  }

  /** Called once after every step has reserved its scalars. */
  seal(): void {
    this.values = Float64Array.from(this.initial);
  }

  /**
   * Back to the state before the first bar, for a new series of the same
   * shape. Rings and window blocks need no clearing: a step reads a slot only
   * after writing it for the current series.
   */
  reset(): void {
    this.values.set(this.initial);
  }

  /** Remembers the state before a new bar is computed (only streaming needs this copy). */
  save(): void {
    if (this.saved.length !== this.values.length) this.saved = new Float64Array(this.values.length);
    this.saved.set(this.values);
  }

  /** Rewinds to the state remembered by the last `save()`. */
  restore(): void {
    this.values.set(this.saved);
  }
}

/** Computes bars `from` (inclusive) to `to` (exclusive) of every column a step owns. */
export type Step = (from: number, to: number) => void;

/** Smallest power of two that holds `n` entries, so ring positions can be masked. */
export function ringSize(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return size;
}
