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

describeEachDatabase('featured ideas', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let member: SignedIn;
  const call = (path: string, body: unknown, who: SignedIn = admin) => s.call(`/api/stock/featured/${path}`, body, { token: who.token });
  const list = async (body: object = {}) => expectOk(await call('list', body, member)).list;
  const add = async (body: object) => expectOk(await call('create', body)).item;

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    member = await signInMember(s, admin.token);
  });

  it('adds ideas with their reasons, lists them newest first and by label, and updates only what is sent', async () => {
    const nvda = await add({ symbol: 'nvda', title: 'Breakout over the band', reason: 'Bull order, phase C', tags: 'AI, Chips' });
    expect(nvda).toEqual({
      idx: expect.any(String),
      stock: expect.objectContaining({ symbol: 'NVDA', region: 'US' }),
      title: 'Breakout over the band',
      reason: 'Bull order, phase C',
      tags: ['AI', 'Chips'],
      pushed: 0,
      pushedAt: null,
      createdAt: s.clock.now(),
      updatedAt: s.clock.now(),
    });
    s.clock.advance(60);
    const tencent = await add({ symbol: '0700.HK', title: 'Rebound from the 1-year low', tags: ['Games'] });
    expect((await list()).map((item: { idx: string }) => item.idx)).toEqual([tencent.idx, nvda.idx]);
    expect((await list({ tag: 'chips' })).map((item: { idx: string }) => item.idx)).toEqual([nvda.idx]);
    expect(await list({ tag: 'no-such-label' })).toEqual([]);

    s.clock.advance(60);
    const updated = expectOk(await call('update', { idx: nvda.idx, reason: 'Bull order, phase C, near the high' })).item;
    expect(updated).toEqual({ ...nvda, reason: 'Bull order, phase C, near the high', updatedAt: s.clock.now() });
  });

  it('pushes an idea: pushed becomes 1 and the push is recorded in featured_pushes, delivered to the members', async () => {
    const [item] = await list();
    s.clock.advance(60);
    const pushed = expectOk(await call('push', { idx: item.idx })).item;
    expect(pushed).toMatchObject({ idx: item.idx, pushed: 1, pushedAt: s.clock.now() });
    expect((await list())[0]).toMatchObject({ idx: item.idx, pushed: 1 });
    const records = await s.services.db.selectFrom('featured_pushes').selectAll().execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ idx: item.idx, symbol: item.stock.symbol, title: item.title, pushed_by: admin.user.userid });
    expect(Number(records[0]?.pushed_at)).toBe(s.clock.now());
    expect(Number(records[0]?.delivered_at)).toBe(s.clock.now());
  });

  it('removes one idea, then clears all, keeping the pushes on record', async () => {
    const before = await list();
    expect(expectOk(await call('remove', { idx: before[1].idx }))).toBeNull();
    expectRefusal(await call('remove', { idx: before[1].idx }), 404, 'featuredNotFound');
    expect(await list()).toHaveLength(1);
    expect(expectOk(await call('clear', {}))).toEqual({ removed: 1 });
    expect(await list()).toEqual([]);
    expect(await s.services.db.selectFrom('featured_pushes').selectAll().execute()).toHaveLength(1);
  });

  it('refuses admin calls from members with 403, and bad input with a clear 4xx', async () => {
    const item = await add({ symbol: 'AAPL', title: 'Hold' });
    expectRefusal(await call('create', { symbol: 'AAPL', title: 'Mine' }, member), 403, 'forbidden');
    expectRefusal(await call('update', { idx: item.idx, title: 'Mine' }, member), 403, 'forbidden');
    expectRefusal(await call('remove', { idx: item.idx }, member), 403, 'forbidden');
    expectRefusal(await call('clear', {}, member), 403, 'forbidden');
    expectRefusal(await call('push', { idx: item.idx }, member), 403, 'forbidden');
    expect(await list()).toHaveLength(1);
    expectRefusal(await call('create', { symbol: 'NOSUCH', title: 'x' }), 404, 'unknownSymbol');
    expectRefusal(await call('create', { symbol: 'AAPL', title: ' ' }), 422, 'invalidField');
    expectRefusal(await call('push', { idx: 'missing' }), 404, 'featuredNotFound');
    expectRefusal(await call('update', { idx: 'missing', title: 'x' }), 404, 'featuredNotFound');
    expectRefusal(await call('list', {}, await signIn(s)), 403, 'forbidden');
  });
});
