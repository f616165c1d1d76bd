import { describe, expect, it } from 'vitest';
import { latestPerKey } from './latestPerKey.js';

/** A send that settles when the test says, recording that it started. */
function sends() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const send = (label: string) => () =>
    new Promise<void>((resolve) => {
      started.push(label);
      finish.set(label, resolve);
    });
  const settle = async (label: string) => {
    finish.get(label)!();
    // The queue takes its next send once the settled one's continuation has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { started, send, settle };
}

describe('one send at a time per key, the latest waiting one only', () => {
  it('runs the first at once, skips what a later change replaced while it ran, and then the latest', async () => {
    const queue = latestPerKey();
    const { started, send, settle } = sends();
    queue('chart 1', send('first'));
    queue('chart 1', send('second'));
    queue('chart 1', send('third'));
    expect(started).toEqual(['first']);
    await settle('first');
    expect(started).toEqual(['first', 'third']);
    await settle('third');
    queue('chart 1', send('fourth'));
    expect(started).toEqual(['first', 'third', 'fourth']);
  });

  it('runs each key apart, so one chart waits for no other', () => {
    const queue = latestPerKey();
    const { started, send } = sends();
    queue('chart 1', send('one'));
    queue('chart 2', send('two'));
    expect(started).toEqual(['one', 'two']);
  });
});
