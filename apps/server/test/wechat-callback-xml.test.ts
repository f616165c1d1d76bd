import { expect, it } from 'vitest';
import { wechatSignature } from '../src/auth/wechat/signature.js';
import { describeEachDatabase, expectRefusal, type TestServer, toAnswer, useServer } from './harness.js';

const WECHAT_TOKEN = 'wechat-xml-token';

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<xml><ToUserName>gh</ToUserName><FromUserName>o-1</FromUserName><MsgType>text</MsgType><Content>&lol9;</Content></xml>`;

const message = (content: string) =>
  `<xml><ToUserName><![CDATA[gh]]></ToUserName><FromUserName><![CDATA[o-1]]></FromUserName><MsgType><![CDATA[text]]></MsgType><Content>${content}</Content></xml>`;

let nonce = 0;
async function postSigned(s: TestServer, xml: string) {
  nonce += 1;
  const timestamp = String(s.clock.now());
  const query = new URLSearchParams({ signature: wechatSignature(WECHAT_TOKEN, timestamp, `x${nonce}`), timestamp, nonce: `x${nonce}` });
  const response = await s.app.inject({
    method: 'POST',
    url: `/api/wechat/callback?${query}`,
    headers: { 'content-type': 'text/xml', 'accept-language': 'zh-CN' },
    payload: xml,
  });
  return toAnswer(response);
}

describeEachDatabase('WeChat callback XML', (kind) => {
  const server = useServer(kind, { env: { WECHAT_TOKEN } });

  it('refuses a DOCTYPE with a 400 before parsing it: a billion laughs, an external entity, and one in any letter case', async () => {
    const s = server();
    for (const xml of [
      BILLION_LAUGHS,
      `<?xml version="1.0"?><!DOCTYPE xml [<!ENTITY secret SYSTEM "file:///etc/passwd">]>${message('&secret;')}`,
      `<!doctype xml>${message('ABCDEF')}`,
    ]) {
      const res = expectRefusal(await postSigned(s, xml), 400, 'xmlDeclarationRefused');
      expect(res.body.field).toBe('body');
      expect(res.body.msg).toMatch(/DOCTYPE/);
    }
  });

  it('refuses an entity declaration outside a DOCTYPE too', async () => {
    expectRefusal(await postSigned(server(), `<!ENTITY lol "lol">${message('&lol;')}`), 400, 'xmlDeclarationRefused');
  });

  it('still answers a plain text message', async () => {
    const res = await postSigned(server(), message('<![CDATA[ZZZZZZ]]>'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<xml>');
  });
});
