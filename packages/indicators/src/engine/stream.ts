import { CATALOGUE, type FieldId, fieldIndex } from '../catalogue';
import { barsPerYear, type DurationOptions } from '../durations';
import type { Candle } from '../series';
import type { Inputs } from './build';
import { layout, notComputed } from './layout';
import { buildPipeline, type Pipeline, piecesFor, shapeOf } from './pipeline';

export interface StreamOptions extends DurationOptions {
  /** Only these fields, as `compute` takes them. Every field when omitted. */
  fields?: readonly FieldId[];
}

/**
 * Live indicators, bar by bar, with the contract of trading-signals:
 * `append` a new bar, `replace` the bar still forming as often as it changes.
 * Each returns the catalogue row for that bar, exactly as `compute` gives it.
 */
export class Stream {
  /**
   * The latest bar's fields in catalogue order; overwritten by the next call.
   * With `fields`, the places of the fields not computed are not meaningful.
   */
  readonly row: Float64Array;
  /** The fields computed, in catalogue order, as `Analysis.fields`. */
  readonly fields: readonly FieldId[];
  private readonly input: Inputs;
  private readonly pipeline: Pipeline;
  private bars = 0;
  private readonly computed: ReadonlySet<FieldId>;

  constructor(options: StreamOptions = {}) {
    const pieces = piecesFor(options.fields);
    const shape = shapeOf(pieces);
    // Every field has its place in the row, computed or not.
    const { block, input, column, scratch } = layout(1, { fields: CATALOGUE.map((def) => def.id), scratch: shape.scratch });
    this.row = block;
    this.input = input;
    this.fields = shape.fields;
    this.computed = new Set(shape.fields);
    this.pipeline = buildPipeline(input, column, scratch, barsPerYear(options), options.duration ?? '1d', pieces);
  }

  /** Bars appended so far. */
  get length(): number {
    return this.bars;
  }

  append(candle: Candle): Float64Array {
    this.pipeline.state.save();
    this.bars++;
    return this.run(candle);
  }

  /** Recomputes the last bar from the state before it; throws before the first append. */
  replace(candle: Candle): Float64Array {
    if (this.bars === 0) throw new Error('replace() needs a bar to replace: append() first');
    this.pipeline.state.restore();
    return this.run(candle);
  }

  /** A computed field's latest value; throws for another field. */
  value(id: FieldId): number {
    if (!this.computed.has(id)) throw notComputed(id);
    return this.row[fieldIndex(id)]!;
  }

  /** The latest row as a plain object keyed by field id: its computed fields. */
  toObject(): Record<FieldId, number> {
    const out = {} as Record<FieldId, number>;
    for (const id of this.fields) out[id] = this.row[fieldIndex(id)]!;
    return out;
  }

  private run(candle: Candle): Float64Array {
    const input = this.input;
    input.ts[0] = candle.ts;
    input.open[0] = candle.open;
    input.high[0] = candle.high;
    input.low[0] = candle.low;
    input.close[0] = candle.close;
    input.volume[0] = candle.volume;
    for (const step of this.pipeline.steps) step(0, 1);
    return this.row;
  }
}
