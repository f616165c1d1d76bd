import type { Analysis } from '@signaldesk/indicators';
import { FIELD_COUNT } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';
import { sentValues } from './chartCandles.js';

/** The tail of a computed series the chart shows first: its bars and their catalogue values, field-major like the engine's block. */
export interface ComputedTail {
  bars: Candle[];
  block: Float64Array;
  length: number;
}

/**
 * The last `count` bars' values of an analysis, field-major, rounded as they are sent; a whole 1,500-bar block per
 * series would cost a megabyte each.
 */
export function tailBlock(analysis: Analysis, count: number): Float64Array {
  const from = Math.max(0, analysis.length - count);
  const length = analysis.length - from;
  const block = new Float64Array(length * FIELD_COUNT);
  for (let f = 0; f < FIELD_COUNT; f++) {
    block.set(analysis.block.subarray(f * analysis.length + from, (f + 1) * analysis.length), f * length);
  }
  return sentValues(block);
}

/** Least-recently-used tails by series; a chart opened again answers from here without touching the store. */
export class ComputedCharts {
  private readonly entries = new Map<string, ComputedTail>();
  constructor(private readonly limit: number) {}

  get(key: string): ComputedTail | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, tail: ComputedTail): void {
    this.entries.delete(key);
    this.entries.set(key, tail);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forget(predicate: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (predicate(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
