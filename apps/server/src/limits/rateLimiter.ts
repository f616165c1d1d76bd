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
  /** Like hit, but every hit restarts the wait: the count is forgotten only after `quietSeconds` without one. */
  hitSliding(key: string, quietSeconds: number): Promise<Hit>;
  peek(key: string): Promise<number>;
  /** Seconds until the key's window closes; 0 when it has none. */
  secondsLeft(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** How often the memory store drops the windows that have ended. */
const SWEEP_INTERVAL_MS = 60_000;

export interface MemoryRateLimiter extends RateLimiter {
  /** Keys held in memory. */
  readonly size: number;
}

export function memoryRateLimiter(nowMs: () => number = Date.now): MemoryRateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= nowMs()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  // A key is otherwise dropped only when read again, so a stream of addresses that each come once would stay for ever.
  const sweep = setInterval(() => {
    const now = nowMs();
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  return {
    get size() {
      return windows.size;
    },
    async hit(key, windowSeconds) {
      const window = live(key) ?? { count: 0, endsAt: nowMs() + windowSeconds * 1000 };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, retryAfter: Math.max(1, Math.ceil((window.endsAt - nowMs()) / 1000)) };
    },
    async hitSliding(key, quietSeconds) {
      const window = { count: (live(key)?.count ?? 0) + 1, endsAt: nowMs() + quietSeconds * 1000 };
      windows.set(key, window);
      return { count: window.count, retryAfter: quietSeconds };
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async secondsLeft(key) {
      const window = live(key);
      return window ? Math.ceil((window.endsAt - nowMs()) / 1000) : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
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
    async hitSliding(key, quietSeconds) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, quietSeconds)
        .exec();
      return { count: Number(result?.[0]?.[1] ?? 0), retryAfter: quietSeconds };
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async secondsLeft(key) {
      return Math.max(0, await redis.ttl(prefix + key));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      // While Redis is down QUIT cannot be sent; the connection is dropped instead, so stopping never fails on it.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
