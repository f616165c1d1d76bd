import { randomBytes } from 'node:crypto';
import { LIMITS } from '@signaldesk/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from '../src/limits/rateLimiter.js';
import {
  deleteRedisKeys,
  describeEachDatabase,
  expectOk,
  expectRefusal,
  freshEmail,
  freshIp,
  readLoginMail,
  REDIS_UP,
  TEST_REDIS_URL,
  TestClock,
  unreachable,
  useServer,
} from './harness.js';

const redisRule = unreachable('Redis', TEST_REDIS_URL, REDIS_UP);

/** The behaviour both stores promise; `endWindow` closes the current window of a key. */
function limiterContract(make: () => { limiter: RateLimiter; endWindow: (key: string) => Promise<void> }) {
  let limiter: RateLimiter;
  let endWindow: (key: string) => Promise<void>;
  beforeEach(() => {
    ({ limiter, endWindow } = make());
  });

  it('counts hits within a window and says when it closes', async () => {
    expect(await limiter.hit('a', 60)).toEqual({ count: 1, retryAfter: 60 });
    const second = await limiter.hit('a', 60);
    expect(second.count).toBe(2);
    expect(second.retryAfter).toBeGreaterThan(0);
    expect(second.retryAfter).toBeLessThanOrEqual(60);
    expect(await limiter.peek('a')).toBe(2);
    expect(await limiter.peek('b')).toBe(0);
  });

  it('does not stretch a window with later hits, and starts over when it ends', async () => {
    await limiter.hit('w', 60);
    await limiter.hit('w', 3600);
    expect((await limiter.hit('w', 3600)).retryAfter).toBeLessThanOrEqual(60);
    await endWindow('w');
    expect(await limiter.peek('w')).toBe(0);
    expect((await limiter.hit('w', 60)).count).toBe(1);
  });

  it('gives 50 concurrent hits the counts 1 to 50, each once', async () => {
    const hits = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('burst', 60)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('keeps a sliding count until a quiet stretch has passed since its latest hit', async () => {
    expect(await limiter.hitSliding('s', 60)).toEqual({ count: 1, retryAfter: 60 });
    expect((await limiter.hitSliding('s', 600)).count).toBe(2);
    expect(await limiter.secondsLeft('s')).toBeGreaterThan(60);
    expect(await limiter.secondsLeft('s')).toBeLessThanOrEqual(600);
    await endWindow('s');
    expect((await limiter.hitSliding('s', 60)).count).toBe(1);
  });

  it('says how long a window has left, 0 when there is none', async () => {
    expect(await limiter.secondsLeft('none')).toBe(0);
    await limiter.hit('left', 120);
    expect(await limiter.secondsLeft('left')).toBeGreaterThan(100);
    expect(await limiter.secondsLeft('left')).toBeLessThanOrEqual(120);
  });

  it('resets a key', async () => {
    await limiter.hit('u', 60);
    await limiter.hit('u', 60);
    expect(await limiter.peek('u')).toBe(2);
    await limiter.reset('u');
    expect(await limiter.peek('u')).toBe(0);
  });
}

describe('memory rate limiter', () => {
  limiterContract(() => {
    const clock = new TestClock();
    return {
      limiter: memoryRateLimiter(() => clock.now() * 1000),
      endWindow: async () => clock.advance(3600),
    };
  });
});

describe.skipIf(redisRule.skip)('redis rate limiter', () => {
  const prefix = `test_${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  const limiters: RateLimiter[] = [];
  beforeAll(() => {
    redisRule.failIfDown();
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    if (!REDIS_UP) return;
    await Promise.all(limiters.map((l) => l.close()));
    await deleteRedisKeys(TEST_REDIS_URL, prefix);
    redis?.disconnect();
  });

  limiterContract(() => {
    const limiter = redisRateLimiter(new Redis(TEST_REDIS_URL), prefix);
    limiters.push(limiter);
    return { limiter, endWindow: async (key) => void (await redis.del(prefix + key)) };
  });

  it('keeps its counters in Redis under its prefix, with the window as TTL', async () => {
    const limiter = redisRateLimiter(new Redis(TEST_REDIS_URL), prefix);
    limiters.push(limiter);
    await limiter.hit('ttl', 120);
    expect(await redis.get(`${prefix}ttl`)).toBe('1');
    const ttl = await redis.ttl(`${prefix}ttl`);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it('shares counts between two servers using the same Redis', async () => {
    const one = redisRateLimiter(new Redis(TEST_REDIS_URL), prefix);
    const two = redisRateLimiter(new Redis(TEST_REDIS_URL), prefix);
    limiters.push(one, two);
    await one.hit('shared', 60);
    expect((await two.hit('shared', 60)).count).toBe(2);
  });
});

describe.skipIf(redisRule.skip)('e-mail login limits with REDIS_URL', () => {
  beforeAll(redisRule.failIfDown);
  describeEachDatabase('redis-backed', (kind) => {
    const server = useServer(kind, { env: { REDIS_URL: TEST_REDIS_URL } });

    it('sends one mail per address per minute', async () => {
      const s = server();
      const email = freshEmail('redis');
      expectOk(await s.call('/api/user/apply/email/access', { email }, { ip: freshIp() }));
      const res = expectRefusal(await s.call('/api/user/apply/email/access', { email }, { ip: freshIp() }), 429, 'emailSendTooSoon');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.emailSendIntervalSeconds);
    });

    it('lets a concurrent flood of 60 guesses judge no more than 5', async () => {
      const s = server();
      const email = freshEmail('redis');
      const ip = freshIp();
      expectOk(await s.call('/api/user/apply/email/access', { email }, { ip }));
      const { code } = readLoginMail(s.mail.lastTo(email).text);
      const wrong = code === '1000' ? '1001' : '1000';
      const answers = await Promise.all(
        Array.from({ length: 60 }, () => s.call('/api/auth/email/captcha/verify', { email, captcha: wrong }, { ip })),
      );
      expect(answers.filter((a) => a.body.key === 'codeWrong').length).toBeLessThanOrEqual(LIMITS.emailCodeMaxTries);
      expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(60 - LIMITS.emailCodeMaxTries);
      expect(answers.filter((a) => a.body.key === 'tooManyRequests')).toHaveLength(60 - LIMITS.codeChecksPerIp);
      const after = await s.call('/api/auth/email/captcha/verify', { email, captcha: code }, { ip: freshIp() });
      expectRefusal(after, 429, 'codeTriesExceeded');
      expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('keeps lock-outs in Redis: the code check is refused with Retry-After, asking for a code is not', async () => {
      const s = server();
      const email = freshEmail('redis');
      for (let round = 0; round < LIMITS.emailFailuresBeforeLockout / LIMITS.emailCodeMaxTries; round++) {
        const ip = freshIp();
        await s.services.limiter.reset(`mail-addr:${email}`);
        expectOk(await s.call('/api/user/apply/email/access', { email }, { ip }));
        const { code } = readLoginMail(s.mail.lastTo(email).text);
        const wrong = code === '1000' ? '1001' : '1000';
        for (let i = 0; i < LIMITS.emailCodeMaxTries; i++) {
          expectRefusal(await s.call('/api/auth/email/captcha/verify', { email, captcha: wrong }, { ip }), 422, 'codeWrong');
        }
      }
      const locked = expectRefusal(await s.call('/api/auth/email/captcha/verify', { email, captcha: '1234' }, { ip: freshIp() }), 429, 'emailLockedOut');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(LIMITS.emailLockoutSeconds - 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.emailLockoutSeconds);
      await s.services.limiter.reset(`mail-addr:${email}`);
      expectOk(await s.call('/api/user/apply/email/access', { email }, { ip: freshIp() }));
    });

    it('counts code checks per IP in Redis', async () => {
      const s = server();
      const ip = freshIp();
      for (let i = 0; i < LIMITS.codeChecksPerIp; i++) {
        expectRefusal(await s.call('/api/auth/email/captcha/verify', { email: freshEmail('redis'), captcha: '1234' }, { ip }), 422, 'codeExpired');
      }
      const res = expectRefusal(await s.call('/api/auth/email/captcha/verify', { email: freshEmail('redis'), captcha: '1234' }, { ip }), 429, 'tooManyRequests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
