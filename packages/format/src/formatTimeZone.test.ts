import { describe, expect, it } from 'vitest';
import { formatTimeZone } from './formatTimeZone.js';

describe('formatTimeZone', () => {
  it('names the markets’ zones in Chinese as traders do', () => {
    expect(formatTimeZone('America/New_York', 'zh')).toBe('美东时间');
    expect(formatTimeZone('Asia/Hong_Kong', 'zh-CN')).toBe('香港时间');
    expect(formatTimeZone('Asia/Shanghai', 'zh')).toBe('北京时间');
    expect(formatTimeZone('UTC', 'zh')).toBe('协调世界时');
  });

  it('gives any other zone the browser’s Chinese name, and keeps an unknown id as it is', () => {
    expect(formatTimeZone('Europe/Berlin', 'zh')).toMatch(/[\u4e00-\u9fff]/);
    expect(formatTimeZone('Mars/Olympus_Mons', 'zh')).toBe('Mars/Olympus_Mons');
  });

  it('keeps the IANA id in English', () => {
    expect(formatTimeZone('America/New_York', 'en')).toBe('America/New_York');
  });
});
