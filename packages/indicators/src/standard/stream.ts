import type { State, Step } from '../core/state';
import type { Columns } from './build';
import { buildInstance, type IndicatorId, type IndicatorInstance, type IndicatorOptions, type LineOf, type Lines } from './catalogue';

/** A candle as the live feed gives it; ts in epoch seconds. */
export interface LiveCandle {
  ts: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * One indicator instance bar by bar, with the contract of the catalogue's
 * `Stream` (engine/stream.ts): `append` a new candle, `replace` the candle
 * still forming as often as it changes. Each returns the lines' values for
 * that candle, exactly as `computeIndicator` gives them.
 */
export class IndicatorStream<Id extends IndicatorId = IndicatorId> {
  /** The latest candle's line values; overwritten by the next call. */
  readonly values: Readonly<Record<LineOf<Id>, number>>;
  private readonly input: Columns;
  private readonly lines: Lines<Id>;
  private readonly state: State;
  private readonly steps: Step[];
  private bars = 0;

  constructor(instance: IndicatorInstance<Id>, options: IndicatorOptions = {}) {
    const one = () => new Float64Array(1);
    this.input = { ts: one(), high: one(), low: one(), close: one(), volume: one() };
    const { state, steps, lines } = buildInstance(instance, this.input, one, options);
    this.state = state;
    this.steps = steps;
    this.lines = lines;
    this.values = {} as Record<LineOf<Id>, number>;
  }

  /** Candles appended so far. */
  get length(): number {
    return this.bars;
  }

  append(candle: LiveCandle): Readonly<Record<LineOf<Id>, number>> {
    this.state.save();
    this.bars++;
    return this.run(candle);
  }

  /** Recomputes the last candle from the state before it; throws before the first append. */
  replace(candle: LiveCandle): Readonly<Record<LineOf<Id>, number>> {
    if (this.bars === 0) throw new Error('replace() needs a bar to replace: append() first');
    this.state.restore();
    return this.run(candle);
  }

  private run(candle: LiveCandle): Readonly<Record<LineOf<Id>, number>> {
    const input = this.input;
    input.ts[0] = candle.ts;
    input.high[0] = candle.high;
    input.low[0] = candle.low;
    input.close[0] = candle.close;
    input.volume[0] = candle.volume;
    for (const step of this.steps) step(0, 1);
    const values = this.values as Record<string, number>;
    for (const [line, column] of Object.entries<Float64Array>(this.lines)) values[line] = column[0]!;
    return this.values;
  }
}
