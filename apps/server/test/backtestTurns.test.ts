import { describe, expect, it } from 'vitest';
import { nextInTurn } from '../src/backtests/backtestQueue.js';

const run = (id: string, userid: string) => ({ id, userid });

describe('whose backtest runs next', () => {
  it('takes the oldest queued run when no trader has one running', () => {
    expect(nextInTurn([run('a1', 'alice'), run('b1', 'bob')], new Map())?.id).toBe('a1');
  });

  it("lets a trader's first queued run go before another's second and third", () => {
    const queued = [run('a2', 'alice'), run('a3', 'alice'), run('b1', 'bob')];
    expect(nextInTurn(queued, new Map([['alice', 1]]))?.id).toBe('b1');
    expect(nextInTurn(queued, new Map([['alice', 1], ['bob', 1]]))?.id).toBe('a2');
  });

  it('counts the runs queued ahead of a run as turns of its owner', () => {
    const queued = [run('a1', 'alice'), run('a2', 'alice'), run('a3', 'alice'), run('c1', 'carol'), run('b1', 'bob')];
    const order: string[] = [];
    const waiting = [...queued];
    const running = new Map<string, number>();
    while (waiting.length > 0) {
      const next = nextInTurn(waiting, running)!;
      order.push(next.id);
      waiting.splice(waiting.indexOf(next), 1);
      running.set(next.userid, (running.get(next.userid) ?? 0) + 1);
    }
    expect(order).toEqual(['a1', 'c1', 'b1', 'a2', 'a3']);
  });

  it('answers nothing for an empty queue', () => {
    expect(nextInTurn([], new Map([['alice', 2]]))).toBeUndefined();
  });
});
