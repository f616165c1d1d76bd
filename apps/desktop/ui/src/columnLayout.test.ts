import { describe, expect, it } from 'vitest';
import { COLUMN_BOUNDS } from '../../src/window/windowApi.js';
import { CHART_MIN_WIDTH, DIVIDER_WIDTH, draggedWidth, keyDelta, shownWidths } from './columnLayout.js';

describe('dragging a column divider', () => {
  it('grows the first column to the right and the third to the left by the pointer’s travel', () => {
    expect(draggedWidth('first', 280, 40, 340, 1600)).toBe(320);
    expect(draggedWidth('first', 280, -30, 340, 1600)).toBe(250);
    expect(draggedWidth('third', 340, -60, 280, 1600)).toBe(400);
    expect(draggedWidth('third', 340, 50, 280, 1600)).toBe(290);
  });

  it('stops at the column’s bounds', () => {
    expect(draggedWidth('first', 280, -500, 340, 3000)).toBe(COLUMN_BOUNDS.first.min);
    expect(draggedWidth('first', 280, 5000, 340, 3000)).toBe(COLUMN_BOUNDS.first.max);
    expect(draggedWidth('third', 340, 5000, 280, 3000)).toBe(COLUMN_BOUNDS.third.min);
    expect(draggedWidth('third', 340, -5000, 280, 3000)).toBe(COLUMN_BOUNDS.third.max);
  });

  it('leaves the chart its room in a narrow window, but never goes below the column’s minimum', () => {
    const windowWidth = 1100;
    const widest = windowWidth - 340 - CHART_MIN_WIDTH - 2 * DIVIDER_WIDTH;
    expect(draggedWidth('first', 280, 400, 340, windowWidth)).toBe(widest);
    expect(draggedWidth('first', 280, 400, 340, 700)).toBe(COLUMN_BOUNDS.first.min);
  });

  it('gives whole pixels, as the saved layout needs', () => {
    expect(draggedWidth('first', 280, 10.6, 340, 1600)).toBe(291);
  });
});

describe('moving a divider with the keyboard', () => {
  it('moves by a step with the arrows and four steps with Shift, and ignores other keys', () => {
    expect(keyDelta('ArrowRight', false)).toBe(16);
    expect(keyDelta('ArrowLeft', false)).toBe(-16);
    expect(keyDelta('ArrowLeft', true)).toBe(-64);
    expect(keyDelta('Enter', false)).toBeNull();
  });
});

describe('the widths a window shows', () => {
  it('shows the saved widths when the window has room', () => {
    expect(shownWidths({ firstWidth: 300, thirdWidth: 400 }, 1600)).toEqual({ first: 300, third: 400 });
  });

  it('narrows the third column first, then the first, when the window is narrow', () => {
    expect(shownWidths({ firstWidth: 300, thirdWidth: 400 }, 1000)).toEqual({ first: 300, third: 1000 - 300 - CHART_MIN_WIDTH - 2 * DIVIDER_WIDTH });
    expect(shownWidths({ firstWidth: 500, thirdWidth: 400 }, 900)).toEqual({ first: 900 - 240 - CHART_MIN_WIDTH - 2 * DIVIDER_WIDTH, third: 240 });
    expect(shownWidths({ firstWidth: 500, thirdWidth: 400 }, 500)).toEqual({ first: 200, third: 240 });
  });

  it('brings out-of-bounds widths back within the bounds', () => {
    expect(shownWidths({ firstWidth: 50, thirdWidth: 5000 }, 3000)).toEqual({ first: 200, third: 640 });
  });
});
