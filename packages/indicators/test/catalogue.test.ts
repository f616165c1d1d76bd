import { describe, expect, it } from 'vitest';
import { BARS_PER_YEAR, CATALOGUE, compute, FIELD_COUNT, fieldIndex } from '../src';
import { seriesFromCandles } from '../src/series';
import { dailySample, hasData } from './support/data';
import { randomCandles } from './support/random';

/** Adjusted prices may put a close a few ulps above the high (the loader tolerates 1e-9 relative). */
const ROUNDING = 1e-9;

describe('catalogue', () => {
  it('holds at least 103 indicators with unique ids and both languages', () => {
    expect(FIELD_COUNT).toBeGreaterThanOrEqual(103);
    expect(new Set(CATALOGUE.map((f) => f.id)).size).toBe(FIELD_COUNT);
    for (const f of CATALOGUE) {
      expect(f.id).toBe(`${f.group}.${f.key}`);
      for (const text of [f.name, f.meaning]) {
        expect(text.en, f.id).not.toBe('');
        expect(text.zh, f.id).toMatch(/[\u4e00-\u9fff]/);
      }
      expect(f.durations.length, f.id).toBeGreaterThan(0);
      expect(fieldIndex(f.id)).toBe(CATALOGUE.indexOf(f));
    }
  });

  it('labels every value of every select field, including quadrant A to D and stage a to d', () => {
    for (const f of CATALOGUE.filter((f) => f.unit === 'enum')) {
      expect(f.values?.length, f.id).toBeGreaterThan(1);
      for (const v of f.values ?? []) expect(v.label.zh, f.id).toMatch(/[\u4e00-\u9fff]/);
    }
    const quadrant = CATALOGUE.find((f) => f.id === 'sine.quadrant')!;
    expect(quadrant.values?.map((v) => v.code)).toEqual(['A', 'B', 'C', 'D']);
    const stage = CATALOGUE.find((f) => f.id === 'chord.stage')!;
    expect(stage.values?.map((v) => v.code)).toEqual(['-', 'a', 'b', 'c', 'd']);
  });

  it('declares the warm-up the engine shows: NaN before it, a number on it', () => {
    const a = compute(seriesFromCandles(randomCandles(3_000, 9)), { barsPerYear: 200 });
    for (const f of CATALOGUE) {
      if (f.warmUp === 'data') continue;
      const first = typeof f.warmUp === 'number' ? f.warmUp : f.warmUp.years * 200 + f.warmUp.extra;
      expect(a.column(f.id).findIndex((v) => !Number.isNaN(v)), f.id).toBe(first);
    }
  });

  it.skipIf(!hasData)('keeps every value within its declared range and values on real series', () => {
    for (const { name, series } of dailySample(15)) {
      const a = compute(series, { barsPerYear: BARS_PER_YEAR['1d'] });
      for (const f of CATALOGUE) {
        const allowed = f.values ? new Set(f.values.map((v) => v.value)) : undefined;
        for (const v of a.column(f.id)) {
          if (Number.isNaN(v)) continue;
          if (allowed && !allowed.has(v)) throw new Error(`${name} ${f.id} ${v} is not one of its values`);
          if (f.range.min !== null && v < f.range.min - ROUNDING) throw new Error(`${name} ${f.id} ${v} < ${f.range.min}`);
          if (f.range.max !== null && v > f.range.max + ROUNDING) throw new Error(`${name} ${f.id} ${v} > ${f.range.max}`);
        }
      }
    }
  });
});
