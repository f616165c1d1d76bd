import type { Duration, FieldId } from '../catalogue';
import type { State, Step } from '../core/state';

/** The candle columns a pipeline reads (ts in epoch seconds). Prices are positive, nothing is NaN. */
export interface Inputs {
  ts: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

/**
 * What a field group needs to add its steps: the same builders run over
 * whole-series columns (batch) and over one-bar columns (streaming), which is
 * why streaming equals batch by construction.
 */
export interface Build {
  state: State;
  input: Inputs;
  field(id: FieldId): Float64Array;
  /** A column for an intermediate value that no field exposes. */
  scratch(): Float64Array;
  /** An intermediate column that several pieces read (a line two fields compare): one column a name in a pipeline. */
  shared(name: string): Float64Array;
  /** Bars in one year for this duration, for the 1-year and 4-year features. */
  barsPerYear: number;
  /** The candles' duration (VWAP's anchor follows it). */
  duration: Duration;
  add(...steps: Step[]): void;
}

/**
 * A part of the catalogue that can be computed without the rest: the fields
 * its steps write and the pieces whose columns they read, which come before
 * it in the pipeline. `compute(series, { fields })` builds the pieces that
 * write the fields asked for and, through `needs`, what those read.
 */
export interface Piece {
  /** The catalogue fields its steps write; each field has one writer. */
  writes: readonly FieldId[];
  needs: readonly Piece[];
  build(b: Build): void;
}

export const piece = (writes: readonly FieldId[], build: (b: Build) => void, needs: readonly Piece[] = []): Piece => ({ writes, needs, build });

/** A piece writing one field, its steps made from the field's column. */
export const fieldPiece = (id: FieldId, steps: (b: Build, out: Float64Array) => Step[], needs: readonly Piece[] = []): Piece =>
  piece([id], (b) => b.add(...steps(b, b.field(id))), needs);
