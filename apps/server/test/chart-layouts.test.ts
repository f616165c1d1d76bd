import { CHART_INDICATOR_LIMITS, CHART_LAYOUT_LIMITS, formatMessage } from '@signaldesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsBelow, describeEachDatabase, expectOk, expectRefusal, type SignedIn, signInMember, signInSuper, signInTraders, type TestServer, useServer } from './harness.js';

const LINKED = { symbol: false, duration: true, crosshair: true, range: false };
const PAIR = {
  name: 'US pair',
  arrangement: 'columns',
  charts: [
    { symbol: 'AAPL', duration: '1d' },
    { symbol: 'MSFT', duration: '1h' },
  ],
  links: LINKED,
};
const GRID = {
  name: 'Four markets',
  arrangement: 'grid',
  charts: [
    { symbol: 'AAPL', duration: '1d' },
    { symbol: 'MSFT', duration: '1d' },
    { symbol: '0700.HK', duration: '1wk' },
    { symbol: 'TSLA', duration: '5m' },
  ],
  links: { symbol: false, duration: false, crosshair: true, range: true },
};

const RSI = { id: 'i1', indicator: 'rsi', settings: { period: 14 }, colour: 0, hidden: false };
const MACD = { id: 'i1', indicator: 'macd', settings: { fast: 12, slow: 26, signal: 9 }, colour: 1, hidden: false, height: 120 };
const EMA_20 = { id: 'i2', indicator: 'ema', settings: { period: 20 }, colour: 2, hidden: true };
/** The grid with indicators of each chart's own: RSI on the first, MACD and EMA 20 on the second, none on the third. */
const OWN_SETS = {
  ...GRID,
  name: 'Own indicators',
  charts: [{ ...GRID.charts[0]!, indicators: [RSI] }, { ...GRID.charts[1]!, indicators: [MACD, EMA_20] }, { ...GRID.charts[2]!, indicators: [] }, GRID.charts[3]!],
};

