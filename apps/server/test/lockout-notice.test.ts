/**
 * A stranger who locks an address's code check makes the product tell the address's owner once per lock, at most a
 * few times a day, in the owner's language, with a link that signs in while the lock lasts. Each suite runs with the
 * in-memory counters and with Redis, and the Redis one also with two processes sharing the counters.
 */
import { LIMITS } from '@signaldesk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerEvents } from '../src/app/services.js';
import { lockoutSeconds } from '../src/auth/email/lockout.js';
import type { Mail } from '../src/mail/mailer.js';
import {
  DAY,
  describeEachDatabase,
  expectOk,
  expectRefusal,
  freshEmail,
  freshIp,
  PUBLIC_URL,
  quickUser,
  readLoginMail,
  REDIS_UP,
  signInMember,
  signInSuper,
  startServer,
  TEST_REDIS_URL,
  type TestServer,
  unreachable,
  useServer,
} from './harness.js';

const APPLY = '/api/user/apply/email/access';
const VERIFY = '/api/auth/email/captcha/verify';
const LOGIN = '/api/auth/login';

type Outcome = ServerEvents['lockout-notice'][0]['outcome'];

const redisRule = unreachable('Redis', TEST_REDIS_URL, REDIS_UP);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const BEIJING = 8 * 3600;

/** The lock's end as the notice must say it, worked out here from the instant alone. */
function untilWords(until: number) {
  const utc = new Date(until * 1000);
  const beijing = new Date((until + BEIJING) * 1000);
  const hhmm = (d: Date) => d.toISOString().slice(11, 16);
  return {
    en: `${utc.getUTCDate()} ${MONTHS[utc.getUTCMonth()]} ${utc.getUTCFullYear()} at ${hhmm(utc)} UTC`,
    zh: `${beijing.getUTCFullYear()}年${beijing.getUTCMonth() + 1}月${beijing.getUTCDate()}日`,
    zhTime: `${hhmm(beijing)}（北京时间，UTC+8）`,
  };
}

/** A sign-in mail's subject starts with its code; the notice carries none. */
const isNotice = (mail: Mail) => !/^\d{4} /.test(mail.subject);

