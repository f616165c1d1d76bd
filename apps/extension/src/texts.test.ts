import { describe, expect, it } from 'vitest';
import { text } from './texts.js';

describe("the extension's texts", () => {
  it('count unread alerts in the singular for one and the plural otherwise, in English; Chinese has one form', () => {
    expect([0, 1, 2, 21].map((count) => text('unread', 'en', { count }))).toEqual(['0 unread alerts', '1 unread alert', '2 unread alerts', '21 unread alerts']);
    expect([1, 2].map((count) => text('unread', 'zh', { count }))).toEqual(['1 条未读提醒', '2 条未读提醒']);
  });

  it('fill in the named values', () => {
    expect(text('chartAlt', 'en', { symbol: 'AAPL' })).toBe('Chart of AAPL');
    expect(text('chartAlt', 'zh', { symbol: '0700.HK' })).toBe('0700.HK 图表');
  });
});
