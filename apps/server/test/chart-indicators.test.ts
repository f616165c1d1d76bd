import { CHART_INDICATOR_LIMITS } from '@signaldesk/contract';
import { beforeAll, expect, it } from 'vitest';
import { callsBelow, describeEachDatabase, expectOk, expectRefusal, type SignedIn, signInTraders, type TestServer, useServer } from './harness.js';

const EMA_20 = { id: 'i1', indicator: 'ema', settings: { period: 20 }, colour: 0, hidden: false };
const RSI = { id: 'i2', indicator: 'rsi', settings: { period: 14 }, colour: 1, hidden: true, height: 140 };

describeEachDatabase('chart indicators kept per trader', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;
  let plain: SignedIn;

  const call = callsBelow(server, '/api/chart/indicators');
  const mine = async (who: SignedIn) => expectOk(await call('mine', {}, who)).list;

  beforeAll(async () => {
    s = server();
    ({ alice, bob, plain } = await signInTraders(s));
  });

  it('answers null until a first save, then the list as saved, for its owner only; a save replaces the whole list', async () => {
    expect(await mine(alice)).toBeNull();
    expect(expectOk(await call('save', { list: [EMA_20, RSI] }, alice))).toBeNull();
    expect(await mine(alice)).toEqual([EMA_20, RSI]);
    expect(await mine(bob)).toBeNull();
    expectOk(await call('save', { list: [RSI] }, alice));
    expect(await mine(alice)).toEqual([RSI]);
    expectOk(await call('save', { list: [] }, alice));
    expect(await mine(alice)).toEqual([]);
  });

  it('is for members: a plain user is refused', async () => {
    expectRefusal(await call('mine', {}, plain), 403, 'forbidden');
    expectRefusal(await call('save', { list: [EMA_20] }, plain), 403, 'forbidden');
  });

  it('refuses a broken list by name in both languages and keeps what was saved', async () => {
    expectOk(await call('save', { list: [EMA_20] }, bob));
    const many = Array.from({ length: CHART_INDICATOR_LIMITS.perChart + 1 }, (_, n) => ({ ...EMA_20, id: `i${n}` }));
    const cases: [unknown, string][] = [
      [many, 'chartIndicatorsTooMany'],
      [[EMA_20, { ...RSI, id: 'i1' }], 'chartIndicatorIdRepeated'],
      [[{ ...EMA_20, indicator: 'nosuch' }], 'indicatorUnknown'],
      [[{ ...EMA_20, settings: { period: 0 } }], 'indicatorPeriod'],
      [[{ ...EMA_20, settings: { period: '20' } }], 'indicatorPeriod'],
      [[{ ...EMA_20, settings: { period: -5 } }], 'indicatorPeriod'],
      [[{ ...EMA_20, settings: { period: 1001 } }], 'indicatorPeriod'],
      // A NaN reaches the server as null: JSON has no NaN.
      [[{ ...EMA_20, settings: { period: Number.NaN } }], 'indicatorPeriod'],
      [[{ ...EMA_20, settings: { length: 5 } }], 'indicatorSettingUnknown'],
      [[{ ...EMA_20, id: '<script>' }], 'chartIndicatorId'],
    ];
    for (const [list, key] of cases) {
      const en = expectRefusal(await call('save', { list }, bob), 422, key);
      const zh = expectRefusal(await call('save', { list }, bob, 'zh-CN'), 422, key);
      expect(zh.body.msg).not.toBe(en.body.msg);
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const broken of [{ ...EMA_20, colour: CHART_INDICATOR_LIMITS.colours }, { ...RSI, height: 10 }, { ...EMA_20, extra: 1 }, 'ema']) {
      expect((await call('save', { list: [broken] }, bob)).status).toBe(422);
    }
    expect((await call('save', { list: Array.from({ length: 2_000 }, () => EMA_20) }, bob)).status).toBe(413);
    expect(await mine(bob)).toEqual([EMA_20]);
  });
});
