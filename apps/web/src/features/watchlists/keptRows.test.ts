import { replaceEqualDeep } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keptRows, type ValuesAnswer } from './keptRows.js';

const answer = (asOf: number, lasts: number[]): ValuesAnswer => ({
  asOf,
  rows: lasts.map((last, index) => ({ symbol: `S${index}`, values: [last, [last - 1, last + 1], index % 2 ? null : '20261030'] })),
});

describe('a values answer kept where it stayed', () => {
  it('equals the new answer, as the generic structural sharing does', () => {
    const before = answer(1, [10, 20, 30]);
    const after = answer(2, [10, 21, 30]);
    const kept = keptRows(before, structuredClone(after)) as ValuesAnswer;
    expect(kept).toEqual(after);
    expect(kept).toEqual(replaceEqualDeep(before, structuredClone(after)));
  });

  it('keeps the rows that did not move, and takes the ones that did', () => {
    const before = answer(1, [10, 20, 30]);
    const kept = keptRows(before, answer(2, [10, 21, 30])) as ValuesAnswer;
    expect(kept.rows[0]).toBe(before.rows[0]);
    expect(kept.rows[1]).not.toBe(before.rows[1]);
    expect(kept.rows[2]).toBe(before.rows[2]);
  });

  it('keeps the rows themselves when none moved, and the whole answer when its time stayed too', () => {
    const before = answer(1, [10, 20]);
    const later = keptRows(before, answer(2, [10, 20])) as ValuesAnswer;
    expect(later.rows).toBe(before.rows);
    expect(later.asOf).toBe(2);
    expect(keptRows(before, answer(1, [10, 20]))).toBe(before);
  });

  it('takes the new rows when symbols came, went or changed place, and the first answer as it is', () => {
    const before = answer(1, [10, 20]);
    const longer = answer(2, [10, 20, 30]);
    expect((keptRows(before, longer) as ValuesAnswer).rows).not.toBe(before.rows);
    const swapped = { asOf: 2, rows: [before.rows[1]!, before.rows[0]!] };
    expect((keptRows(before, swapped) as ValuesAnswer).rows).toEqual(swapped.rows);
    const first = answer(1, [10]);
    expect(keptRows(undefined, first)).toBe(first);
  });
});
