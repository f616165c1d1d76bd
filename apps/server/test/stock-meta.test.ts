import { LABEL_COLOURS, labelSlug, SYMBOL_TYPES } from '@signaldesk/contract';
import { SYMBOLS } from '@signaldesk/market-data';
import { beforeAll, expect, it } from 'vitest';
import { labelId } from '../src/stocks/labels.js';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  signInSuper,
  type SignedIn,
  type TestServer,
  signInMember,
  useServer,
} from './harness.js';

const symbols = (reply: { list: { symbol: string }[] }) => reply.list.map((stock) => stock.symbol);

describeEachDatabase('stock list filters, labels and stock-meta administration', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let member: SignedIn;

  const call = (path: string, body: unknown, who: SignedIn = member) => s.call(path, body, { token: who.token });

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    member = await signInMember(s, admin.token);
    expectOk(await call('/api/stock/meta/create', { symbol: 'NVDA', tags: 'Cloud AI, Chips', intro: 'Graphics chips' }, admin));
    expectOk(await call('/api/stock/meta/create', { symbol: 'MSFT', tags: ['cloud ai'], intro: 'Software' }, admin));
    expectOk(await call('/api/stock/meta/create', { symbol: '0700.HK', tags: ['Cloud AI', '游戏'] }, admin));
  });

  it('makes labels of the tags: one per slug, titled as most stocks spell it, with a stable id and one of 10 colours', async () => {
    const { list } = expectOk(await call('/api/stock/labels', {}));
    expect(list.map((label: { slug: string }) => label.slug)).toEqual(['cloud-ai', 'chips', '游戏']);
    const cloud = list[0];
    expect(cloud).toEqual({ id: labelId('cloud-ai'), title: 'Cloud AI', slug: 'cloud-ai', color: LABEL_COLOURS[labelId('cloud-ai') % 10], count: 3 });
    expect(LABEL_COLOURS).toHaveLength(10);
    expect(labelSlug('  Cloud / AI ')).toBe('cloud-ai');
  });

  it('lists the stocks of a label by slug or by the tag as typed, within a folder, largest first', async () => {
    const bySlug = expectOk(await call('/api/stock/list', { tag: 'cloud-ai' }));
    expect(symbols(bySlug)).toEqual(['MSFT', 'NVDA', '0700.HK'].sort((a, b) => cap(b) - cap(a)));
    expect(bySlug.list.find((stock: { symbol: string }) => stock.symbol === 'NVDA').tags).toEqual(['Cloud AI', 'Chips']);
    expect(symbols(expectOk(await call('/api/stock/list', { tag: 'Cloud AI', region: 'HK' })))).toEqual(['0700.HK']);
    expect(symbols(expectOk(await call('/api/stock/list', { tag: '游戏' })))).toEqual(['0700.HK']);
    expect(expectOk(await call('/api/stock/list', { tag: 'no-such-label' }))).toEqual({ list: [], total: 0, page: 1 });
    expect(symbols(expectOk(await call('/api/stock/by/tag', { tag: 'CLOUD-AI' }))).sort()).toEqual(['0700.HK', 'MSFT', 'NVDA']);
  });

  it('filters the stock list to indices, funds and US symbols with options', async () => {
    const count = (keep: (info: (typeof SYMBOLS)[number]) => boolean) => SYMBOLS.filter(keep).length;
    const indices = expectOk(await call('/api/stock/list', { filter: 'index' }));
    expect(indices.total).toBe(count((info) => info.type === SYMBOL_TYPES.index));
    expect(indices.list.every((stock: { type: number }) => stock.type === SYMBOL_TYPES.index)).toBe(true);
    const funds = expectOk(await call('/api/stock/list', { filter: 'etf', region: 'US' }));
    expect(funds.total).toBe(count((info) => info.type === SYMBOL_TYPES.etf && info.region === 'US'));
    const options = expectOk(await call('/api/stock/list', { filter: 'option' }));
    expect(options.total).toBe(count((info) => info.region === 'US' && info.type !== SYMBOL_TYPES.index));
    expect(expectOk(await call('/api/stock/list', { filter: 'option', region: 'HK' })).total).toBe(0);
    expectRefusal(await call('/api/stock/list', { filter: 'bonds' }), 422, 'invalidField');
    expectRefusal(await call('/api/stock/list', { region: 'EU' }), 422, 'invalidField');
  });

  it('lists the metas for super, newest change first, filtered by symbol; others are refused', async () => {
    s.clock.advance(60);
    expectOk(await call('/api/stock/meta/update', { symbol: 'NVDA', intro: 'GPUs' }, admin));
    const all = expectOk(await call('/api/stock/meta/list', {}, admin));
    expect(all.total).toBe(3);
    expect(all.list[0]).toMatchObject({ symbol: 'NVDA', intro: 'GPUs', tags: ['Cloud AI', 'Chips'], name: expect.any(String), region: 'US' });
    expect(symbols(expectOk(await call('/api/stock/meta/list', { symbol: 'ms' }, admin)))).toEqual(['MSFT']);
    expect(expectOk(await call('/api/stock/atom', { symbol: 'NVDA' })).meta.intro).toBe('GPUs');
    for (const path of ['/api/stock/meta/list', '/api/stock/meta/create', '/api/stock/meta/remove', '/api/stock/stats/reset', '/api/stock/symbols/reset']) {
      expectRefusal(await call(path, { symbol: 'NVDA' }), 403, 'forbidden');
    }
  });
});

function cap(symbol: string): number {
  return SYMBOLS.find((info) => info.symbol === symbol)?.cap ?? 0;
}
