import { describe, expect, it } from 'vitest';
import { formatBuildVersion } from './formatBuildVersion.js';

describe('formatBuildVersion', () => {
  it('writes the spec example 2025/09/04-0958', () => {
    expect(formatBuildVersion(new Date(2025, 8, 4, 9, 58))).toBe('2025/09/04-0958');
  });

  it('pads every part to two digits', () => {
    expect(formatBuildVersion(new Date(2026, 0, 1, 0, 5))).toBe('2026/01/01-0005');
  });
});
