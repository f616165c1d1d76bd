import { ANNOTATION_LIMITS } from '@signaldesk/contract';
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

const CANDLE = 1_767_225_600;
const MARKUP = '<img src=x onerror="alert(1)"><b>bold</b> & <script>x()</script>';

describeEachDatabase('annotations', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let plain: SignedIn;

  const member = () => signInMember(s, admin.token);
  const call = (path: string, body: unknown, who: SignedIn, headers: Record<string, string> = {}) =>
    s.call(`/api/stock/annotion/${path}`, body, { token: who.token, headers });
  const create = async (who: SignedIn, body: Record<string, unknown> = {}) =>
    expectOk(await call('create', { symbol: 'AAPL', duration: '1d', ts: CANDLE, title: 'Breakout', mark: 'Closed above the band', ...body }, who))
      .annotation;
  const list = async (who: SignedIn, symbol = 'AAPL', duration = '1d') => expectOk(await call('list', { symbol, duration }, who)).list;

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    alice = await member();
    bob = await member();
    plain = await signIn(s);
  });

  it('creates, lists per symbol and duration, updates only what is sent and removes by idx', async () => {
    const created = await create(alice, { symbol: 'msft' });
    expect(created).toEqual({
      aid: expect.any(String),
      symbol: 'MSFT',
      duration: '1d',
      ts: CANDLE,
      title: 'Breakout',
      mark: 'Closed above the band',
      createdAt: s.clock.now(),
    });
    const later = await create(alice, { symbol: 'MSFT', ts: CANDLE - 86_400, title: 'Earlier' });
    expect((await list(alice, 'MSFT')).map((a: { aid: string }) => a.aid)).toEqual([later.aid, created.aid]);
    expect(await list(alice, 'MSFT', '1wk')).toEqual([]);

    s.clock.advance(60);
    const updated = expectOk(await call('update', { aid: created.aid, title: 'Retest' }, alice)).annotation;
    expect(updated).toEqual({ ...created, title: 'Retest' });
    const notes = expectOk(await call('update', { aid: created.aid, mark: '' }, alice)).annotation;
    expect(notes).toMatchObject({ title: 'Retest', mark: '', createdAt: created.createdAt });

    expect(expectOk(await call('remove', { idx: created.aid }, alice))).toBeNull();
    expect((await list(alice, 'MSFT')).map((a: { aid: string }) => a.aid)).toEqual([later.aid]);
    expectRefusal(await call('remove', { idx: created.aid }, alice), 404, 'annotationNotFound');
  });

  it("shows a trader only their own annotations and refuses changes to someone else's as missing", async () => {
    const mine = await create(alice, { symbol: 'NVDA' });
    expect(await list(bob, 'NVDA')).toEqual([]);
    expectRefusal(await call('update', { aid: mine.aid, title: 'Hijacked' }, bob), 404, 'annotationNotFound');
    expectRefusal(await call('remove', { idx: mine.aid }, bob), 404, 'annotationNotFound');
    expect(await list(alice, 'NVDA')).toEqual([mine]);
  });

  it('refuses an empty symbol with its own text in both languages, and other bad fields by name', async () => {
    const base = { duration: '1d', ts: CANDLE, title: 'x' };
    const en = expectRefusal(await call('create', { ...base, symbol: '   ' }, alice), 422, 'annotationSymbolRequired');
    expect(en.body).toMatchObject({ field: 'symbol', msg: 'Symbol cannot be empty' });
    const zh = expectRefusal(await call('create', base, alice, { 'accept-language': 'zh-CN' }), 422, 'annotationSymbolRequired');
    expect(zh.body.msg).toBe('股票代码不能为空');
    expectRefusal(await call('list', { symbol: '', duration: '1d' }, alice), 422, 'annotationSymbolRequired');
    expectRefusal(await call('create', { ...base, symbol: 'NOT A SYMBOL' }, alice), 422, 'symbolInvalid');
    expectRefusal(await call('create', { ...base, symbol: 'NOSUCH' }, alice), 404, 'unknownSymbol');
    expect(expectRefusal(await call('create', { ...base, symbol: 'AAPL', duration: '2d' }, alice), 422, 'invalidField').body.field).toBe(
      'duration',
    );
    const long = 'x'.repeat(ANNOTATION_LIMITS.titleLength + 1);
    expect(expectRefusal(await call('create', { ...base, symbol: 'AAPL', title: long }, alice), 422, 'invalidField').body.field).toBe('title');
    expect(expectRefusal(await call('update', { aid: 'a', isAdmin: true }, alice), 422, 'unknownField').body.field).toBe('isAdmin');
  });

  it('annotates an option contract chart by its code', async () => {
    const contract = await create(alice, { symbol: 'AAPL260116C00150000' });
    expect(contract.symbol).toBe('AAPL260116C00150000');
    expectRefusal(await call('create', { symbol: 'NOTACONTRACTCODE', duration: '1d', ts: CANDLE }, alice), 404, 'unknownSymbol');
  });

  it('keeps markup as plain text, answered as JSON exactly as written', async () => {
    const written = await create(alice, { symbol: 'TSLA', title: MARKUP, mark: `${MARKUP}\nline two` });
    const res = await call('list', { symbol: 'TSLA', duration: '1d' }, alice);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(expectOk(res)).toEqual({ list: [written] });
    expect(written.title).toBe(MARKUP);
    expect(written.mark).toBe(`${MARKUP}\nline two`);
  });

  it('is for members: a plain user is refused', async () => {
    expectRefusal(await call('list', { symbol: 'AAPL', duration: '1d' }, plain), 403, 'forbidden');
    expectRefusal(await call('create', { symbol: 'AAPL', duration: '1d', ts: CANDLE }, plain), 403, 'forbidden');
  });

  it("lets super list every trader's annotations, by symbol, and remove anyone's", async () => {
    const ofAlice = await create(alice, { symbol: 'AMZN', title: 'Alice' });
    s.clock.advance(1);
    const ofBob = await create(bob, { symbol: 'AMZN', title: 'Bob' });
    const bySymbol = expectOk(await call('admin/list', { symbol: 'amzn', page: 1, pageSize: 10 }, admin));
    expect(bySymbol.total).toBe(2);
    expect(bySymbol.list.map((a: { aid: string }) => a.aid)).toEqual([ofBob.aid, ofAlice.aid]);
    expect(bySymbol.list[1]).toMatchObject({ ...ofAlice, userid: alice.user.userid, email: alice.email, username: expect.any(String) });

    const all = expectOk(await call('admin/list', { page: 1, pageSize: 200 }, admin));
    expect(all.total).toBeGreaterThan(2);
    expect(all.list.map((a: { symbol: string }) => a.symbol)).toEqual(expect.arrayContaining(['AMZN', 'NVDA', 'TSLA']));
    const firstPage = expectOk(await call('admin/list', { page: 1, pageSize: 1 }, admin));
    expect(firstPage.list).toHaveLength(1);
    expect(firstPage.total).toBe(all.total);

    expectRefusal(await call('admin/list', { page: 1 }, alice), 403, 'forbidden');
    expectRefusal(await call('admin/remove', { idx: ofBob.aid }, alice), 403, 'forbidden');
    expect(expectOk(await call('admin/remove', { idx: ofBob.aid }, admin))).toBeNull();
    expect(await list(bob, 'AMZN')).toEqual([]);
    expectRefusal(await call('admin/remove', { idx: ofBob.aid }, admin), 404, 'annotationNotFound');
  });

  it(`stops a trader at ${ANNOTATION_LIMITS.perUser} annotations`, async () => {
    const carol = await member();
    const rows = Array.from({ length: ANNOTATION_LIMITS.perUser }, (_, i) => ({
      aid: `filler-${kind}-${i}`,
      userid: carol.user.userid,
      symbol: 'AAPL',
      duration: '1d',
      ts: CANDLE,
      title: '',
      mark: '',
      created_at: CANDLE,
      updated_at: CANDLE,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await s.services.db.insertInto('annotations').values(rows.slice(start, start + 500)).execute();
    }
    expectRefusal(await call('create', { symbol: 'AAPL', duration: '1d', ts: CANDLE }, carol), 409, 'annotationLimitReached');
    expect(await create(alice)).toMatchObject({ symbol: 'AAPL' });
  });
});
