import { describe, expect, it } from 'vitest';
import { HISTORY_LIMITS, requestWindows } from '../../src/providers/yahoo/historyWindows.js';

const DAY = 86_400;
const NOW = 1_750_000_000;

describe("Yahoo's history limits", () => {
  it('keeps 1m requests within the last 30 days, 7 days each', () => {
    const windows = requestWindows(HISTORY_LIMITS['1m'], NOW, NOW - 90 * DAY, NOW);
    expect(windows[0]!.period1).toBe(NOW - 30 * DAY + 3_600);
    expect(windows.at(-1)!.period2).toBe(NOW);
    expect(windows.every((w) => w.period2 - w.period1 <= 7 * DAY)).toBe(true);
    expect(windows.every((w, i) => i === 0 || w.period1 === windows[i - 1]!.period2)).toBe(true);
    expect(windows).toHaveLength(5);
  });

  it('keeps 5m, 15m and 30m within 60 days and 1h within 730', () => {
    for (const duration of ['5m', '15m', '30m'] as const) {
      expect(requestWindows(HISTORY_LIMITS[duration], NOW)).toEqual([{ period1: NOW - 60 * DAY + 3_600, period2: NOW }]);
    }
    expect(requestWindows(HISTORY_LIMITS['1h'], NOW, 0)).toEqual([{ period1: NOW - 730 * DAY + 3_600, period2: NOW }]);
  });

  it('asks for daily and weekly history in one request from the first bar on', () => {
    expect(requestWindows(HISTORY_LIMITS['1d'], NOW)).toEqual([{ period1: 0, period2: NOW }]);
    expect(requestWindows(HISTORY_LIMITS['1wk'], NOW, 1_000, 2_000)).toEqual([{ period1: 1_000, period2: 2_000 }]);
  });

  it('asks for nothing when the whole range is out of reach or in the future', () => {
    expect(requestWindows(HISTORY_LIMITS['1m'], NOW, NOW - 90 * DAY, NOW - 60 * DAY)).toEqual([]);
    expect(requestWindows(HISTORY_LIMITS['1d'], NOW, NOW + DAY, NOW + 2 * DAY)).toEqual([]);
  });
});
