import { createHash } from 'node:crypto';
import { LIMITS } from '@signaldesk/contract';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, expectOk, expectRefusal, freshIp, type TestServer, useServer } from './harness.js';

const WECHAT_TOKEN = 'wechat-test-token';
const APPLY = '/api/user/apply/wechat/captcha';
const VERIFY = '/api/auth/wechat/captcha/verify';
const CALLBACK = '/api/wechat/callback';

const sign = (token: string, timestamp: string, nonce: string) =>
  createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');

let msgCounter = 0;
let nonceCounter = 0;

interface CallbackOptions {
  timestamp?: number;
  token?: string;
  signature?: string;
  msgId?: string;
  content?: string;
  openid?: string;
  msgType?: string;
}

function callbackQuery(s: TestServer, { timestamp = s.clock.now(), token = WECHAT_TOKEN, signature }: CallbackOptions = {}) {
  nonceCounter += 1;
  const nonce = `n${nonceCounter}`;
  const ts = String(timestamp);
  return new URLSearchParams({ signature: signature ?? sign(token, ts, nonce), timestamp: ts, nonce }).toString();
}

/** What the official account's server posts when a follower sends a text message. */
function postCallback(s: TestServer, options: CallbackOptions = {}) {
  msgCounter += 1;
  const { msgId = `${900000 + msgCounter}`, content = '', openid = 'o-follower-1', msgType = 'text' } = options;
  const xml = `<xml><ToUserName><![CDATA[gh_signaldesk]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName><CreateTime>${s.clock.now()}</CreateTime><MsgType><![CDATA[${msgType}]]></MsgType><Content><![CDATA[${content}]]></Content><MsgId>${msgId}</MsgId></xml>`;
  return s.app.inject({
    method: 'POST',
    url: `${CALLBACK}?${callbackQuery(s, options)}`,
    headers: { 'content-type': 'text/xml' },
    payload: xml,
  });
}

describeEachDatabase('WeChat official-account login, hidden without WECHAT_TOKEN', (kind) => {
  const server = useServer(kind);

  it('answers 404 wechatDisabled on every WeChat entry point', async () => {
    const s = server();
    expectRefusal(await s.call(APPLY), 404, 'wechatDisabled');
    expectRefusal(await s.call(VERIFY, { captcha: 'ABCDEF', secret: 'x' }), 404, 'wechatDisabled');
    const get = await s.app.inject({ method: 'GET', url: `${CALLBACK}?${callbackQuery(s, { token: 'anything' })}&echostr=hi` });
    expect(get.statusCode).toBe(404);
    expect(get.json().key).toBe('wechatDisabled');
    const post = await postCallback(s, { token: 'anything', content: 'ABCDEF' });
    expect(post.statusCode).toBe(404);
    expect(expectOk(await s.call('/api/app/config')).wechatLogin).toBe(false);
  });
});

