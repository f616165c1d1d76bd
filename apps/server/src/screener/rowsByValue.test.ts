import { describe, expect, it } from 'vitest';
import { rowsByValue } from './rowsByValue.js';

/** The order the radix sort must give: a stable sort of the rows holding a value, by comparing the values. */
const compared = (column: Float64Array, size: number) =>
  Array.from({ length: size }, (_, row) => row)
    .filter((row) => !Number.isNaN(column[row]!))
    .sort((a, b) => column[a]! - column[b]!);

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('rows by value', () => {
  it('orders as a stable comparing sort: negatives, zeros of both signs, infinities, ties and missing values', () => {
    const random = seeded(5);
    const special = [Number.NaN, 0, -0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MIN_VALUE, -Number.MIN_VALUE, Number.MAX_VALUE, -Number.MAX_VALUE];
    const column = Float64Array.from({ length: 5_000 }, () => {
      const draw = random();
      if (draw < 0.1) return special[Math.floor(random() * special.length)]!;
      if (draw < 0.5) return Math.round(random() * 40 - 20);
      return (random() - 0.5) * 10 ** Math.floor(random() * 12 - 6);
    });
    for (const size of [column.length, 4_321, 1, 0]) expect(Array.from(rowsByValue(column, size))).toEqual(compared(column, size));
  });

  it('answers nothing for a column without values', () => {
    expect(Array.from(rowsByValue(new Float64Array([Number.NaN, Number.NaN]), 2))).toEqual([]);
  });
});
