/**
 * All scalar state of a pipeline lives in one Float64Array so that the
 * streaming `replace()` can rewind a whole catalogue with one copy.
 * Buffers that a step overwrites in place (the monotonic deques) register an
 * undo hook that puts back the one slot the last bar overwrote.
 */
export class State {
  values = new Float64Array(0);
  private saved = new Float64Array(0);
  private initial: number[] = [];
  private undoHooks: Array<() => void> = [];

  /** Reserves `init.length` scalars and returns the offset of the first. */
  alloc(...init: number[]): number {
    const offset = this.initial.length;
    this.initial.push(...init);
    return offset;
  }

  onRestore(undo: () => void): void {
    this.undoHooks.push(undo);
  }

  /** Called once after every step has reserved its scalars. */
  seal(): void {
    this.values = Float64Array.from(this.initial);
  }

  /** Remembers the state before a new bar is computed (only streaming needs this copy). */
  save(): void {
    if (this.saved.length !== this.values.length) this.saved = new Float64Array(this.values.length);
    this.saved.set(this.values);
  }

  /** Rewinds to the state remembered by the last `save()`. */
  restore(): void {
    for (const undo of this.undoHooks) undo();
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
