import { LIMITS } from '@signaldesk/contract';
import { beforeEach, expect, it } from 'vitest';
import {
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
    expect(row.code_hash).not.toContain(code);
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
    expectRefusal(await verify(code), 429, 'codeTriesExceeded');
  });

  it('allows 10 failed tries per address per 24 hours, then emailDailyFailures until the day is over', async () => {
    expectOk(await apply());
    let { code } = lastMail();
    for (let i = 0; i < 5; i++) expectRefusal(await verify(wrongCode(code)), 422, 'codeWrong');
    s.clock.advance(LIMITS.emailSendIntervalSeconds);
    expectOk(await apply());
    ({ code } = lastMail());
    for (let i = 0; i < 5; i++) expectRefusal(await verify(wrongCode(code)), 422, 'codeWrong');
    // Ten failures today: the right code of a fresh request is refused, and so is sending another.
    expectRefusal(await verify(code), 429, 'emailDailyFailures');
    s.clock.advance(LIMITS.emailSendIntervalSeconds);
    expectRefusal(await apply(), 429, 'emailDailyFailures');

    s.clock.advance(DAY);
    expectOk(await apply());
    expectOk(await verify(lastMail().code));
  });

  it('counts daily failures per address, not across addresses', async () => {
    expectOk(await apply());
    const { code } = lastMail();
    for (let i = 0; i < 5; i++) expectRefusal(await verify(wrongCode(code)), 422, 'codeWrong');
    const other = freshEmail();
    expectOk(await apply(other));
    expectOk(await verify(lastMail(other).code, other));
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
    // The right code now is refused too: the flood spent the tries.
    const after = await verify(code);
    expect(after.status).toBe(429);
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
