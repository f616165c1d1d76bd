import { describe, expect, it, vi } from 'vitest';
import { inProcessQueue, type MarketTask } from '../../src/jobs/jobQueue.js';

const task = (symbol: string, urgent = false): MarketTask => ({ job: urgent ? 'update' : 'daily:US', kind: 'update', symbol, duration: '1d', urgent });

describe('in-process job queue', () => {
  it('runs one task at a time in order, and a run by hand ahead of the waiting sweep', async () => {
    const ran: string[] = [];
    const queue = inProcessQueue(async (t) => {
      ran.push(t.symbol);
      return { ok: true };
    });
    const sweep = ['A', 'B', 'C', 'D'].map((symbol) => queue.add(task(symbol)));
    const byHand = queue.add(task('X', true));
    await Promise.all([...sweep, byHand]);
    expect(ran).toEqual(['A', 'X', 'B', 'C', 'D']);
  });

  it('moves a waiting scheduled task forward when the same series is asked for by hand, running it once', async () => {
    const ran: string[] = [];
    const queue = inProcessQueue(async (t) => {
      ran.push(t.symbol);
      return { ok: true };
    });
    const sweep = ['A', 'B', 'C'].map((symbol) => queue.add(task(symbol)));
    const byHand = queue.add(task('C', true));
    await Promise.all([...sweep, byHand]);
    expect(ran).toEqual(['A', 'C', 'B']);
    expect(queue.depth()).toBe(0);
  });

  it('paces tasks by the pause a rate-limited source asks for, a run by hand going ahead of the waiting sweep', async () => {
    vi.useFakeTimers();
    try {
      const ran: string[] = [];
      const queue = inProcessQueue(async (t) => {
        ran.push(t.symbol);
        return { ok: true };
      }, 1_000);
      const sweep = ['A', 'B', 'C'].map((symbol) => queue.add(task(symbol)));
      await vi.advanceTimersByTimeAsync(0);
      expect(ran).toEqual(['A']);
      await vi.advanceTimersByTimeAsync(999);
      expect(ran).toEqual(['A']);
      await vi.advanceTimersByTimeAsync(1);
      expect(ran).toEqual(['A', 'B']);
      const byHand = queue.add(task('X', true));
      await vi.advanceTimersByTimeAsync(1_000);
      expect(ran).toEqual(['A', 'B', 'X']);
      await vi.advanceTimersByTimeAsync(999);
      expect(ran).toEqual(['A', 'B', 'X']);
      await vi.advanceTimersByTimeAsync(1);
      expect(ran).toEqual(['A', 'B', 'X', 'C']);
      await Promise.all([...sweep, byHand]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failed task without stopping the ones behind it', async () => {
    const queue = inProcessQueue(async (t) => {
      if (t.symbol === 'BAD') throw new Error('source timed out');
      return { ok: true };
    });
    const [bad, good] = await Promise.all([queue.add(task('BAD')), queue.add(task('GOOD'))]);
    expect(bad).toEqual({ ok: false, error: 'source timed out' });
    expect(good).toEqual({ ok: true });
  });
});