const linkOf = (mail: Mail): string => {
  const token = /\/oauth\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no sign-in link in:\n${mail.text}`);
  return token;
};

/** What the next notice for this address came to, on whichever of the processes locked it. */
function nextNotice(servers: readonly TestServer[], email: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const listener = (event: ServerEvents['lockout-notice'][0]) => {
      if (event.email !== email) return;
      for (const server of servers) server.services.events.off('lockout-notice', listener);
      resolve(event.outcome);
    };
    for (const server of servers) server.services.events.on('lockout-notice', listener);
  });
}

const wrongCode = (code: string) => (code === '1000' ? '1001' : '1000');

/**
 * Moves the test's clock, and so ends the in-memory counters' windows that close by then. Redis ends its windows by
 * its own clock, so there the windows named are ended by hand.
 */
async function pass(s: TestServer, seconds: number, ...windows: string[]): Promise<void> {
  s.clock.advance(seconds);
  if (s.services.redis) for (const key of windows) await s.services.limiter.reset(key);
}

interface Stranger {
  servers: readonly TestServer[];
  headers?: Record<string, string>;
}

/**
 * A stranger asks for codes to the address and spends every try of each on wrong guesses, all at once and spread over
 * the processes, until the code check locks. Answers the instant of the guess that locked it.
 */
async function lockOut(email: string, { servers, headers = {} }: Stranger): Promise<number> {
  const [first] = servers as [TestServer];
  const ip = freshIp();
  for (let round = 0; round < LIMITS.emailFailuresBeforeLockout / LIMITS.emailCodeMaxTries; round++) {
    await pass(first, LIMITS.emailSendIntervalSeconds, `mail-addr:${email}`);
    const asking = servers[round % servers.length] as TestServer;
    expectOk(await asking.call(APPLY, { email }, { ip, headers }));
    const { code } = readLoginMail(asking.mail.lastTo(email).text);
    const guesses = Array.from({ length: LIMITS.emailCodeMaxTries }, (_, i) =>
      (servers[i % servers.length] as TestServer).call(VERIFY, { email, captcha: wrongCode(code) }, { ip, headers }),
    );
    for (const answer of await Promise.all(guesses)) expectRefusal(answer, 422, 'codeWrong');
  }
  return first.clock.now();
}

const noticesTo = (servers: readonly TestServer[], email: string) =>
  servers.flatMap((server) => server.mail.sent).filter((mail) => mail.to === email && isNotice(mail));

const COUNTERS = [
  { name: 'in-memory counters', env: {} },
  { name: 'Redis counters', env: { REDIS_URL: TEST_REDIS_URL } },
] as const;

describeEachDatabase('lock-out notice', (kind) => {
  for (const counters of COUNTERS) {
    const needsRedis = 'REDIS_URL' in counters.env;
    describe.skipIf(needsRedis && redisRule.skip)(counters.name, () => {
      if (needsRedis) beforeAll(redisRule.failIfDown);
      const server = useServer(kind, { env: counters.env });
      let s: TestServer;
      let email: string;
      beforeEach(() => {
        s = server();
        email = freshEmail('owner');
      });

      it('mails the owner once per lock: what happened, until when with the time zone, and a link that signs in meanwhile', async () => {
        await quickUser(s, email);
        const told = nextNotice([s], email);
        const lockedAt = await lockOut(email, { servers: [s] });
        expect(await told).toBe('sent');

        const [notice, ...more] = noticesTo([s], email);
        expect(more).toHaveLength(0);
        const mail = notice as Mail;
        const until = untilWords(lockedAt + LIMITS.emailLockoutSeconds);
        // The product does not know this owner's language: the notice is written in both.
        expect(mail.subject).toBe('Wrong sign-in codes were entered for your SignalDesk account / 有人为您的 SignalDesk 账户输入了错误的登录验证码');
        expect(mail.text).toContain(`Someone entered ${LIMITS.emailFailuresBeforeLockout} wrong sign-in codes for ${email}`);
        expect(mail.text).toContain(until.en);
        expect(mail.text).toContain(`输入了 ${LIMITS.emailFailuresBeforeLockout} 次错误的登录验证码`);
        expect(mail.text).toContain(until.zh);
        expect(mail.text).toContain(until.zhTime);
        expect(mail.text).toContain(`${PUBLIC_URL}/oauth/${linkOf(mail)}`);
        expect(mail.html).toContain(`${PUBLIC_URL}/oauth/${linkOf(mail)}`);

        // Further guesses during the lock are refused unjudged, and tell the owner nothing more.
        for (let i = 0; i < LIMITS.emailFailuresBeforeLockout; i++) {
          expectRefusal(await s.call(VERIFY, { email, captcha: '1234' }, { ip: freshIp() }), 429, 'emailLockedOut');
        }
        const login = expectOk(await s.call(LOGIN, { token: linkOf(mail) }));
        expect(login.user.email).toBe(email);
        expectRefusal(await s.call(LOGIN, { token: linkOf(mail) }), 401, 'signinTokenInvalid');
        expect(noticesTo([s], email)).toHaveLength(1);
      });

      it(`tells the owner of at most ${LIMITS.emailLockoutNoticesPerDay} locks a day, each link ending with its lock, and of the next lock after the day`, async () => {
        await quickUser(s, email);
        const outcomes: Outcome[] = [];
        for (let lock = 1; lock <= LIMITS.emailLockoutNoticesPerDay + 1; lock++) {
          const told = nextNotice([s], email);
          await lockOut(email, { servers: [s] });
          const outcome = await told;
          outcomes.push(outcome);
          await pass(s, lockoutSeconds(lock), `login-lock:${email}`);
          if (outcome === 'sent') {
            const link = linkOf(noticesTo([s], email).at(-1) as Mail);
            expectRefusal(await s.call(LOGIN, { token: link }), 401, 'signinTokenInvalid');
          }
        }
        expect(outcomes).toEqual([...Array(LIMITS.emailLockoutNoticesPerDay).fill('sent'), 'capped']);
        expect(noticesTo([s], email)).toHaveLength(LIMITS.emailLockoutNoticesPerDay);

        await pass(s, DAY, `lockout-notices:${email}`);
        const told = nextNotice([s], email);
        await lockOut(email, { servers: [s] });
        expect(await told).toBe('sent');
        expect(noticesTo([s], email)).toHaveLength(LIMITS.emailLockoutNoticesPerDay + 1);
      });

      it("writes the notice in the language the owner chose for their alerts, never in the stranger's", async () => {
        const admin = await signInSuper(s);
        for (const [ownerLanguage, strangerLanguage] of [
          ['zh-CN', 'en-US'],
          ['en-US', 'zh-CN'],
        ] as const) {
          const owner = await signInMember(s, admin.token);
          expectOk(
            await s.call('/api/messenger/channel/update', { channel: 'email', mode: 'on' }, { token: owner.token, headers: { 'accept-language': ownerLanguage } }),
          );
          const told = nextNotice([s], owner.email);
          const lockedAt = await lockOut(owner.email, { servers: [s], headers: { 'accept-language': strangerLanguage } });
          expect(await told).toBe('sent');
          const mail = noticesTo([s], owner.email)[0] as Mail;
          const until = untilWords(lockedAt + LIMITS.emailLockoutSeconds);
          if (ownerLanguage === 'zh-CN') {
            expect(mail.subject).toBe('有人为您的 SignalDesk 账户输入了错误的登录验证码');
            expect(mail.text).toContain(until.zh);
            expect(mail.text).toContain(until.zhTime);
            expect(mail.text).not.toContain('Someone');
          } else {
            expect(mail.subject).toBe('Wrong sign-in codes were entered for your SignalDesk account');
            expect(mail.text).toContain(until.en);
            expect(mail.text).not.toContain('北京时间');
          }
          expect(expectOk(await s.call(LOGIN, { token: linkOf(mail) })).user.email).toBe(owner.email);
        }
      });

      it('mails nothing for an address without an account, so a stranger cannot aim the notice at any mailbox', async () => {
        const told = nextNotice([s], email);
        await lockOut(email, { servers: [s] });
        expect(await told).toBe('noAccount');
        expect(noticesTo([s], email)).toHaveLength(0);
        expectRefusal(await s.call(VERIFY, { email, captcha: '1234' }, { ip: freshIp() }), 429, 'emailLockedOut');
      });
    });
  }

  describe.skipIf(redisRule.skip)('two processes on one Redis', () => {
    let first: TestServer;
    let second: TestServer;
    beforeAll(async () => {
      redisRule.failIfDown();
      first = await startServer(kind, { env: { REDIS_URL: TEST_REDIS_URL } });
      second = await startServer(kind, { joins: first, env: { REDIS_URL: TEST_REDIS_URL } });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('sends one notice for a lock reached by guesses spread over both processes at once, and its link works on either', async () => {
      const servers = [first, second];
      const email = freshEmail('owner');
      await quickUser(first, email);
      const told = nextNotice(servers, email);
      await lockOut(email, { servers });
      expect(await told).toBe('sent');
      for (const server of servers) {
        expectRefusal(await server.call(VERIFY, { email, captcha: '1234' }, { ip: freshIp() }), 429, 'emailLockedOut');
      }
      const notices = noticesTo(servers, email);
      expect(notices).toHaveLength(1);
      expect(expectOk(await second.call(LOGIN, { token: linkOf(notices[0] as Mail) })).user.email).toBe(email);
    });
  });
});
