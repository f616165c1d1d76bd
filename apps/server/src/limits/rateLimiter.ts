import type { Redis } from 'ioredis';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window closes. */
  retryAfter: number;
}

/**
 * Fixed-window counters. Increment and read are one atomic step in both stores, so a burst of
 * concurrent requests cannot all see the same count and slip past a limit.
 */
export interface RateLimiter {
  hit(key: string, windowSeconds: number): Promise<Hit>;
  peek(key: string): Promise<number>;
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(nowMs: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= nowMs()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    async hit(key, windowSeconds) {
      const window = live(key) ?? { count: 0, endsAt: nowMs() + windowSeconds * 1000 };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, retryAfter: Math.max(1, Math.ceil((window.endsAt - nowMs()) / 1000)) };
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async undo(key) {
      const window = live(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .ttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { count, retryAfter: Math.max(1, ttl) };
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async undo(key) {
      await redis.decr(prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
