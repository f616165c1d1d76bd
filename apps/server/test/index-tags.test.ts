import { MESSAGES } from '@signaldesk/contract';
import { INDEX_LISTS } from '@signaldesk/market-data';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, expectOk, expectRefusal, signInMember, signInSuper, type SignedIn, type TestServer, useServer } from './harness.js';

/** Members each list holds in the bundled universe; a list that loses or gains one shows here. */
const MEMBERS = { sp500: 503, nasdaq100: 101, dow30: 30, hsi: 83, hstech: 30, csi300: 300, crypto10: 10 };

const KD_OVERSOLD = { entry: { day: { 'kd.k': { max: 20 } } }, exit: { day: { 'kd.k': { min: 80 } } }, costs: 'none' as const };

const symbolsOf = (answer: { list: { symbol: string }[] }) => answer.list.map((stock) => stock.symbol).sort();

describeEachDatabase('index lists as tags', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let alice: SignedIn;

  const call = (path: string, body: unknown, who = alice, language = 'en') =>
    s.call(path, body, { token: who.token, headers: { 'accept-language': language } });

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    alice = await signInMember(s, admin.token);
  });

  it('names every index list, in English and Chinese, with its member count', async () => {
    const { indices } = expectOk(await call('/api/stock/labels', {}));
    expect(Object.fromEntries(indices.map((tag: { slug: string; count: number }) => [tag.slug, tag.count]))).toEqual(MEMBERS);
    expect(indices.find((tag: { slug: string }) => tag.slug === 'hstech')).toEqual({
      slug: 'hstech',
      name: 'Hang Seng TECH',
      cnname: '恒生科技',
      index: '^HSTECH',
      count: 30,
    });
  });

  it('resolves each index tag to its members, whether named by slug or by name', async () => {
    for (const [slug, count] of Object.entries(MEMBERS)) {
      const members = symbolsOf(expectOk(await call('/api/stock/by/tag', { tag: slug })));
      expect(members, slug).toHaveLength(count);
      expect(members, slug).toEqual([...(INDEX_LISTS.find((list) => list.slug === slug)?.members ?? [])].sort());
      expect(expectOk(await call('/api/stock/list', { tag: slug })).total, slug).toBe(count);
    }
    expect(symbolsOf(expectOk(await call('/api/stock/by/tag', { tag: 'S&P 500' })))).toHaveLength(MEMBERS.sp500);
    expect(symbolsOf(expectOk(await call('/api/stock/by/tag', { tag: '沪深300' })))).toHaveLength(MEMBERS.csi300);
    const dow = symbolsOf(expectOk(await call('/api/stock/by/tag', { tag: 'dow30' })));
    expect(dow).toContain('NVDA');
    expect(dow).not.toContain('INTC');
  });

  it('filters the stock list by an index tag within a region', async () => {
    expect(expectOk(await call('/api/stock/list', { tag: 'hstech', region: 'US' })).total).toBe(0);
    const hk = expectOk(await call('/api/stock/list', { tag: 'hstech', region: 'HK' }));
    expect(hk.total).toBe(MEMBERS.hstech);
    expect(hk.list.map((stock: { symbol: string }) => stock.symbol)).toContain('0700.HK');
  });

  it('adds the stocks a super tags with an index name to its members', async () => {
    expectOk(await call('/api/stock/meta/create', { symbol: 'BTC-USD', tags: ['hstech'] }, admin));
    const members = symbolsOf(expectOk(await call('/api/stock/by/tag', { tag: 'hstech' })));
    expect(members).toHaveLength(MEMBERS.hstech + 1);
    expect(members).toContain('BTC-USD');
    expectOk(await call('/api/stock/meta/remove', { symbol: 'BTC-USD' }, admin));
  });

  it('queues a backtest over Hang Seng TECH with its members', async () => {
    const res = await call('/api/backtest/mine/create', { name: 'HS Tech', request: { strategy: KD_OVERSOLD, universe: { kind: 'tag', tag: 'hstech' } } });
    const { run } = expectOk(res);
    expect(run.symbols).toEqual([...(INDEX_LISTS.find((list) => list.slug === 'hstech')?.members ?? [])].sort());
    expect(run.progress).toEqual({ done: 0, total: MEMBERS.hstech, stage: null });
    expect(['queued', 'running']).toContain(run.status);
    expectOk(await call('/api/backtest/mine/cancel', { id: run.id }));
    await s.app.backtests.queue.idle();
  });

  it('refuses a backtest over a tag no stock carries, naming the tag in both languages', async () => {
    const body = { name: 'Nothing', request: { strategy: KD_OVERSOLD, universe: { kind: 'tag', tag: 'sp5000' } } };
    const en = expectRefusal(await call('/api/backtest/mine/create', body), 422, 'backtestUnknownTag');
    expect(en.body.field).toBe('request.universe.tag');
    expect(en.body.msg).toBe(MESSAGES.backtestUnknownTag.en.replace('{{tag}}', 'sp5000'));
    const zh = expectRefusal(await call('/api/backtest/mine/create', body, alice, 'zh'), 422, 'backtestUnknownTag');
    expect(zh.body.msg).toBe(MESSAGES.backtestUnknownTag.zh.replace('{{tag}}', 'sp5000'));
  });
});
