import { describe, expect, it } from 'vitest';
import { runPercent } from './runProgress.js';

describe('runPercent', () => {
  it('moves within a one-symbol run, step by step', () => {
    const at = (done: number, stage: 'candles' | 'indicators' | 'report' | null) => runPercent({ status: 'running', progress: { done, total: 1, stage } });
    expect([at(0, null), at(0, 'candles'), at(0, 'indicators'), at(1, 'report')]).toEqual([0, 0, (1 / 3) * 100, (2 / 3) * 100]);
    expect(runPercent({ status: 'done', progress: { done: 1, total: 1, stage: 'report' } })).toBe(100);
  });

  it('keeps a multi-symbol run counting by symbol', () => {
    expect(runPercent({ status: 'running', progress: { done: 2, total: 4, stage: 'candles' } })).toBeCloseTo((4 / 9) * 100, 12);
    expect(runPercent({ status: 'cancelled', progress: { done: 0, total: 0, stage: null } })).toBe(0);
  });
});
