import { LIMITS } from '@signaldesk/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { lockoutSeconds } from '../src/auth/email/lockout.js';
import {
  ADMIN_EMAIL,
  DAY,
  describeEachDatabase,
  expectOk,
  expectRefusal,
  freshEmail,
  freshIp,
  PUBLIC_URL,
  readLoginMail,
  type TestServer,
  useServer,
} from './harness.js';

const APPLY = '/api/user/apply/email/access';
const VERIFY = '/api/auth/email/captcha/verify';
const LOGIN = '/api/auth/login';

describeEachDatabase('e-mail login', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let email: string;
  let ip: string;
  beforeEach(() => {
    s = server();
    email = freshEmail();
    ip = freshIp();
  });

  const apply = (address = email, from = ip) => s.call(APPLY, { email: address }, { ip: from });
  const verify = (captcha: string, address = email) => s.call(VERIFY, { email: address, captcha }, { ip });
  const lastMail = (address = email) => readLoginMail(s.mail.lastTo(address).text);
  const wrongCode = (code: string) => (code === '1000' ? '1001' : '1000');
  const expectRetryAfter = (res: ReturnType<typeof expectRefusal>, seconds: number) => {
    expect(Number(res.headers['retry-after'])).toBe(seconds);
    return res;
  };

  /** Someone else asks for codes to this address and spends every try of each on wrong guesses until it locks. */
  async function lockOut(address = email) {
    const stranger = freshIp();
    for (let round = 0; round < LIMITS.emailFailuresBeforeLockout / LIMITS.emailCodeMaxTries; round++) {
      s.clock.advance(LIMITS.emailSendIntervalSeconds);
      expectOk(await apply(address, stranger));
      const { code } = lastMail(address);
      for (let i = 0; i < LIMITS.emailCodeMaxTries; i++) {
        expectRefusal(await s.call(VERIFY, { email: address, captcha: wrongCode(code) }, { ip: stranger }), 422, 'codeWrong');
      }
    }
  }

  it('mails a 4-digit code valid 5 minutes and a sign-in link, and the code signs in', async () => {
    const data = expectOk(await apply());
    expect(data).toEqual({ ttl: 300, resendAfter: 60 });
    const mail = s.mail.lastTo(email);
    const { code, linkToken } = readLoginMail(mail.text);
    expect(code).toMatch(/^\d{4}$/);
    expect(Number(code)).toBeGreaterThanOrEqual(1000);
    expect(mail.subject).toContain(code);
    expect(mail.text).toContain(`${PUBLIC_URL}/oauth/${linkToken}`);
    expect(mail.html).toContain(`${PUBLIC_URL}/oauth/${linkToken}`);

    const signinToken = expectOk(await verify(code));
    expect(typeof signinToken).toBe('string');
    const login = expectOk(await s.call(LOGIN, { token: signinToken }));
    expect(login.user).toMatchObject({ email, regtype: 'email', role: 'user', level: 1 });
    expect(typeof login.access_token).toBe('string');
  });

  it('stores the code hashed, never in clear', async () => {
    expectOk(await apply());
    const { code } = lastMail();
    const row = await s.services.db.selectFrom('email_codes').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    // No column holds the code as sent: a 64-character hex digest holds some four digits in a row about once in a thousand, so it is
    // compared whole, not searched.
    expect(Object.values(row).map(String)).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('normalises the address: upper case and spaces reach the same account', async () => {
    expectOk(await apply(`  ${email.toUpperCase()} `));
    const { code } = lastMail(email);
    const signinToken = expectOk(await verify(code, email.toUpperCase()));
    const login = expectOk(await s.call(LOGIN, { token: signinToken }));
    expect(login.user.email).toBe(email);
  });

  it('refuses a code after its 5 minutes with codeExpired', async () => {
    expectOk(await apply());
    const { code } = lastMail();
    s.clock.advance(LIMITS.emailCodeTtlSeconds);
    expectRefusal(await verify(code), 422, 'codeExpired');
  });

  it('accepts a code one second before it expires', async () => {
    expectOk(await apply());
    const { code } = lastMail();
    s.clock.advance(LIMITS.emailCodeTtlSeconds - 1);
    expectOk(await verify(code));
  });

  it('uses a code once', async () => {
    expectOk(await apply());
    const { code } = lastMail();
    expectOk(await verify(code));
    expectRefusal(await verify(code), 422, 'codeExpired');
  });

  it('cancels the old code and link when a new code is sent', async () => {
    expectOk(await apply());
    const first = lastMail();
    let second = first;
    // Two codes can be equal by chance; ask again until they differ.
    while (second.code === first.code) {
      s.clock.advance(LIMITS.emailSendIntervalSeconds);
      expectOk(await apply());
      second = lastMail();
    }
    expectRefusal(await verify(first.code), 422, 'codeWrong');
    expectRefusal(await s.call(LOGIN, { token: first.linkToken }), 401, 'signinTokenInvalid');
    expectOk(await verify(second.code));
  });

  it('allows 5 wrong tries per code, then codeTriesExceeded even for the right code', async () => {
    expectOk(await apply());
    const { code } = lastMail();
    for (let i = 0; i < LIMITS.emailCodeMaxTries; i++) {
      const res = expectRefusal(await verify(wrongCode(code)), 422, 'codeWrong');
      expect(res.body.field).toBe('captcha');
    }
    s.clock.advance(20);
    // The remedy is a new code: Retry-After says when one can be sent.
    const res = expectRetryAfter(expectRefusal(await verify(code), 429, 'codeTriesExceeded'), LIMITS.emailSendIntervalSeconds - 20);
    expect(res.body.msg).toContain(`${LIMITS.emailSendIntervalSeconds - 20} s`);
    s.clock.advance(LIMITS.emailSendIntervalSeconds);
    expectOk(await apply());
    expectOk(await verify(lastMail().code));
  });

  it('counts no guess while no code is live: anonymous guesses never lock the owner out, not even the administrator', async () => {
    for (const address of [email, ADMIN_EMAIL]) {
      for (let i = 0; i < 5 * LIMITS.emailFailuresBeforeLockout; i++) {
        // Each from another machine, so that the per-IP limit on code checks does not answer instead.
        const res = await s.call(VERIFY, { email: address, captcha: String(1000 + i) }, { ip: freshIp() });
        expectRefusal(res, 422, 'codeExpired');
      }
      s.clock.advance(LIMITS.emailSendIntervalSeconds);
      expectOk(await apply(address));
      expectOk(await verify(lastMail(address).code, address));
    }
  });

  it(`locks the code check for ${LIMITS.emailLockoutSeconds / 60} minutes after ${LIMITS.emailFailuresBeforeLockout} wrong guesses at issued codes, with Retry-After`, async () => {
    await lockOut();
    const { code } = lastMail();
    const res = expectRetryAfter(expectRefusal(await verify(code), 429, 'emailLockedOut'), LIMITS.emailLockoutSeconds);
    expect(res.body.msg).toContain(`${LIMITS.emailLockoutSeconds / 60} min`);
    expect(res.body.field).toBe('captcha');
    const zh = await s.call(VERIFY, { email, captcha: code }, { ip, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.msg).toContain(`${LIMITS.emailLockoutSeconds / 60} 分钟`);

    s.clock.advance(LIMITS.emailLockoutSeconds - 1);
    expectRetryAfter(expectRefusal(await verify(code), 429, 'emailLockedOut'), 1);
    s.clock.advance(1);
    expectOk(await apply());
    expectOk(await verify(lastMail().code));
  });

  it("lets the owner ask for a new code during someone else's lock-out and sign in with its link at once, its code after", async () => {
    await lockOut();
    s.clock.advance(LIMITS.emailSendIntervalSeconds);
    expectOk(await apply());
    const fresh = lastMail();
    const login = expectOk(await s.call(LOGIN, { token: fresh.linkToken }));
    expect(login.user.email).toBe(email);

    expectRefusal(await verify(fresh.code), 429, 'emailLockedOut');
    s.clock.advance(LIMITS.emailLockoutSeconds);
    expectOk(await apply());
    const next = lastMail();
    // A new code brings a fresh count of tries: a slip does not lock the owner out again.
    expectRefusal(await verify(wrongCode(next.code)), 422, 'codeWrong');
    expectOk(await verify(next.code));
  });

  it('doubles each further lock-out, and forgets them after a quiet day', async () => {
    for (const minutes of [15, 30, 60, 120]) {
      await lockOut();
      expectRetryAfter(expectRefusal(await verify('1234'), 429, 'emailLockedOut'), minutes * 60);
      s.clock.advance(minutes * 60);
    }
    s.clock.advance(DAY);
    await lockOut();
    expectRetryAfter(expectRefusal(await verify('1234'), 429, 'emailLockedOut'), LIMITS.emailLockoutSeconds);
  });

  it('locks out one address, not the others', async () => {
    await lockOut();
    const other = freshEmail();
    expectOk(await apply(other));
    expectOk(await verify(lastMail(other).code, other));
  });

  it(`limits code checks per IP to ${LIMITS.codeChecksPerIp} in ${LIMITS.codeCheckWindowSeconds / 60} minutes, whatever addresses they name`, async () => {
    for (let i = 0; i < LIMITS.codeChecksPerIp; i++) {
      expectRefusal(await s.call(VERIFY, { email: freshEmail('many'), captcha: '1234' }, { ip }), 422, 'codeExpired');
    }
    s.clock.advance(10);
    const res = expectRefusal(await s.call(VERIFY, { email: freshEmail('many'), captcha: '1234' }, { ip }), 429, 'tooManyRequests');
    expectRetryAfter(res, LIMITS.codeCheckWindowSeconds - 10);
    expect(res.body.msg).toContain(`${LIMITS.codeCheckWindowSeconds - 10} s`);
    // A refused check judges nothing: the owner's code keeps its tries, and other machines go on.
    expectOk(await apply());
    expectRefusal(await verify(lastMail().code), 429, 'tooManyRequests');
    expectOk(await s.call(VERIFY, { email, captcha: lastMail().code }, { ip: freshIp() }));
    s.clock.advance(LIMITS.codeCheckWindowSeconds);
    expectRefusal(await verify('1234'), 422, 'codeExpired');
  });

  it('sends at most one mail per address per minute, with Retry-After', async () => {
    expectOk(await apply());
    s.clock.advance(10);
    const res = expectRefusal(await apply(email, freshIp()), 429, 'emailSendTooSoon');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.emailSendIntervalSeconds - 10);
    expect(res.body.msg).toContain(String(retryAfter));
    expect(s.mail.sent.filter((m) => m.to === email)).toHaveLength(1);
    s.clock.advance(retryAfter);
    expectOk(await apply());
  });

  it(`limits sends per IP to ${LIMITS.emailSendsPerIpPerHour} an hour`, async () => {
    for (let i = 0; i < LIMITS.emailSendsPerIpPerHour; i++) expectOk(await apply(freshEmail('ip')));
    const res = expectRefusal(await apply(freshEmail('ip')), 429, 'tooManyRequests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expectOk(await apply(freshEmail('ip'), freshIp()));
    s.clock.advance(3600);
    expectOk(await apply(freshEmail('ip')));
  });

  it('counts the per-IP limit by the real peer: a client cannot dodge it with X-Forwarded-For', async () => {
    const peer = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const applyAs = (n: number) =>
      s.app.inject({
        method: 'POST',
        url: APPLY,
        payload: { email: freshEmail('spoof') },
        remoteAddress: peer,
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
    for (let i = 0; i < LIMITS.emailSendsPerIpPerHour; i++) expect((await applyAs(i)).statusCode).toBe(200);
    const refused = await applyAs(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().key).toBe('tooManyRequests');
  });

  it('lets a concurrent flood of 60 guesses use no more than the try counters allow', async () => {
    expectOk(await apply());
    const { code } = lastMail();
    const guesses = Array.from({ length: 60 }, (_, i) => String(1000 + ((Number(code) - 1000 + 1 + i * 7) % 9000)));
    expect(guesses).not.toContain(code);
    const answers = await Promise.all(guesses.map((g) => verify(g)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(0);
    const judged = answers.filter((a) => a.body.key === 'codeWrong');
    expect(judged.length).toBeLessThanOrEqual(LIMITS.emailCodeMaxTries);
    for (const a of answers) {
      if (a.body.key !== 'codeWrong') expect([429]).toContain(a.status);
    }
    const row = await s.services.db.selectFrom('email_codes').select('attempts').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(LIMITS.emailCodeMaxTries);
    // The right code now is refused too, from any machine: the flood spent the tries.
    expectRefusal(await s.call(VERIFY, { email, captcha: code }, { ip: freshIp() }), 429, 'codeTriesExceeded');
  });

  it('lets a flood holding the right code sign in at most once', async () => {
    expectOk(await apply());
    const { code } = lastMail();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('signs in once with the mailed link, which then no longer works', async () => {
    expectOk(await apply());
    const { linkToken } = lastMail();
    const login = expectOk(await s.call(LOGIN, { token: linkToken }));
    expect(login.user.email).toBe(email);
    expectRefusal(await s.call(LOGIN, { token: linkToken }), 401, 'signinTokenInvalid');
  });

  it('spends the code when the link from the same mail signs in', async () => {
    expectOk(await apply());
    const { code, linkToken } = lastMail();
    expectOk(await s.call(LOGIN, { token: linkToken }));
    expectRefusal(await verify(code), 422, 'codeExpired');
  });

  it('refuses the link after 5 minutes and after the code was used', async () => {
    expectOk(await apply());
    const first = lastMail();
    expectOk(await verify(first.code));
    expectRefusal(await s.call(LOGIN, { token: first.linkToken }), 401, 'signinTokenInvalid');

    const other = freshEmail();
    expectOk(await apply(other));
    const { linkToken } = lastMail(other);
    s.clock.advance(LIMITS.emailCodeTtlSeconds);
    expectRefusal(await s.call(LOGIN, { token: linkToken }), 401, 'signinTokenInvalid');
  });

  it('spends the sign-in token from a code once, even under concurrent logins', async () => {
    expectOk(await apply());
    const signinToken = expectOk(await verify(lastMail().code));
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.call(LOGIN, { token: signinToken })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectRefusal(a, 401, 'signinTokenInvalid');
  });

  it('signs the same address into the same account every time', async () => {
    expectOk(await apply());
    const first = expectOk(await s.call(LOGIN, { token: expectOk(await verify(lastMail().code)) }));
    s.clock.advance(LIMITS.emailSendIntervalSeconds);
    expectOk(await apply());
    const second = expectOk(await s.call(LOGIN, { token: expectOk(await verify(lastMail().code)) }));
    expect(second.user.userid).toBe(first.user.userid);
  });

  it('writes the mail in Chinese for zh-CN', async () => {
    expectOk(await s.call(APPLY, { email }, { ip, headers: { 'accept-language': 'zh-CN' } }));
    const mail = s.mail.lastTo(email);
    expect(mail.subject).toContain('登录验证码');
    expect(mail.text).toContain('分钟内有效');
    expect(readLoginMail(mail.text).code).toMatch(/^\d{4}$/);
  });
});

describe('lock-out length', () => {
  it('starts at 15 minutes and doubles up to a day', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(lockoutSeconds)).toEqual([900, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 86400]);
  });
});
