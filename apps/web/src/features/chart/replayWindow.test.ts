import { describe, expect, it } from 'vitest';
import { replayWindow } from './replayWindow.js';

describe('replayWindow', () => {
  it('ends the window at the double-clicked candle', () => {
    expect(replayWindow(null, { type: 'start', index: 40 }, 150)).toBe(40);
    expect(replayWindow(90, { type: 'start', index: 12 }, 150)).toBe(12);
  });

  it('shows everything when the double-clicked candle is the last one', () => {
    expect(replayWindow(null, { type: 'start', index: 149 }, 150)).toBeNull();
    expect(replayWindow(20, { type: 'start', index: 200 }, 150)).toBeNull();
  });

  it('steps back one candle, from the whole series too, but never past the first', () => {
    expect(replayWindow(40, { type: 'back' }, 150)).toBe(39);
    expect(replayWindow(null, { type: 'back' }, 150)).toBe(148);
    expect(replayWindow(0, { type: 'back' }, 150)).toBe(0);
  });

  it('steps forward one candle and leaves replay on reaching the newest', () => {
    expect(replayWindow(40, { type: 'forward' }, 150)).toBe(41);
    expect(replayWindow(147, { type: 'forward' }, 150)).toBe(148);
    expect(replayWindow(148, { type: 'forward' }, 150)).toBeNull();
    expect(replayWindow(null, { type: 'forward' }, 150)).toBeNull();
  });

  it('restores the whole series', () => {
    expect(replayWindow(40, { type: 'restore' }, 150)).toBeNull();
  });

  it('has no window on an empty series', () => {
    expect(replayWindow(5, { type: 'back' }, 0)).toBeNull();
  });
});
