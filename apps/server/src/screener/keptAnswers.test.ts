import { describe, expect, it } from 'vitest';
import { keptAnswers } from './keptAnswers.js';

const picked = (rows: number[], total = rows.length) => ({ rows, total });

describe('kept seek answers', () => {
  it('builds the answer for the same rows at the same version once, whatever picked them', () => {
    const answers = keptAnswers<{ rows: number[] }>();
    let built = 0;
    const build = (rows: number[]) => () => {
      built += 1;
      return { rows };
    };
    const first = answers.answer(7, picked([3, 1, 2], 10), build([3, 1, 2]));
    expect(answers.answer(7, picked([3, 1, 2], 10), build([3, 1, 2]))).toBe(first);
    expect(built).toBe(1);
    expect(JSON.parse(first.json.toString())).toEqual({ code: 0, data: { rows: [3, 1, 2] } });
  });

  it('tells answers apart by their rows, their order and the count before the limit', () => {
    const answers = keptAnswers<number>();
    const a = answers.answer(1, picked([1, 2], 2), () => 1);
    const b = answers.answer(1, picked([2, 1], 2), () => 2);
    const c = answers.answer(1, picked([1, 2], 5), () => 3);
    const d = answers.answer(1, picked([12], 1), () => 4);
    const e = answers.answer(1, picked([1, 2]), () => 5);
    expect(new Set([a, b, c, d]).size).toBe(4);
    expect(e).toBe(a);
  });

  it('lets every answer go once the screener data changes', () => {
    const answers = keptAnswers<string>();
    const before = answers.answer(1, picked([1]), () => 'before');
    answers.answer(1, picked([2]), () => 'other');
    const after = answers.answer(2, picked([1]), () => 'after');
    expect(after).not.toBe(before);
    expect(JSON.parse(after.json.toString()).data).toBe('after');
    expect(answers.size).toBe(1);
  });

  it('keeps at most the answers and bytes its limits allow, the least lately asked going first', () => {
    const answers = keptAnswers<string>({ answers: 3, bytes: 1_000_000 });
    const one = answers.answer(1, picked([1]), () => 'one');
    answers.answer(1, picked([2]), () => 'two');
    answers.answer(1, picked([3]), () => 'three');
    expect(answers.answer(1, picked([1]), () => 'again')).toBe(one);
    answers.answer(1, picked([4]), () => 'four');
    expect(answers.size).toBe(3);
    expect(answers.answer(1, picked([1]), () => 'again')).toBe(one);
    expect(JSON.parse(answers.answer(1, picked([2]), () => 'two again').json.toString()).data).toBe('two again');

    const small = keptAnswers<string>({ answers: 100, bytes: 100 });
    for (let row = 0; row < 10; row++) small.answer(1, picked([row]), () => 'x'.repeat(30));
    expect(small.size).toBe(2);
  });
});
