import { CATALOGUE, type FieldDef } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { formatFieldValue } from './formatFieldValue.js';

const field = (id: string): FieldDef => {
  const found = CATALOGUE.find((entry) => entry.id === id);
  if (!found) throw new Error(`no field ${id}`);
  return found;
};

describe('formatFieldValue', () => {
  it('writes percent, fraction and degree fields with their units', () => {
    expect(formatFieldValue(field('candle.updown'), 1.234, 'en')).toBe('+1.23%');
    expect(formatFieldValue(field('candle.updown'), -1.234, 'zh')).toBe('-1.23%');
    expect(formatFieldValue(field('candle.amplitude'), 3.5, 'en')).toBe('3.50%');
    expect(formatFieldValue(field('feature.cd10'), 0.2, 'en')).toBe('+20.00%');
    expect(formatFieldValue(field('matrix.k10'), 45, 'en')).toBe('45.0°');
  });

  it('names enum values by their label in the user language', () => {
    expect(formatFieldValue(field('sine.quadrant'), 1, 'en')).toBe('A: deep green, column below zero and falling');
    expect(formatFieldValue(field('sine.quadrant'), 3, 'zh')).toBe('C：深红，柱在零上且上升');
  });

  it('keeps the digits of small prices and groups large ones', () => {
    expect(formatFieldValue(field('sine.kfast'), 0.0123456, 'en')).toBe('0.01235');
    expect(formatFieldValue(field('matrix.mma10'), 1234.5678, 'en')).toBe('1,234.57');
  });

  it('writes a line over the candles with their decimals', () => {
    expect(formatFieldValue(field('matrix.mma10'), 752.4, 'en', 2)).toBe('752.40');
    expect(formatFieldValue(field('matrix.mma10'), 752.4, 'en')).toBe('752.40');
    expect(formatFieldValue(field('matrix.mma10'), 752.4, 'zh', 2)).toBe('752.40');
    expect(formatFieldValue(field('candle.close'), 52334.51, 'zh')).toBe('52,334.51');
  });

  it('writes volume compactly, in 万 for Chinese', () => {
    expect(formatFieldValue(field('candle.volume'), 1_500_000, 'en')).toBe('1.5M');
    expect(formatFieldValue(field('candle.volume'), 1_500_000, 'zh')).toBe('150万');
  });

  it('writes K and D as plain numbers on their 0 to 100 scale, not as percentages', () => {
    expect(formatFieldValue(field('kd.k'), 72.44, 'en')).toBe('72.4');
    expect(formatFieldValue(field('kd.d'), 8, 'zh')).toBe('8.0');
    expect(formatFieldValue(field('kd.j'), 104.25, 'en')).toBe('104.3');
  });

  it('shows a dash while the field warms up', () => {
    expect(formatFieldValue(field('kd.k'), null, 'en')).toBe('—');
  });
});
