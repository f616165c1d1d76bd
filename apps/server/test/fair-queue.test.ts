import { expect, it } from 'vitest';
import { FairQueue } from '../src/limits/fairQueue.js';

/** Lets every promise already resolved run its callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Work that starts when its turn comes and ends when the test says so. */
function heldWork(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish,
  };
}

it('runs at most its slots at once, owners taking turns, so a long queue holds back another owner by one piece', async () => {
  const queue = new FairQueue(2);
  const started: string[] = [];
  const flood = Array.from({ length: 6 }, (_, i) => heldWork(started, `a${i}`));
  const answers = flood.map(({ work }) => queue.run('a', work));
  const other = heldWork(started, 'b0');
  const answer = queue.run('b', other.work);
  await settle();
  expect(started).toEqual(['a0', 'a1']);

  flood[0]!.finish();
  await answers[0];
  flood[1]!.finish();
  await answers[1];
  await settle();
  expect(started).toEqual(['a0', 'a1', 'a2', 'b0']);
  other.finish();
  expect(await answer).toBe('b0');

  for (const piece of flood) piece.finish();
  expect(await Promise.all(answers)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
  expect(started).toEqual(['a0', 'a1', 'a2', 'b0', 'a3', 'a4', 'a5']);
});

it('gives the slot back when the work fails, and hands the failure to its caller', async () => {
  const queue = new FairQueue(1);
  await expect(queue.run('a', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
  await expect(
    queue.run('a', () => {
      throw new Error('at once');
    }),
  ).rejects.toThrow('at once');
  expect(await queue.run('a', async () => 'next')).toBe('next');
});
