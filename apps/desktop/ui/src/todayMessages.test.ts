import type { Message } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { withMessage } from './todayMessages.js';

const message = (id: string, ts: number): Message => ({
  id,
  type: 'strategy',
  symbol: 'AAPL',
  duration: '1d',
  name: 'Apple',
  payload: {},
  ts,
  schema: 'strategy-alert.v1',
  hasread: 0,
  sessionid: 's1',
  sessioname: 'Breakout',
});

describe("today's alerts", () => {
  it('keep the newest first as they arrive', () => {
    const list = [message('a', 100), message('b', 300), message('c', 200)].reduce(withMessage, [] as Message[]);
    expect(list.map((each) => each.id)).toEqual(['b', 'c', 'a']);
  });

  it('show a message fetched and pushed around the same moment once', () => {
    const pushed = withMessage([], message('a', 100));
    const both = [message('a', 100), message('b', 50)].reduce(withMessage, pushed);
    expect(both.map((each) => each.id)).toEqual(['a', 'b']);
  });
});