describeEachDatabase('multi-chart layouts kept per trader', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;
  let plain: SignedIn;

  const call = callsBelow(server, '/api/chart/layouts');
  const mine = async (who: SignedIn) => expectOk(await call('mine', {}, who)).layouts;

  beforeAll(async () => {
    s = server();
    ({ alice, bob, plain } = await signInTraders(s));
  });

  it('saves, lists by name, replaces by name and removes, for its owner only', async () => {
    expect(await mine(alice)).toEqual([]);
    expect(expectOk(await call('save', GRID, alice)).layouts).toEqual([GRID]);
    expect(expectOk(await call('save', PAIR, alice)).layouts).toEqual([GRID, PAIR]);
    expect(await mine(bob)).toEqual([]);

    const stacked = { ...PAIR, name: '  US pair ', arrangement: 'rows', links: { ...LINKED, symbol: true } };
    expect(expectOk(await call('save', stacked, alice)).layouts).toEqual([GRID, { ...stacked, name: 'US pair' }]);

    expect(expectOk(await call('remove', { name: GRID.name }, alice)).layouts).toEqual([{ ...stacked, name: 'US pair' }]);
    expect(await mine(alice)).toEqual([{ ...stacked, name: 'US pair' }]);
  });

  it('is for members: a plain user is refused', async () => {
    expectRefusal(await call('mine', {}, plain), 403, 'forbidden');
    expectRefusal(await call('save', PAIR, plain), 403, 'forbidden');
    expectRefusal(await call('remove', { name: PAIR.name }, plain), 403, 'forbidden');
  });

  it('keeps at most the limit of layouts, naming the limit in both languages; a kept name is still replaced', async () => {
    const trader = await signInMember(s, (await signInSuper(s)).token);
    for (let n = 1; n <= CHART_LAYOUT_LIMITS.layouts; n++) expectOk(await call('save', { ...PAIR, name: `Layout ${n}` }, trader));
    const en = expectRefusal(await call('save', { ...PAIR, name: 'One more' }, trader), 409, 'layoutLimitReached');
    expect(en.body.msg).toBe(formatMessage('layoutLimitReached', 'en', { limit: CHART_LAYOUT_LIMITS.layouts }));
    expect(en.body.msg).toContain(String(CHART_LAYOUT_LIMITS.layouts));
    const zh = expectRefusal(await call('save', { ...PAIR, name: 'One more' }, trader, 'zh-CN'), 409, 'layoutLimitReached');
    expect(zh.body.msg).toBe(formatMessage('layoutLimitReached', 'zh', { limit: CHART_LAYOUT_LIMITS.layouts }));

    const replaced = expectOk(await call('save', { ...GRID, name: 'Layout 7' }, trader)).layouts;
    expect(replaced).toHaveLength(CHART_LAYOUT_LIMITS.layouts);
    expect(replaced.map((layout: { name: string }) => layout.name)).toEqual(Array.from({ length: 20 }, (_, n) => `Layout ${n + 1}`));
    expect(replaced[6]).toEqual({ ...GRID, name: 'Layout 7' });
  });

  it('refuses a broken layout by name in both languages and loses nothing kept', async () => {
    expectOk(await call('save', PAIR, bob));
    const chart = { symbol: 'AAPL', duration: '1d' };
    const cases: [unknown, number, string, string][] = [
      [{ ...PAIR, arrangement: 'five' }, 422, 'layoutArrangementUnknown', 'arrangement'],
      [{ ...PAIR, arrangement: 'grid' }, 422, 'layoutChartCount', 'charts'],
      [{ ...PAIR, arrangement: 'single' }, 422, 'layoutChartCount', 'charts'],
      [{ ...PAIR, charts: [] }, 422, 'layoutChartCount', 'charts'],
      [{ ...PAIR, charts: Array.from({ length: 50 }, () => chart) }, 422, 'layoutChartCount', 'charts'],
      [{ ...PAIR, charts: [chart, { symbol: 'NOSUCH', duration: '1d' }] }, 404, 'unknownSymbol', 'charts.1.symbol'],
      [{ ...PAIR, charts: [chart, { symbol: 'not a symbol', duration: '1d' }] }, 422, 'symbolInvalid', 'charts.1.symbol'],
      [{ ...PAIR, charts: [{ symbol: 'AAPL', duration: '2d' }, chart] }, 422, 'layoutDurationUnknown', 'charts.0.duration'],
      [{ ...PAIR, name: 'x'.repeat(CHART_LAYOUT_LIMITS.nameLength + 1) }, 422, 'layoutNameTooLong', 'name'],
      [{ ...PAIR, name: '   ' }, 422, 'layoutNameRequired', 'name'],
    ];
    for (const [layout, status, key, field] of cases) {
      const en = expectRefusal(await call('save', layout, bob), status, key);
      expect(en.body.field).toBe(field);
      const zh = expectRefusal(await call('save', layout, bob, 'zh-CN'), status, key);
      expect(zh.body.msg).not.toBe(en.body.msg);
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(expectRefusal(await call('save', { ...PAIR, charts: [chart, { symbol: 'NOSUCH', duration: '1d' }] }, bob), 404, 'unknownSymbol').body.msg).toBe(
      formatMessage('unknownSymbol', 'en', { symbol: 'NOSUCH' }),
    );
    const { crosshair: _, ...threeLinks } = LINKED;
    for (const broken of [{ ...PAIR, links: threeLinks }, { ...PAIR, links: { ...LINKED, crosshair: 'yes' } }, { ...PAIR, extra: 1 }, { ...PAIR, charts: [chart, { ...chart, extra: 1 }] }]) {
      expect((await call('save', broken, bob)).status).toBe(422);
    }
    expect(await mine(bob)).toEqual([PAIR]);
  });

  it("answers 404 for another trader's layout or an unknown name, and leaves it where it is", async () => {
    expectOk(await call('save', GRID, alice));
    expectRefusal(await call('remove', { name: GRID.name }, bob), 404, 'layoutNotFound');
    const zh = expectRefusal(await call('remove', { name: 'Nothing of that name' }, alice, 'zh-CN'), 404, 'layoutNotFound');
    expect(zh.body.msg).toBe(formatMessage('layoutNotFound', 'zh'));
    expect((await mine(alice)).map((layout: { name: string }) => layout.name)).toContain(GRID.name);
    expectRefusal(await call('remove', { name: '' }, alice), 422, 'layoutNameRequired');
  });

  describe('each chart with indicators of its own', () => {
    const refusedInBothLanguages = async (body: unknown, who: SignedIn, callName: string, status: number, key: string) => {
      const en = expectRefusal(await call(callName, body, who), status, key);
      const zh = expectRefusal(await call(callName, body, who, 'zh-CN'), status, key);
      expect(en.body.msg).toBe(formatMessage(key as 'layoutNotFound', 'en', { limit: CHART_INDICATOR_LIMITS.perChart }));
      expect(zh.body.msg).toBe(formatMessage(key as 'layoutNotFound', 'zh', { limit: CHART_INDICATOR_LIMITS.perChart }));
      return en;
    };

    it("keeps each chart's set with the layout, and a chart without one stays without", async () => {
      const trader = await signInMember(s, (await signInSuper(s)).token);
      expect(expectOk(await call('save', OWN_SETS, trader)).layouts).toEqual([OWN_SETS]);
      const [kept] = await mine(trader);
      expect(kept.charts.map((chart: { indicators?: { indicator: string }[] }) => chart.indicators?.map((item) => item.indicator))).toEqual([
        ['rsi'],
        ['macd', 'ema'],
        [],
        undefined,
      ]);
    });

    it("replaces one chart's set, leaving the layout's other charts and the trader's own set as they were", async () => {
      const trader = await signInMember(s, (await signInSuper(s)).token);
      const own = callsBelow(server, '/api/chart/indicators');
      expectOk(await own('save', { list: [EMA_20] }, trader));
      expectOk(await call('save', OWN_SETS, trader));
      const layouts = expectOk(await call('indicators', { name: OWN_SETS.name, chart: 3, list: [MACD] }, trader)).layouts;
      const changed = { ...OWN_SETS, charts: [...OWN_SETS.charts.slice(0, 3), { ...GRID.charts[3]!, indicators: [MACD] }] };
      expect(layouts).toEqual([changed]);
      expectOk(await call('indicators', { name: ` ${OWN_SETS.name} `, chart: 0, list: [] }, trader));
      expect(await mine(trader)).toEqual([{ ...changed, charts: [{ ...GRID.charts[0]!, indicators: [] }, ...changed.charts.slice(1)] }]);
      expect(expectOk(await own('mine', {}, trader)).list).toEqual([EMA_20]);
    });

    it("answers 404 for another trader's layout, an unknown name or a chart the layout does not have, in both languages", async () => {
      expectOk(await call('save', OWN_SETS, alice));
      await refusedInBothLanguages({ name: OWN_SETS.name, chart: 0, list: [MACD] }, bob, 'indicators', 404, 'layoutNotFound');
      await refusedInBothLanguages({ name: 'Nothing of that name', chart: 0, list: [MACD] }, alice, 'indicators', 404, 'layoutNotFound');
      expectOk(await call('save', PAIR, alice));
      const missing = await refusedInBothLanguages({ name: PAIR.name, chart: 2, list: [MACD] }, alice, 'indicators', 404, 'layoutChartNotFound');
      expect(missing.body.field).toBe('chart');
      for (const chart of [-1, CHART_LAYOUT_LIMITS.charts, 1.5, '1', null]) {
        await refusedInBothLanguages({ name: PAIR.name, chart, list: [MACD] }, alice, 'indicators', 422, 'layoutChartNotFound');
      }
      expect((await mine(alice)).find((layout: { name: string }) => layout.name === OWN_SETS.name)).toEqual(OWN_SETS);
      expect((await mine(alice)).find((layout: { name: string }) => layout.name === PAIR.name)).toEqual(PAIR);
    });

    it('holds the indicator limits on a layout chart, on saving the layout as on saving one chart, and keeps what was kept', async () => {
      const trader = await signInMember(s, (await signInSuper(s)).token);
      expectOk(await call('save', OWN_SETS, trader));
      const fifty = Array.from({ length: 50 }, (_, n) => ({ ...RSI, id: `i${n}` }));
      const period = (value: unknown) => [{ ...RSI, settings: { period: value } }];
      const cases: [unknown[], string][] = [
        [fifty, 'chartIndicatorsTooMany'],
        [period(0), 'indicatorPeriod'],
        [period(-5), 'indicatorPeriod'],
        [period(null), 'indicatorPeriod'],
        [period(1001), 'indicatorPeriod'],
        [period(14.5), 'indicatorPeriod'],
        [[RSI, { ...MACD, settings: { fast: 30, slow: 26, signal: 9 } }], 'indicatorMacdPeriods'],
        [[RSI, { ...EMA_20, id: 'i1' }], 'chartIndicatorIdRepeated'],
      ];
      for (const [list, key] of cases) {
        await refusedInBothLanguages({ name: OWN_SETS.name, chart: 1, list }, trader, 'indicators', 422, key);
        const layout = { ...OWN_SETS, charts: [OWN_SETS.charts[0]!, { ...OWN_SETS.charts[1]!, indicators: list }, ...OWN_SETS.charts.slice(2)] };
        const refused = await refusedInBothLanguages(layout, trader, 'save', 422, key);
        expect(refused.body.field).toMatch(/^charts\.1\.indicators/);
      }
      // A NaN is no JSON number: sent as text it is refused as any broken body is.
      const nan = await s.app.inject({
        method: 'POST',
        url: '/api/chart/layouts/indicators',
        headers: { authorization: `Bearer ${trader.token}`, 'content-type': 'application/json' },
        payload: `{"name":"${OWN_SETS.name}","chart":1,"list":[{"id":"i1","indicator":"rsi","settings":{"period":NaN},"colour":0,"hidden":false}]}`,
      });
      expect(nan.statusCode).toBeGreaterThanOrEqual(400);
      expect(nan.statusCode).toBeLessThan(500);
      expect(await mine(trader)).toEqual([OWN_SETS]);
    });

    it('reads a kept chart whose indicator the catalogue no longer has without it, rather than losing the layout', async () => {
      const trader = await signInMember(s, (await signInSuper(s)).token);
      expectOk(await call('save', OWN_SETS, trader));
      const stored = { ...OWN_SETS, charts: OWN_SETS.charts.map((chart, index) => (index === 1 ? { ...chart, indicators: [{ ...RSI, id: 'i9', indicator: 'gone' }, MACD] } : chart)) };
      const { name: _, ...layout } = stored;
      await s.services.db.updateTable('chart_layouts').set({ layout: JSON.stringify(layout) }).where('userid', '=', trader.user.userid).execute();
      expect(await mine(trader)).toEqual([{ ...OWN_SETS, charts: OWN_SETS.charts.map((chart, index) => (index === 1 ? { ...chart, indicators: [MACD] } : chart)) }]);
    });
  });
});
