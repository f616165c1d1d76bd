import { describe, expect, it } from 'vitest';
import { type SnackbarItem, snackbarQueue } from './snackbarQueue.js';

const item = (id: number): SnackbarItem => ({ id, message: `m${id}`, variant: 'info', durationMs: 2000 });

describe('snackbarQueue', () => {
  it('appends in order', () => {
    expect(snackbarQueue([item(1)], item(2)).map((i) => i.id)).toEqual([1, 2]);
  });

  it('keeps at most 10, dropping the oldest', () => {
    let items: SnackbarItem[] = [];
    for (let id = 1; id <= 12; id++) items = snackbarQueue(items, item(id));
    expect(items.map((i) => i.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
