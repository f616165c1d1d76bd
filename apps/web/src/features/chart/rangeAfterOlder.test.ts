import type { LogicalRange } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { rangeAfterOlder } from './rangeAfterOlder.js';

const range = (from: number, to: number) => ({ from, to }) as LogicalRange;

describe('rangeAfterOlder', () => {
  it('asks for nothing when the view already shows the same candles, floating-point drift and all', () => {
    // As the library computed it for a dragged replay window before and after 400 older candles came in front.
    const before = range(-26.1, 376.9);
    expect(rangeAfterOlder(before, 400, range(-26.1 + 400 + 5e-14, 376.9 + 400 - 5e-14))).toBeNull();
  });

  it('asks for the same candles, moved by the older ones, when the view went elsewhere', () => {
    expect(rangeAfterOlder(range(100, 200), 50, range(101, 201))).toEqual(range(150, 250));
    expect(rangeAfterOlder(range(100, 200), 50, null)).toEqual(range(150, 250));
  });
});