describeEachDatabase('WeChat official-account login', (kind) => {
  const server = useServer(kind, { env: { WECHAT_TOKEN } });
  let s: TestServer;
  let openid: string;
  beforeEach(() => {
    s = server();
    openid = `o-${Math.random().toString(36).slice(2, 12)}`;
  });

  const apply = async (): Promise<{ captcha: string; secret: string }> => expectOk(await s.call(APPLY));

  it('is announced by /api/app/config', async () => {
    expect(expectOk(await s.call('/api/app/config')).wechatLogin).toBe(true);
  });

  it('hands out a 6-character captcha and a secret, valid 90 seconds', async () => {
    const { captcha, secret } = await apply();
    expect(captcha).toMatch(/^[A-Z0-9]{6}$/);
    expect(secret.length).toBeGreaterThanOrEqual(20);
    const row = await s.services.db.selectFrom('wechat_captchas').selectAll().where('captcha', '=', captcha).executeTakeFirstOrThrow();
    expect(row.expires_at - s.clock.now()).toBe(LIMITS.wechatCaptchaTtlSeconds);
    expect(row.secret_hash).not.toBe(secret);
  });

  it('answers 0 before the captcha is sent, then a token that signs in a wechat user', async () => {
    const { captcha, secret } = await apply();
    expect(expectOk(await s.call(VERIFY, { captcha, secret }))).toBe(0);

    const res = await postCallback(s, { content: captcha, openid });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.body).toContain(openid);
    expect(res.body).toContain('登录成功');

    const signinToken = expectOk(await s.call(VERIFY, { captcha, secret }));
    expect(typeof signinToken).toBe('string');
    const login = expectOk(await s.call('/api/auth/login', { token: signinToken }));
    expect(login.user).toMatchObject({ regtype: 'wechat', email: null, role: 'user' });
    // The captcha is spent.
    expectRefusal(await s.call(VERIFY, { captcha, secret }), 422, 'codeExpired');
  });

  it('takes the captcha case-insensitively and with spaces from the chat', async () => {
    const { captcha, secret } = await apply();
    await postCallback(s, { content: `  ${captcha.toLowerCase()} `, openid });
    expect(typeof expectOk(await s.call(VERIFY, { captcha, secret }))).toBe('string');
  });

  it('signs the same follower into the same account', async () => {
    const first = await apply();
    await postCallback(s, { content: first.captcha, openid });
    const a = expectOk(await s.call('/api/auth/login', { token: expectOk(await s.call(VERIFY, first)) }));
    const second = await apply();
    await postCallback(s, { content: second.captcha, openid });
    const b = expectOk(await s.call('/api/auth/login', { token: expectOk(await s.call(VERIFY, second)) }));
    expect(b.user.userid).toBe(a.user.userid);
  });

  it('refuses verify with a wrong secret', async () => {
    const { captcha } = await apply();
    await postCallback(s, { content: captcha, openid });
    expectRefusal(await s.call(VERIFY, { captcha, secret: 'not-the-secret' }), 422, 'codeExpired');
  });

  it(`limits captcha checks per IP to ${LIMITS.codeChecksPerIp} in ${LIMITS.codeCheckWindowSeconds / 60} minutes, with Retry-After`, async () => {
    const ip = freshIp();
    const { captcha, secret } = await apply();
    for (let i = 0; i < LIMITS.codeChecksPerIp; i++) {
      expectRefusal(await s.call(VERIFY, { captcha: String(i).padStart(6, 'Z'), secret: 'guess' }, { ip }), 422, 'codeExpired');
    }
    const res = expectRefusal(await s.call(VERIFY, { captcha, secret }, { ip }), 429, 'tooManyRequests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.codeCheckWindowSeconds);
    expect(expectOk(await s.call(VERIFY, { captcha, secret }, { ip: freshIp() }))).toBe(0);
  });

  it('lets the captcha lapse after 90 seconds', async () => {
    const { captcha, secret } = await apply();
    s.clock.advance(LIMITS.wechatCaptchaTtlSeconds);
    const res = await postCallback(s, { content: captcha, openid });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('验证码无效');
    expectRefusal(await s.call(VERIFY, { captcha, secret }), 422, 'codeExpired');
  });

  it('binds a captcha to the first sender only', async () => {
    const { captcha, secret } = await apply();
    await postCallback(s, { content: captcha, openid });
    const late = await postCallback(s, { content: captcha, openid: 'o-someone-else' });
    expect(late.body).toContain('验证码无效');
    const login = expectOk(await s.call('/api/auth/login', { token: expectOk(await s.call(VERIFY, { captcha, secret })) }));
    const row = await s.services.db.selectFrom('users').select('openid').where('userid', '=', login.user.userid).executeTakeFirstOrThrow();
    expect(row.openid).toBe(openid);
  });

  it('refuses a callback with a forged signature (403) and binds nothing', async () => {
    const { captcha, secret } = await apply();
    const forged = await postCallback(s, { content: captcha, openid, token: 'wrong-token' });
    expect(forged.statusCode).toBe(403);
    const garbage = await postCallback(s, { content: captcha, openid, signature: 'f'.repeat(40) });
    expect(garbage.statusCode).toBe(403);
    const unsigned = await s.app.inject({ method: 'POST', url: CALLBACK, headers: { 'content-type': 'text/xml' }, payload: '<xml/>' });
    expect(unsigned.statusCode).toBe(403);
    expect(expectOk(await s.call(VERIFY, { captcha, secret }))).toBe(0);
  });

  it('refuses a correctly signed callback whose timestamp is stale or from the future', async () => {
    const { captcha, secret } = await apply();
    const stale = await postCallback(s, { content: captcha, openid, timestamp: s.clock.now() - 301 });
    expect(stale.statusCode).toBe(403);
    const future = await postCallback(s, { content: captcha, openid, timestamp: s.clock.now() + 301 });
    expect(future.statusCode).toBe(403);
    expect(expectOk(await s.call(VERIFY, { captcha, secret }))).toBe(0);
    const recent = await postCallback(s, { content: captcha, openid, timestamp: s.clock.now() - 60 });
    expect(recent.statusCode).toBe(200);
    expect(typeof expectOk(await s.call(VERIFY, { captcha, secret }))).toBe('string');
  });

  it('ignores a repeated MsgId', async () => {
    const first = await apply();
    const msgId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const delivered = await postCallback(s, { content: first.captcha, openid, msgId });
    expect(delivered.body).toContain('登录成功');
    const second = await apply();
    const repeat = await postCallback(s, { content: second.captcha, openid: 'o-replayer', msgId });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe('success');
    expect(expectOk(await s.call(VERIFY, second))).toBe(0);
  });

  it('answers non-text messages with an empty success', async () => {
    const { captcha, secret } = await apply();
    const res = await postCallback(s, { content: captcha, openid, msgType: 'image' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('success');
    expect(expectOk(await s.call(VERIFY, { captcha, secret }))).toBe(0);
  });

  it('refuses a signed callback whose body is not a message', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: `${CALLBACK}?${callbackQuery(s)}`,
      headers: { 'content-type': 'text/xml' },
      payload: 'not xml at all',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('echoes echostr on a signed GET and refuses a forged one', async () => {
    const ok = await s.app.inject({ method: 'GET', url: `${CALLBACK}?${callbackQuery(s)}&echostr=hello-123` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('hello-123');
    const forged = await s.app.inject({ method: 'GET', url: `${CALLBACK}?${callbackQuery(s, { token: 'nope' })}&echostr=hello-123` });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toContain('hello-123');
  });
});
