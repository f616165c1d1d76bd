import { CATALOGUE, type FieldId, fieldIndex } from '../catalogue';
import { barsPerYear, type DurationOptions } from '../durations';
import type { Candle } from '../series';
import type { Inputs } from './build';
import { layout } from './layout';
import { buildPipeline, type Pipeline } from './pipeline';

/**
 * Live indicators, bar by bar, with the contract of trading-signals:
 * `append` a new bar, `replace` the bar still forming as often as it changes.
 * Each returns the catalogue row for that bar, exactly as `compute` gives it.
 */
export class Stream {
  /** The latest bar's fields in catalogue order; overwritten by the next call. */
  readonly row: Float64Array;
  private readonly input: Inputs;
  private readonly pipeline: Pipeline;
  private bars = 0;

  constructor(options: DurationOptions = {}) {
    const { block, input, column, scratch } = layout(1);
    this.row = block;
    this.input = input;
    this.pipeline = buildPipeline(input, column, scratch, barsPerYear(options), options.duration ?? '1d');
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

  value(id: FieldId): number {
    return this.row[fieldIndex(id)]!;
  }

  /** The latest row as a plain object keyed by field id. */
  toObject(): Record<FieldId, number> {
    const out = {} as Record<FieldId, number>;
    CATALOGUE.forEach((def, i) => {
      out[def.id] = this.row[i]!;
    });
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
