import { FEATURED_SESSION, type MessengerSession } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { filterSessions } from './filterSessions.js';

const session = (sessionid: string, sessioname: string, symbol: string, name: string): MessengerSession => ({
  sessionid,
  sessioname,
  unreadCount: 0,
  latestMessage: { ts: 0, payload: {}, symbol, name },
});

const SESSIONS = [session('a', 'Breakout', 'AAPL', 'Apple Inc.'), session('b', '回调买入', 'NVDA', 'NVIDIA')];

describe('session quick filter', () => {
  it('keeps every session for blank text', () => {
    expect(filterSessions(SESSIONS, '  ', 'en')).toHaveLength(2);
  });

  it('matches the session name, the latest symbol and its name, ignoring case', () => {
    expect(filterSessions(SESSIONS, 'break', 'en').map((s) => s.sessionid)).toEqual(['a']);
    expect(filterSessions(SESSIONS, 'nvda', 'en').map((s) => s.sessionid)).toEqual(['b']);
    expect(filterSessions(SESSIONS, '回调', 'en').map((s) => s.sessionid)).toEqual(['b']);
    expect(filterSessions(SESSIONS, 'apple', 'en').map((s) => s.sessionid)).toEqual(['a']);
    expect(filterSessions(SESSIONS, 'zzz', 'en')).toEqual([]);
  });

  it('matches the featured ideas by the name shown in the reader’s language', () => {
    const ideas = [...SESSIONS, session(FEATURED_SESSION, 'Featured ideas', 'MSFT', 'Microsoft')];
    expect(filterSessions(ideas, '精选', 'zh').map((s) => s.sessionid)).toEqual([FEATURED_SESSION]);
    expect(filterSessions(ideas, '精选', 'en')).toEqual([]);
    expect(filterSessions(ideas, 'featured', 'en').map((s) => s.sessionid)).toEqual([FEATURED_SESSION]);
  });
});
