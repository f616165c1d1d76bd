import { formatMessage, MESSAGES } from '@signaldesk/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, expectRefusal, type SignedIn, signIn, type TestServer, useServer } from './harness.js';

describeEachDatabase('language of answers', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let me: SignedIn;
  beforeAll(async () => {
    s = server();
    me = await signIn(s);
  });

  const rename = (username: string, language?: string) =>
    s.call('/api/user/update/name', { username }, { token: me.token, ...(language ? { headers: { 'accept-language': language } } : {}) });

  it('answers in Chinese for zh-CN, zh and zh-TW', async () => {
    for (const language of ['zh-CN', 'zh', 'zh-TW,zh;q=0.9,en;q=0.8']) {
      const res = expectRefusal(await rename('  ', language), 422, 'nicknameRequired');
      expect(res.body.msg).toBe(MESSAGES.nicknameRequired.zh);
    }
    const anonymous = await s.call('/api/auth/token/access', {}, { headers: { 'accept-language': 'zh-CN' } });
    expect(expectRefusal(anonymous, 401, 'unauthorized').body.msg).toBe(MESSAGES.unauthorized.zh);
  });

  it('answers in English otherwise', async () => {
    for (const language of [undefined, 'en-US', 'fr-FR', 'de']) {
      const res = expectRefusal(await rename('', language), 422, 'nicknameRequired');
      expect(res.body.msg).toBe(MESSAGES.nicknameRequired.en);
    }
  });

  it('fills the placeholders in both languages', async () => {
    const zh = expectRefusal(await s.call('/api/user/update/name', { username: 'a', extra: 1 }, {
      token: me.token,
      headers: { 'accept-language': 'zh-CN' },
    }), 422, 'unknownField');
    expect(zh.body.msg).toBe(formatMessage('unknownField', 'zh', { field: 'extra' }));
    const en = expectRefusal(await s.call('/api/user/update/name', { username: 'a', extra: 1 }, { token: me.token }), 422, 'unknownField');
    expect(en.body.msg).toBe('Unknown field: extra');
  });

  it('translates refusals that are not about the body, such as an unknown route and bad JSON', async () => {
    const notFound = await s.app.inject({ method: 'POST', url: '/api/nothing/here', headers: { 'accept-language': 'zh-CN' } });
    expect(notFound.json()).toMatchObject({ code: 404, key: 'notFound', msg: MESSAGES.notFound.zh });
    const badJson = await s.app.inject({
      method: 'POST',
      url: '/api/app/config',
      payload: '{',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
    });
    expect(badJson.json()).toMatchObject({ code: 400, key: 'badJson', msg: MESSAGES.badJson.zh });
  });
});
