import { describe, expect, it } from 'vitest';
import { formatMessageTime, messageAge } from './messageTime.js';

const NOW = 1_767_225_600; // 2026-01-01T00:00:00Z, a Thursday
const HOUR = 3_600;

describe('message dates', () => {
  it('steps by age at 24, 48 and 168 hours', () => {
    expect(messageAge(NOW - 23 * HOUR, NOW)).toBe('today');
    expect(messageAge(NOW - 24 * HOUR, NOW)).toBe('yesterday');
    expect(messageAge(NOW - 47 * HOUR, NOW)).toBe('yesterday');
    expect(messageAge(NOW - 48 * HOUR, NOW)).toBe('week');
    expect(messageAge(NOW - 167 * HOUR, NOW)).toBe('week');
    expect(messageAge(NOW - 168 * HOUR, NOW)).toBe('older');
  });

  it('shows the time, yesterday, the weekday or the full date', () => {
    expect(formatMessageTime(NOW - HOUR, NOW, 'en', 'Yesterday')).toMatch(/^\d{2}:\d{2}$/);
    expect(formatMessageTime(NOW - 30 * HOUR, NOW, 'zh', '昨天')).toBe('昨天');
    expect(formatMessageTime(NOW - 30 * HOUR, NOW, 'en', 'Yesterday')).toBe('Yesterday');
    expect(formatMessageTime(NOW - 72 * HOUR, NOW, 'en', 'Yesterday')).toMatch(/day$/);
    expect(formatMessageTime(NOW - 72 * HOUR, NOW, 'zh', '昨天')).toMatch(/^星期/);
    expect(formatMessageTime(NOW - 400 * HOUR, NOW, 'en', 'Yesterday')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});
