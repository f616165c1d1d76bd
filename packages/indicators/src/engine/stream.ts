import { CATALOGUE, FIELD_COUNT, type FieldId, fieldIndex } from '../catalogue';
import { barsPerYear, type DurationOptions } from '../durations';
import type { Candle } from '../series';
import { buildPipeline, type Pipeline } from './pipeline';

/**
 * Live indicators, bar by bar, with the contract of trading-signals:
 * `append` a new bar, `replace` the bar still forming as often as it changes.
 * Each returns the catalogue row for that bar, exactly as `compute` gives it.
 */
export class Stream {
  /** The latest bar's fields in catalogue order; overwritten by the next call. */
  readonly row = new Float64Array(FIELD_COUNT);
  private readonly bar = new Float64Array(5);
  private readonly pipeline: Pipeline;
  private bars = 0;

  constructor(options: DurationOptions = {}) {
    const input = {
      open: this.bar.subarray(0, 1),
      high: this.bar.subarray(1, 2),
      low: this.bar.subarray(2, 3),
      close: this.bar.subarray(3, 4),
      volume: this.bar.subarray(4, 5),
    };
    const row = this.row;
    const field = (id: FieldId) => row.subarray(fieldIndex(id), fieldIndex(id) + 1);
    this.pipeline = buildPipeline(input, field, () => new Float64Array(1), barsPerYear(options));
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
    const bar = this.bar;
    bar[0] = candle.open;
    bar[1] = candle.high;
    bar[2] = candle.low;
    bar[3] = candle.close;
    bar[4] = candle.volume;
    for (const step of this.pipeline.steps) step(0, 1);
    return this.row;
  }
}
