import { describe, expect, it } from 'vitest';
import { formatExpiry } from './formatExpiry.js';

describe('formatExpiry', () => {
  it('writes YYYY/MM/DD of the UTC day', () => {
    expect(formatExpiry(Date.UTC(2026, 0, 16) / 1000)).toBe('2026/01/16');
    expect(formatExpiry(Date.UTC(2026, 11, 31, 23, 59) / 1000)).toBe('2026/12/31');
  });
});
