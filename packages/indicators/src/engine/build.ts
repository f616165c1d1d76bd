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
  /** Bars in one year for this duration, for the 1-year and 4-year features. */
  barsPerYear: number;
  /** The candles' duration (VWAP's anchor follows it). */
  duration: Duration;
  add(...steps: Step[]): void;
}
