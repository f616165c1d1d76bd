import { describe, expect, it } from 'vitest';
import { monthlyTable } from './monthlyTable.js';

describe('the monthly-returns table', () => {
  const months = (values: Record<number, number>) => Array.from({ length: 12 }, (_, i) => values[i] ?? null);

  it('lays years out oldest first with twelve months and the total, missing months empty', () => {
    const rows = monthlyTable([
      { year: 2021, months: months({ 0: 0.02 }), total: 0.02 },
      { year: 2020, months: months({ 10: 0.1, 11: -0.05 }), total: 0.045 },
    ]);
    expect(rows.map((row) => row.year)).toEqual([2020, 2021]);
    expect(rows[0]!.months).toHaveLength(12);
    expect(rows[0]!.months[0]).toEqual({ value: null, tone: null, strength: 0 });
    expect(rows[0]!.months[10]).toEqual({ value: 0.1, tone: 'rise', strength: 1 });
    expect(rows[0]!.months[11]).toEqual({ value: -0.05, tone: 'fall', strength: 0.5 });
    expect(rows[1]!.months.slice(1).every((cell) => cell.value === null)).toBe(true);
  });

  it('shades months against the largest month and totals against the largest year', () => {
    const [row] = monthlyTable([{ year: 2022, months: months({ 0: 0.04, 1: -0.01 }), total: 0.0296 }]);
    expect(row!.months[1]!.strength).toBeCloseTo(0.25);
    expect(row!.total).toEqual({ value: 0.0296, tone: 'rise', strength: 1 });
  });

  it('leaves a month exactly flat uncoloured', () => {
    const [row] = monthlyTable([{ year: 2023, months: months({ 3: 0 }), total: 0 }]);
    expect(row!.months[3]).toEqual({ value: 0, tone: null, strength: 0 });
    expect(row!.total.tone).toBeNull();
  });
});
