import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CAP_CURRENCY_PER_USD, currencyPerUsd, type Market, namedValues, STRATEGY_LIMITS } from '@signaldesk/contract';
import { CATALOGUE } from '@signaldesk/indicators';
import { findSymbol } from '@signaldesk/market-data/universe';
import { beforeAll, expect, it, vi } from 'vitest';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  signIn,
  signInMember,
  signInSuper,
  type SignedIn,
  snapshotDatabase,
  type TestServer,
  useServer,
} from './harness.js';
import { putSnapshot } from './strategiesFixtures.js';

/** Tuesday 2026-01-06 18:00 UTC: New York is trading, so the demo market has a forming daily bar. */
const TUESDAY_AFTERNOON = Date.UTC(2026, 0, 6, 18, 0) / 1000;
const BAR = Date.UTC(2026, 0, 5, 14, 30) / 1000;

describeEachDatabase('strategies and the seek list', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  const call = (path: string, body: unknown, who: SignedIn, headers: Record<string, string> = {}) =>
    s.call(`/api/${path}`, body, { token: who.token, headers });
  const seek = async (body: unknown, who = alice) => expectOk(await call('stats/seek', body, who));
  const symbolsOf = (data: { list: { symbol: string }[] }) => data.list.map((row) => row.symbol);

  beforeAll(async () => {
    s = server();
    s.clock.seconds = TUESDAY_AFTERNOON;
    admin = await signInSuper(s);
    alice = await signInMember(s, admin.token);
    bob = await signInMember(s, admin.token);
    const day = (symbol: string, k: number, close: number, volume: number, trend: number) =>
      putSnapshot(s.services, symbol, '1d', BAR, { 'candle.close': close, 'candle.volume': volume, 'kd.k': k, 'matrix.trend': trend });
    await day('MSFT', 15, 400, 1_000, 3);
    await day('NVDA', 25, 150, 9_000, 3);
    await day('AMZN', 12, 200, 500, 2);
    await day('0700.HK', 8, 300, 2_000, 3);
    await putSnapshot(s.services, 'MSFT', '1wk', BAR, { 'kd.k': 70, 'sine.quadrant': 3 });
    await putSnapshot(s.services, 'NVDA', '1wk', BAR, { 'kd.k': 30, 'sine.quadrant': 1 });
    await putSnapshot(s.services, 'MSFT', '1h', BAR + 3_600, { 'sine.step': 2 });
  });

  it('saves, lists, renames, replaces and removes a strategy, only for its owner', async () => {
    const query = { limit: 100, region: 'US', day: { 'kd.k': { max: 20, order: 'ASC' } } };
    const created = expectOk(await call('strategy/mine/create', { name: 'Oversold', query }, alice)).strategy;
    expect(created).toEqual({
      sid: expect.any(String),
      name: 'Oversold',
      query: { limit: 100, region: 'US', day: { 'kd.k': { max: 20, order: 'ASC' } } },
      createdAt: s.clock.now(),
      updatedAt: s.clock.now(),
    });
    expect(expectOk(await call('strategy/mine/list', {}, alice)).list).toEqual([created]);
    expect(expectOk(await call('strategy/mine/list', {}, bob)).list).toEqual([]);

    s.clock.advance(60);
    const renamed = expectOk(await call('strategy/mine/update', { sid: created.sid, name: 'Deep oversold' }, alice)).strategy;
    expect(renamed).toEqual({ ...created, name: 'Deep oversold', updatedAt: s.clock.now() });
    const replaced = expectOk(await call('strategy/mine/update', { sid: created.sid, query: { region: 'HK' } }, alice)).strategy;
    expect(replaced.query).toEqual({ limit: 50, region: 'HK' });

    expectRefusal(await call('strategy/mine/update', { sid: created.sid, name: 'Mine now' }, bob), 404, 'strategyNotFound');
    expectRefusal(await call('strategy/mine/remove', { sid: created.sid }, bob), 404, 'strategyNotFound');
    expectRefusal(await call('stats/seek', { sid: created.sid }, bob), 404, 'strategyNotFound');
    expect(expectOk(await call('strategy/mine/remove', { sid: created.sid }, alice))).toBeNull();
    expect(expectOk(await call('strategy/mine/list', {}, alice)).list).toEqual([]);
    expectRefusal(await call('strategy/mine/remove', { sid: created.sid }, alice), 404, 'strategyNotFound');
  });

  it('refuses each broken rule by name in both languages and saves nothing', async () => {
    const before = await snapshotDatabase(s);
    const refuse = async (query: unknown, key: string, field: string) => {
      const en = expectRefusal(await call('strategy/mine/create', { name: 'Bad', query }, alice), 422, key);
      expect(en.body.field).toBe(field);
      const zh = expectRefusal(await call('strategy/mine/create', { name: 'Bad', query }, alice, { 'accept-language': 'zh-CN' }), 422, key);
      expect(zh.body.msg).not.toBe(en.body.msg);
      return en.body.msg as string;
    };
    expect(await refuse({ day: { 'kd.nothing': { min: 1 } } }, 'unknownField', 'query.day.kd.nothing')).toBe('Unknown field: query.day.kd.nothing');
    expect(await refuse({ mood: 'bullish' }, 'unknownField', 'query.mood')).toBe('Unknown field: query.mood');
    expect(
      await refuse({ day: { 'kd.k': { max: 20, order: 'ASC' } }, week: { 'kd.d': { min: 1, order: 'DESC' } } }, 'strategyOneOrder', 'query.week.kd.d.order'),
    ).toBe('A strategy orders by one field only');
    await refuse({ cap: { min: 10, order: 'UP' } }, 'strategyOrderType', 'query.cap.order');
    expect(await refuse({ limit: 75 }, 'strategyLimit', 'query.limit')).toBe('Limit must be 50, 100 or 200');
    await refuse({ limit: '100' }, 'strategyLimit', 'query.limit');
    expect(await refuse({ region: 'EU' }, 'strategyRegion', 'query.region')).toBe('Region must be ALL, US, HK, CN, USD or GF');
    await refuse({ ipo: { min: 20230230 } }, 'strategyIpoDate', 'query.ipo.min');
    await refuse({ ipo: { max: 202301 } }, 'strategyIpoDate', 'query.ipo.max');
    await refuse({ day: { 'kd.k': { max: 150 } } }, 'strategyOutOfRange', 'query.day.kd.k.max');
    await refuse({ hour: { 'matrix.k10': { min: 10, max: -10 } } }, 'strategyRangeReversed', 'query.hour.matrix.k10.max');
    await refuse({ day: { 'matrix.trend': { in: [1] } } }, 'strategyEnumValue', 'query.day.matrix.trend.in.0');
    await refuse({ day: { 'sine.step': { in: [1, 1] } } }, 'strategyEnumValue', 'query.day.sine.step.in');
    await refuse({ day: { 'sine.quadrant': { in: [] } } }, 'strategyEnumEmpty', 'query.day.sine.quadrant.in');
    await refuse({ day: { 'kd.k': { in: [1] } } }, 'unknownField', 'query.day.kd.k.in');
    expectRefusal(await call('strategy/mine/create', { name: ' ', query: {} }, alice), 422, 'strategyNameRequired');
    expectRefusal(await call('stats/seek', { query: { limit: 10 } }, alice), 422, 'strategyLimit');
    expectRefusal(await call('stats/seek', { query: {}, sid: 'x' }, alice), 422, 'strategyQueryOrSid');
    expect(await snapshotDatabase(s)).toEqual(before);
  });

  it('is for members: a plain user is refused', async () => {
    const plain = await signIn(s);
    expectRefusal(await call('strategy/mine/list', {}, plain), 403, 'forbidden');
    expectRefusal(await call('stats/seek', {}, plain), 403, 'forbidden');
  });

  it('filters by ranges and enum sets over day, week and hour, ordered by the one order field and cut at the limit', async () => {
    const oversold = await seek({ query: { region: 'US', day: { 'kd.k': { max: 20, order: 'ASC' } } } });
    expect(symbolsOf(oversold)).toEqual(['AMZN', 'MSFT']);
    expect(oversold.total).toBe(2);
    const bull = await seek({ query: { day: { 'matrix.trend': { in: [3] }, 'kd.k': { order: 'DESC' } } } });
    expect(symbolsOf(bull)).toEqual(['NVDA', 'MSFT', '0700.HK']);
    expect(symbolsOf(await seek({ query: { region: 'HK', day: { 'matrix.trend': { in: [3] } } } }))).toEqual(['0700.HK']);
    expect(symbolsOf(await seek({ query: { week: { 'sine.quadrant': { in: [1, 2] } } } }))).toEqual(['NVDA']);
    expect(symbolsOf(await seek({ query: { hour: { 'sine.step': { in: [2] } }, day: { 'kd.k': { min: 10 } } } }))).toEqual(['MSFT']);
    expect(symbolsOf(await seek({ query: { day: { 'matrix.trend': { in: [2, 3] }, 'kd.k': { max: 13, order: 'DESC' } } } }))).toEqual(['AMZN', '0700.HK']);
    expect(symbolsOf(await seek({ query: { symbol: 'msf', day: { 'kd.k': { min: 0 } } } }))).toEqual(['MSFT']);
    const everything = await seek({});
    expect(everything.list).toHaveLength(STRATEGY_LIMITS.defaultLimit);
    expect(everything.total).toBeGreaterThan(1_000);
    const capsInUsd = everything.list.map((row: { cap: number; region: Market }) => row.cap / currencyPerUsd(row.region));
    expect(capsInUsd).toEqual([...capsInUsd].sort((a, b) => b - a));
    expect((await seek({ query: { limit: 200 } })).list).toHaveLength(200);
  });

  it('speaks of market cap in hundreds of millions of the own currency, ranks heat in the region and reads listing dates', async () => {
    const [msft] = (await seek({ query: { symbol: 'MSFT', day: { 'kd.k': { min: 0 } } } })).list;
    expect(msft.cap).toBeCloseTo(findSymbol('MSFT')!.cap / 100, 6);
    const [tencent] = (await seek({ query: { symbol: '0700.HK' } })).list;
    expect(tencent.cap).toBeCloseTo((findSymbol('0700.HK')!.cap * CAP_CURRENCY_PER_USD.HK) / 100, 6);
    expect(symbolsOf(await seek({ query: { region: 'US', cap: { min: 1 }, day: { 'kd.k': { min: 0 } } } }))).not.toContain('SPY');
    // Tencent's cap is the larger number in HKD and the smaller in US dollars: the order compares dollars.
    expect(tencent.cap).toBeGreaterThan(findSymbol('NVDA')!.cap / 100);
    const largestFirst = symbolsOf(await seek({ query: { limit: 200 } }));
    expect(largestFirst.indexOf('NVDA')).toBeLessThan(largestFirst.indexOf('0700.HK'));
    // Traded value: NVDA 1,350,000, MSFT 400,000, AMZN 100,000 among the US symbols with a daily snapshot.
    const byHeat = await seek({ query: { region: 'US', heat: { min: 50, order: 'DESC' } } });
    expect(byHeat.list.map((row: { symbol: string; heat: number }) => [row.symbol, row.heat])).toEqual([
      ['NVDA', 100],
      ['MSFT', 50],
    ]);
    expect(tencent.heat).toBe(100);

    expectOk(await call('stock/meta/create', { symbol: 'MSFT', tags: ['Cloud'], fields: { ipo: 19860313 } }, admin));
    expectOk(await call('stock/meta/create', { symbol: 'NVDA', tags: ['Chips'], fields: { ipo: '19990122' } }, admin));
    await s.app.strategies.screener.sync(true);
    expect(symbolsOf(await seek({ query: { ipo: { min: 19900101, order: 'ASC' } } }))).toEqual(['NVDA']);
    expect(symbolsOf(await seek({ query: { ipo: { max: 20000101, order: 'ASC' } } }))).toEqual(['MSFT', 'NVDA']);
    expect(symbolsOf(await seek({ tag: 'cloud', query: {} }))).toEqual(['MSFT']);
    expect(symbolsOf(await seek({ tag: 'nothing-tagged' }))).toEqual([]);
  });

  it('runs a saved strategy by sid', async () => {
    const query = { day: { 'kd.k': { max: 20, order: 'ASC' } } };
    const { sid } = expectOk(await call('strategy/mine/create', { name: 'Saved', query }, alice)).strategy;
    expect(symbolsOf(await seek({ sid }))).toEqual(['0700.HK', 'AMZN', 'MSFT']);
  });

  it("sends a saved strategy's test alert to its own session for the first symbol it holds, five in ten minutes, only for its owner", async () => {
    const testAlert = (sid: string, who = alice) => call('strategy/mine/test-alert', { sid }, who);
    const held = expectOk(await call('strategy/mine/create', { name: 'Tested', query: { day: { 'kd.k': { max: 20, order: 'ASC' } } } }, alice)).strategy;
    const empty = expectOk(await call('strategy/mine/create', { name: 'Holds nothing', query: { day: { 'kd.k': { max: 1 } } } }, alice)).strategy;
    expectRefusal(await testAlert(held.sid, bob), 404, 'strategyNotFound');
    expectRefusal(await call('strategy/mine/test-alert', { sid: 'x'.repeat(5_000) }, alice), 422, 'invalidField');

    expect(expectOk(await testAlert(held.sid))).toEqual({ symbol: '0700.HK' });
    const largest = symbolsOf(await seek({}))[0];
    expect(expectOk(await testAlert(empty.sid))).toEqual({ symbol: largest });
    for (let sent = 2; sent < 5; sent++) expectOk(await testAlert(held.sid));
    expectRefusal(await testAlert(held.sid), 429, 'tooManyRequests');
    expectRefusal(await testAlert(empty.sid), 429, 'tooManyRequests');
    const sessions = expectOk(await call('messenger/session/list', {}, alice)).list;
    // The messenger keys an alert by its second: presses within one second are one message.
    expect(sessions.find((session: { sessionid: string }) => session.sessionid === held.sid)).toMatchObject({
      sessioname: 'Tested',
      unreadCount: 1,
      latestMessage: { symbol: '0700.HK', payload: { test: 1, 'kd.k': 8, 'candle.close': 300 } },
    });

    s.clock.advance(600);
    expectOk(await testAlert(empty.sid));
    expect(expectOk(await call('messenger/session/list', {}, bob)).list.filter((session: { sessionid: string }) => session.sessionid === empty.sid)).toEqual([]);
  });

  it('answers each duration as a positional array in catalogue order that maps back to the computed snapshot to 7 significant digits', async () => {
    await s.app.market.service.update('AAPL', '1d');
    const data = await seek({ query: { symbol: 'AAPL', region: 'US' } });
    expect(data.fields).toEqual(CATALOGUE.map((field) => field.id));
    const [row] = data.list;
    expect(row).toMatchObject({ symbol: 'AAPL', name: 'Apple', region: 'US', week: expect.any(Array) });
    expect(row.day).toHaveLength(CATALOGUE.length);
    const snapshot = await s.app.market.service.snapshot('AAPL', '1d');
    expect(row.ts.day).toBe(snapshot!.ts);
    const sevenDigits = Object.fromEntries(
      Object.entries(snapshot!.values).map(([id, value]) => [id, value === null ? null : Number(value.toPrecision(7))]),
    );
    expect(namedValues(data.fields, row.day)).toEqual(sevenDigits);
    expect(JSON.stringify(row.day).length).toBeLessThan(JSON.stringify(Object.values(snapshot!.values)).length * 0.7);
    expect(namedValues(data.fields, row.day)['matrix.mma10']).toEqual(expect.any(Number));
  });

  it('answers the same rows of unchanged screener data with the same bytes in every encoding, and a change at once', async () => {
    const body = { query: { region: 'US', day: { 'kd.k': { min: 0, order: 'DESC' } } } };
    const raw = async (who: SignedIn, encoding?: string) => {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/stats/seek',
        payload: body,
        headers: { authorization: `Bearer ${who.token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return response;
    };
    const plain = await raw(alice);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.body);
    expect(symbolsOf(answer.data)).toEqual(expect.arrayContaining(['NVDA', 'MSFT', 'AMZN']));
    expect(symbolsOf(answer.data)[0]).not.toBe('AMZN');

    const [brAlice, brBob, gzipBob, star] = await Promise.all([raw(alice, 'gzip, deflate, br'), raw(bob, 'br'), raw(bob, 'gzip;q=1, br;q=0.5'), raw(alice, '*')]);
    expect([brAlice, brBob, gzipBob, star].map((response) => [response.headers['content-encoding'], response.headers.vary])).toEqual([
      ['br', 'accept-encoding'],
      ['br', 'accept-encoding'],
      ['gzip', 'accept-encoding'],
      ['gzip', 'accept-encoding'],
    ]);
    expect(brBob.rawPayload.equals(brAlice.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(brAlice.rawPayload).toString())).toEqual(answer);
    expect(JSON.parse(gunzipSync(gzipBob.rawPayload).toString())).toEqual(answer);
    expect(gunzipSync(star.rawPayload).equals(plain.rawPayload)).toBe(true);
    for (const refused of ['br;q=0, gzip;q=0', 'compress;q=abc, ;;, identity', 'x'.repeat(4_000)]) {
      const unencoded = await raw(alice, refused);
      expect(unencoded.headers['content-encoding']).toBeUndefined();
      expect(unencoded.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
    // A tag picks other rows: not the answer kept for the same query without it.
    expect(symbolsOf(await seek({ ...body, tag: 'nothing-tagged' }))).toEqual([]);

    await putSnapshot(s.services, 'AMZN', '1d', BAR, { 'candle.close': 200, 'candle.volume': 500, 'kd.k': 99, 'matrix.trend': 2 });
    const changed = JSON.parse(brotliDecompressSync((await raw(bob, 'br')).rawPayload).toString());
    expect(symbolsOf(changed.data)[0]).toBe('AMZN');
    await putSnapshot(s.services, 'AMZN', '1d', BAR, { 'candle.close': 200, 'candle.volume': 500, 'kd.k': 12, 'matrix.trend': 2 });
    expect(JSON.parse((await raw(alice)).body)).toEqual(answer);
  });

  it('runs the saved strategies when a compute cycle finishes', async () => {
    const runCycle = vi.spyOn(s.app.strategies.runner, 'runCycle');
    await s.app.market.jobs.runSeries('compute', 'AAPL', '1d');
    await s.app.strategies.runner.idle();
    expect(runCycle).toHaveBeenCalledTimes(1);
    runCycle.mockRestore();
  });
});
