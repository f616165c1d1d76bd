import { beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  signIn,
  signInSuper,
  type SignedIn,
  type TestServer,
  signInMember,
  useServer,
} from './harness.js';
import { writeFigures } from './overviewSupport.js';

const RANKING = '/api/calendar/ranking/lists';
const symbols = (rows: { symbol: string }[]) => rows.map((row) => row.symbol);

describeEachDatabase('ranking lists', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let member: SignedIn;
  let plain: SignedIn;

  beforeAll(async () => {
    s = server();
    const admin = await signInSuper(s);
    member = await signInMember(s, admin.token);
    plain = await signIn(s);
    await writeFigures(s, 'AAPL', {
      close: 200,
      updown: 2.5,
      values: { 'candle.volume': 1e6, 'matrix.trend': 3, 'matrix.k30': 20, 'feature.rrtop': -0.005 },
    });
    await writeFigures(s, 'MSFT', {
      close: 400,
      updown: -1.5,
      values: { 'candle.volume': 2e6, 'matrix.trend': 2, 'matrix.k30': -10, 'feature.rrtop': -0.2 },
    });
    await writeFigures(s, 'NVDA', {
      close: 100,
      updown: 4,
      values: { 'candle.volume': 5e6, 'matrix.trend': 3, 'matrix.k30': 35, 'feature.rrtop': 0 },
    });
    // A. O. Smith is worth 9,500 millions: below the default floor of 300 hundreds of millions.
    await writeFigures(s, 'AOS', { close: 70, updown: 9, values: { 'candle.volume': 1e5 } });
    await writeFigures(s, '0005.HK', { close: 90, updown: 1.2 });
    await writeFigures(s, 'GC=F', { close: 2400, updown: 0.8, values: { 'candle.volume': 2e5, 'matrix.trend': 3, 'matrix.k30': 12 } });
    await writeFigures(s, 'EURUSD=X', { close: 1.16, updown: -0.3, values: { 'candle.volume': 0 } });
  });

  const ranking = (body: unknown, who: SignedIn = member) => s.call(RANKING, body, { token: who.token });

  it('ranks each region above the default minimum cap of 300 hundreds of millions', async () => {
    const data = expectOk(await ranking({}));
    expect(data.mincap).toBe(300);
    expect(data.regions.map((r: { region: string }) => r.region)).toEqual(['US', 'HK', 'CN', 'USD', 'GF']);
    const us = data.regions[0];
    expect(symbols(us.lists.gainers)).toEqual(['NVDA', 'AAPL']);
    expect(us.lists.gainers[0]).toMatchObject({ symbol: 'NVDA', value: 4, updown: 4, close: 100, cap: 4_500_000 });
    expect(symbols(us.lists.losers)).toEqual(['MSFT']);
    expect(us.lists.losers[0].value).toBe(-1.5);
    // Traded value: 2e6 × 400 beats 5e6 × 100 beats 1e6 × 200.
    expect(symbols(us.lists.active)).toEqual(['MSFT', 'NVDA', 'AAPL']);
    expect(us.lists.active[0].value).toBe(8e8);
    expect(symbols(us.lists.trend)).toEqual(['NVDA', 'AAPL']);
    expect(symbols(us.lists.highs)).toEqual(['NVDA', 'AAPL']);
    expect(us.lists.highs[1].value).toBeCloseTo(-0.5);
    expect(symbols(data.regions[1].lists.gainers)).toEqual(['0005.HK']);
    // Gold and currencies have no cap, and are ranked whatever the floor.
    const gf = data.regions[4];
    expect(gf.region).toBe('GF');
    expect(symbols(gf.lists.gainers)).toEqual(['GC=F']);
    expect(symbols(gf.lists.losers)).toEqual(['EURUSD=X']);
    expect(symbols(gf.lists.trend)).toEqual(['GC=F']);
    expect(symbols(expectOk(await ranking({ mincap: 1_000_000, region: 'GF' })).regions[0].lists.gainers)).toEqual(['GC=F']);
  });

  it('lowers the floor with a smaller minimum cap and keeps to one region when asked', async () => {
    const data = expectOk(await ranking({ mincap: 50, region: 'US' }));
    expect(data.regions).toHaveLength(1);
    expect(symbols(data.regions[0].lists.gainers)).toEqual(['AOS', 'NVDA', 'AAPL']);
    expect(data.regions[0].count).toBeGreaterThan(expectOk(await ranking({ region: 'US' })).regions[0].count);
    const none = expectOk(await ranking({ mincap: 1_000_000, region: 'US' }));
    expect(none.regions[0]).toMatchObject({ count: 0, lists: { gainers: [], losers: [], active: [], trend: [], highs: [] } });
  });

  it('answers a minimum cap that is not a number and an unknown region with their own texts', async () => {
    expectRefusal(await ranking({ mincap: 'abc' }), 422, 'minCapInvalid');
    expectRefusal(await ranking({ mincap: -5 }), 422, 'minCapInvalid');
    const zh = await s.call(RANKING, { region: 'XX' }, { token: member.token, headers: { 'accept-language': 'zh-CN' } });
    expectRefusal(zh, 422, 'regionUnknown');
    expect(zh.body.msg).toContain('未知的市场');
  });

  it('is for members', async () => {
    expectRefusal(await ranking({}, plain), 403, 'forbidden');
    expectRefusal(await s.call(RANKING, {}), 401, 'unauthorized');
  });
});
