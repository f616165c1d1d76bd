import { MESSAGES, unpackCandles } from '@signaldesk/contract';
import { EXTENSION_PANEL_FIELDS, EXTENSION_PICTURE, EXTENSION_SESSION_NAME } from '@signaldesk/contract/extension';
import { panelFields } from '@signaldesk/format';
import { beforeAll, expect, it } from 'vitest';
import { EXTENSION_LIMITS } from '../src/extension/routes.js';
import { describeEachDatabase, expectOk, expectRefusal, freshIp, type SignedIn, signIn, signInMember, signInSuper, type TestServer, useServer } from './harness.js';

const PANEL = '/api/extension/panel';
const PICTURE = '/api/extension/picture';

/** The width and height a PNG's header names. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describeEachDatabase('the browser extension’s panel and picture', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let member: SignedIn;
  beforeAll(async () => {
    s = server();
    const admin = await signInSuper(s);
    member = await signInMember(s, admin.token);
  });

  /** A member of its own, so the per-minute limits of one test never reach another. */
  const freshMember = async () => signInMember(s, (await signInSuper(s)).token);

  it("answers the panel's fields with the chart channel's values of the latest bar, named in the asked language", async () => {
    const rows = await s.app.market.service.chart('AAPL', '1d');
    const candles = unpackCandles(rows);
    const latest = candles.at(-1);
    if (!latest) throw new Error('the demo market has no AAPL candles');
    for (const language of ['en', 'zh'] as const) {
      const panel = expectOk(await s.call(PANEL, { symbol: ' aapl ' }, { token: member.token, headers: { 'accept-language': language } }));
      expect(panel).toMatchObject({ symbol: 'AAPL', duration: '1d', ts: latest.ts, demo: true, quotePath: '/apps/quote/folder/all/AAPL/1d' });
      expect(panel.fields.map((field: { id: string }) => field.id)).toEqual([...EXTENSION_PANEL_FIELDS]);
      expect(panel.fields).toEqual(panelFields(latest, 'AAPL', '1d', language, new Set(EXTENSION_PANEL_FIELDS)));
      expect(panel.notice).toBe(MESSAGES.demoData[language]);
      if (panel.signal) {
        const crossed = candles.find((candle) => candle.ts === panel.signal.ts);
        expect(crossed?.[panel.signal.id]).not.toBe(0);
        expect(candles.filter((candle) => candle.ts > panel.signal.ts).every((candle) => !candle['sine.signal'] && !candle['chord.signal'])).toBe(true);
      }
    }
    const zh = expectOk(await s.call(PANEL, { symbol: 'AAPL' }, { token: member.token, headers: { 'accept-language': 'zh-CN' } }));
    expect(zh.fields.find((field: { id: string }) => field.id === 'kd.k').name).toBe('K值');
  });

  it('answers a chart picture of the symbol as a PNG of the extension’s size', async () => {
    const picture = expectOk(await s.call(PICTURE, { symbol: 'AAPL', duration: '1wk' }, { token: member.token }));
    expect(picture).toMatchObject({ width: EXTENSION_PICTURE.width, height: EXTENSION_PICTURE.height });
    expect(pngSize(Buffer.from(picture.png, 'base64'))).toEqual({ width: EXTENSION_PICTURE.width, height: EXTENSION_PICTURE.height });
  });

  it('answers a member only: no token, a forged token and a user without a subscription are refused', async () => {
    expectRefusal(await s.call(PANEL, { symbol: 'AAPL' }), 401, 'unauthorized');
    const [head, payload] = member.token.split('.');
    expectRefusal(await s.call(PANEL, { symbol: 'AAPL' }, { token: `${head}.${payload}.${'A'.repeat(43)}` }), 401, 'unauthorized');
    const plain = await signIn(s);
    expectRefusal(await s.call(PANEL, { symbol: 'AAPL' }, { token: plain.token }), 403, 'forbidden');
    expectRefusal(await s.call(PICTURE, { symbol: 'AAPL' }, { token: plain.token }), 403, 'forbidden');
  });

  it('refuses a malformed, oversized or unknown symbol and fields it does not know, in the asked language', async () => {
    expectRefusal(await s.call(PANEL, { symbol: 'A'.repeat(33) }, { token: member.token }), 422, 'symbolInvalid');
    expectRefusal(await s.call(PANEL, { symbol: '<img src=x>' }, { token: member.token }), 422, 'symbolInvalid');
    expect((await s.call(PANEL, { symbol: 'AAPL', duration: '2d' }, { token: member.token })).body).toMatchObject({ code: 422, field: 'duration' });
    expect((await s.call(PANEL, { symbol: 'AAPL', extra: 1 }, { token: member.token })).body).toMatchObject({ code: 422 });
    const unknown = expectRefusal(await s.call(PICTURE, { symbol: 'NOSUCH' }, { token: member.token, headers: { 'accept-language': 'zh' } }), 404, 'unknownSymbol');
    expect(unknown.body.msg).toBe('未知的股票代码 NOSUCH');
    const big = await s.app.inject({
      method: 'POST',
      url: PANEL,
      payload: JSON.stringify({ symbol: 'AAPL', pad: 'x'.repeat(128 * 1024) }),
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(big.statusCode).toBe(413);
  });

  it('limits a flood of panels per member and minute, and a new minute answers again', async () => {
    const flooder = await freshMember();
    for (let i = 0; i < EXTENSION_LIMITS.panelsPerMinute; i += 1) expectOk(await s.call(PANEL, { symbol: 'AAPL' }, { token: flooder.token }));
    expectRefusal(await s.call(PANEL, { symbol: 'MSFT' }, { token: flooder.token }), 429, 'tooManyRequests');
    expectOk(await s.call(PANEL, { symbol: 'AAPL' }, { token: member.token }));
    s.clock.advance(61);
    expectOk(await s.call(PANEL, { symbol: 'AAPL' }, { token: flooder.token }));
  });

  it('answers the extension’s own session opened with a one-time code, until it is revoked alone', async () => {
    const trader = await freshMember();
    const { code } = expectOk(await s.call('/api/auth/desktop/code', {}, { token: trader.token }));
    const extension = expectOk(await s.call('/api/auth/desktop/exchange', { code, name: `${EXTENSION_SESSION_NAME} · Chrome` }, { ip: freshIp() }));
    expectOk(await s.call(PANEL, { symbol: 'AAPL' }, { token: extension.access_token }));
    const sessions = expectOk(await s.call('/api/auth/session/list', {}, { token: trader.token })).list;
    expect(sessions.find((session: { sessionid: string }) => session.sessionid === extension.sessionid)).toMatchObject({
      kind: 'desktop',
      name: `${EXTENSION_SESSION_NAME} · Chrome`,
    });
    expectOk(await s.call('/api/auth/session/revoke', { sessionid: extension.sessionid }, { token: trader.token }));
    expect((await s.call(PANEL, { symbol: 'AAPL' }, { token: extension.access_token })).status).toBe(401);
    expectOk(await s.call(PANEL, { symbol: 'AAPL' }, { token: trader.token }));
  });
});
