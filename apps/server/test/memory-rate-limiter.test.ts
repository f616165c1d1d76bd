import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { memoryRateLimiter } from '../src/limits/rateLimiter.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('forgets the windows of 100,000 distinct keys once they have ended, without those keys being read again', async () => {
  const limiter = memoryRateLimiter();
  for (let i = 0; i < 100_000; i++) await limiter.hit(`ip:${i}`, 60);
  await limiter.hitSliding('quiet', 120);
  expect(limiter.size).toBe(100_001);
  await vi.advanceTimersByTimeAsync(61_000);
  expect(limiter.size).toBeLessThanOrEqual(1);
  await vi.advanceTimersByTimeAsync(120_000);
  expect(limiter.size).toBe(0);
  await limiter.close();
});

it('keeps a window that is still running through a sweep', async () => {
  const limiter = memoryRateLimiter();
  await limiter.hit('long', 3600);
  await vi.advanceTimersByTimeAsync(600_000);
  expect((await limiter.hit('long', 3600)).count).toBe(2);
  await limiter.close();
});
