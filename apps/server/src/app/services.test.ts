import { afterEach, describe, expect, it, vi } from 'vitest';
import { processClock } from './services.js';

const SET = Date.UTC(2024, 1, 29, 14, 30);

describe('the process clock', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the set instant at start and runs on from there at the machine clock pace', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 6, 16, 0) });
    const now = processClock({ startMs: SET });
    expect(now()).toBe(SET / 1000);
    vi.advanceTimersByTime(90_500);
    expect(now()).toBe(SET / 1000 + 90);
  });

  it('reads the set instant at the moment it was set, so that processes started later agree with the first', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 6, 16, 0) });
    const setAtMs = Date.now();
    const first = processClock({ startMs: SET, setAtMs });
    vi.advanceTimersByTime(7_000);
    const second = processClock({ startMs: SET, setAtMs });
    expect(second()).toBe(SET / 1000 + 7);
    expect(second()).toBe(first());
  });

  it('is the machine clock when none is set', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 6, 16, 0, 0, 999) });
    expect(processClock(undefined)()).toBe(Date.UTC(2026, 11, 6, 16) / 1000);
  });
});
