import { formatMessage } from '@signaldesk/contract';
import { findSymbol } from '@signaldesk/market-data';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  describeEachDatabase,
  emailSigninToken,
  expectOk,
  expectRefusal,
  freshEmail,
  freshToken,
  type SignedIn,
  signIn,
  type TestServer,
  useServer,
  whoAmI,
} from './harness.js';

describeEachDatabase('the region a trader chose', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let me: SignedIn;
  beforeAll(() => {
    s = server();
  });
  beforeEach(async () => {
    me = await signIn(s);
  });

  const choose = (body: object, token = me.token, headers: Record<string, string> = {}) =>
    s.call('/api/user/update/market', body, { token, headers });
  const mine = async (token: string) => expectOk(await s.call('/api/calendar/economic/current', {}, { token })).mine;

  it('starts at all markets, keeps the choice with the user for every session, and with that user alone', async () => {
    expect(me.user.market).toBe('ALL');
    expect(expectOk(await choose({ market: 'HK' })).user.market).toBe('HK');
    // A new session, as in another browser, finds the choice with the user.
    expect(expectOk(await whoAmI(s, await freshToken(s, me.user.userid))).user.market).toBe('HK');
    // The calendar's Mine filter follows it: Hong Kong moves with the mainland's data and, through the peg, US rates.
    expect(await mine(me.token)).toEqual(['US', 'CN']);

    const other = await signIn(s);
    expect(expectOk(await whoAmI(s, other.token)).user.market).toBe('ALL');
    expect(expectOk(await choose({ market: 'CN' }, other.token)).user.market).toBe('CN');
    expect(expectOk(await whoAmI(s, me.token)).user.market).toBe('HK');

    expect(expectOk(await choose({ market: 'ALL' })).user.market).toBe('ALL');
    expect(expectOk(await whoAmI(s, me.token)).user.market).toBe('ALL');
  });

  it('refuses a region it does not know with regionUnknown in both languages, keeping the choice', async () => {
    expectOk(await choose({ market: 'GF' }));
    for (const body of [{ market: 'EU' }, { market: 'hk' }, { market: '' }, { market: null }, { market: 1 }, {}]) {
      const res = expectRefusal(await choose(body), 422, 'regionUnknown');
      expect(res.body).toMatchObject({ field: 'market', msg: formatMessage('regionUnknown', 'en') });
    }
    const zh = expectRefusal(await choose({ market: 'Mars' }, me.token, { 'accept-language': 'zh-CN' }), 422, 'regionUnknown');
    expect(zh.body.msg).toBe(formatMessage('regionUnknown', 'zh'));
    expect(expectOk(await whoAmI(s, me.token)).user.market).toBe('GF');
    expectRefusal(await s.call('/api/user/update/market', { market: 'US' }), 401, 'unauthorized');
  });

  it('starts an account the sign-in creates on the region the visitor chose, and leaves an existing account its own', async () => {
    const login = async (email: string, market?: string) =>
      s.call('/api/auth/login', { token: await emailSigninToken(s, email), ...(market === undefined ? {} : { market }) });
    const visitor = freshEmail();
    expect(expectOk(await login(visitor, 'HK')).user.market).toBe('HK');
    // A code may be asked for again a minute later.
    s.clock.seconds += 61;
    expect(expectOk(await login(visitor, 'US')).user.market).toBe('HK');
    expect(expectOk(await login(freshEmail())).user.market).toBe('ALL');
    const refused = expectRefusal(await login(freshEmail(), 'Mars'), 422, 'regionUnknown');
    expect(refused.body).toMatchObject({ field: 'market' });
  });

  it("names each earnings report's market, which the calendar filters by", async () => {
    // Wednesday 18 March 2026: Hong Kong's annual results and the A-shares' season are under way.
    s.clock.seconds = Date.UTC(2026, 2, 18, 12) / 1000;
    const reader = await signIn(s);
    const { list } = expectOk(await s.call('/api/calendar/earning/current/v2', {}, { token: reader.token }));
    const entries = list as { symbol: string; region: string }[];
    expect(entries.some((entry) => entry.region === 'HK')).toBe(true);
    for (const entry of entries) expect(entry.region, entry.symbol).toBe(findSymbol(entry.symbol)?.region);
  });
});
