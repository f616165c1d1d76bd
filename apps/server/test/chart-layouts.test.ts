import { CHART_LAYOUT_LIMITS, formatMessage } from '@signaldesk/contract';
import { beforeAll, expect, it } from 'vitest';
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
});
