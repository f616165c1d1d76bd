import { describe, expect, it } from 'vitest';
import { backtestDayField } from './backtests.js';
import { isText, notTextPath } from './text.js';

describe('text', () => {
  it('takes what a trader types, in any script, emoji whole', () => {
    for (const typed of ['', 'Breakout above the band', '突破布林上轨', 'Retest 📈 then go', 'tab\tand\nnewline']) expect(isText(typed), typed).toBe(true);
  });

  it('refuses a NUL and half of a surrogate pair, wherever it sits', () => {
    const halves = ['\u0000', 'a\u0000b', '\ud800', 'a\udc00', '\ud83d', 'x\ude00y', '\ude00\ud83d'];
    for (const broken of halves) expect(isText(broken), JSON.stringify(broken)).toBe(false);
  });

  it('names the first string of a body that is not text, keys included, by the path zod would name', () => {
    expect(notTextPath({ name: 'Oversold', tags: ['ai', 'cloud'] })).toBeUndefined();
    expect(notTextPath({ name: 'Oversold', tags: ['ai', 'cl\u0000oud'] })).toEqual(['tags', 1]);
    expect(notTextPath({ request: { strategy: { from: '2024-01-01', to: '\ud800' } } })).toEqual(['request', 'strategy', 'to']);
    expect(notTextPath({ fields: { 'sec\u0000tor': 'Technology' } })).toEqual(['fields']);
    expect(notTextPath({ 'is\ud800Admin': true })).toEqual([]);
    expect(notTextPath('\u0000')).toEqual([]);
    expect(notTextPath({ first: '\u0000', second: '\ud800' })).toEqual(['first']);
    expect(notTextPath([1, null, true, { a: 2 }])).toBeUndefined();
  });

  it('walks a body nested as deep as a 64 KiB body can be without overflowing the stack', () => {
    const depth = 64 * 1024;
    const nested = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(notTextPath(nested)).toHaveLength(depth);
  });
});

describe('backtest days', () => {
  it('takes a calendar day written YYYY-MM-DD', () => {
    for (const day of ['2024-02-29', '2025-12-31', '1990-01-01']) expect(backtestDayField.safeParse(day).success, day).toBe(true);
  });

  it('refuses, never throws on, what is no day: a 13th month, a 30th of February, words, a NUL', () => {
    for (const text of ['2025-13-45', '2025-02-30', '2023-02-29', 'next spring', '2025-1-1', '\u0000', '']) {
      const parsed = backtestDayField.safeParse(text);
      expect(parsed.success, text).toBe(false);
      expect(parsed.error?.issues[0]?.message, text).toBe('backtestDate');
    }
  });
});
