import { DRAWING_LIMITS } from '@signaldesk/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  signIn,
  signInMember,
  signInSuper,
  type SignedIn,
  type TestServer,
  useServer,
} from './harness.js';

const DAY_BAR = 1_767_225_600;
const TREND = {
  symbol: 'AAPL',
  duration: '1d',
  kind: 'trend',
  points: [
    { time: DAY_BAR, price: 250 },
    { time: DAY_BAR + 10 * 86_400, price: 262.5 },
  ],
};

describeEachDatabase('chart drawings', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let plain: SignedIn;

  const call = (path: string, body: unknown, who: SignedIn, headers: Record<string, string> = {}) =>
    s.call(`/api/chart/drawing/${path}`, body, { token: who.token, headers });
  const save = async (who: SignedIn, body: Record<string, unknown> = {}) => expectOk(await call('save', { ...TREND, ...body }, who)).drawing;
  const list = async (who: SignedIn, symbol = 'AAPL', duration = '1d') => expectOk(await call('list', { symbol, duration }, who)).list;

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    alice = await signInMember(s, admin.token);
    bob = await signInMember(s, admin.token);
    plain = await signIn(s);
  });

  it('keeps each of the six kinds per symbol and duration, replaces one by its id and deletes it', async () => {
    const point = (days: number, price: number) => ({ time: DAY_BAR + days * 86_400, price });
    const bodies = [
      { kind: 'trend', points: [point(0, 250), point(5, 260)] },
      { kind: 'horizontal', points: [point(2, 255.25)] },
      { kind: 'ray', points: [point(1, 251), point(3, 253)] },
      { kind: 'rectangle', points: [point(0, 248), point(4, 258)] },
      { kind: 'fibonacci', points: [point(0, 240), point(9, 270)] },
      { kind: 'note', points: [point(6, 262)], text: '  Earnings gap  ' },
    ];
    // All in one second: the list keeps the order they were drawn in.
    const kept = [];
    for (const body of bodies) kept.push(await save(alice, { symbol: 'msft', ...body }));
    expect(kept.map((d) => d.kind)).toEqual(['trend', 'horizontal', 'ray', 'rectangle', 'fibonacci', 'note']);
    expect(kept[5]).toEqual({
      id: expect.any(String),
      symbol: 'MSFT',
      duration: '1d',
      kind: 'note',
      points: [point(6, 262)],
      text: 'Earnings gap',
      updatedAt: expect.any(Number),
    });
    expect(await list(alice, 'MSFT')).toEqual(kept);
    expect(await list(alice, 'MSFT', '1wk')).toEqual([]);

    const moved = await save(alice, { id: kept[0].id, symbol: 'MSFT', kind: 'trend', points: [point(1, 251), point(6, 261)] });
    expect(moved).toEqual({ ...kept[0], points: [point(1, 251), point(6, 261)], updatedAt: s.clock.now() });
    expect((await list(alice, 'MSFT'))[0]).toEqual(moved);
    expectRefusal(await call('save', { ...TREND, id: kept[0].id, duration: '1wk', symbol: 'MSFT' }, alice), 404, 'drawingNotFound');

    expect(expectOk(await call('remove', { id: kept[1].id }, alice))).toBeNull();
    expect((await list(alice, 'MSFT')).map((d: { id: string }) => d.id)).toEqual([kept[0].id, ...kept.slice(2).map((d) => d.id)]);
    expectRefusal(await call('remove', { id: kept[1].id }, alice), 404, 'drawingNotFound');
  });

  it("never shows a trader another's drawings, and refuses changing or deleting them as missing", async () => {
    const mine = await save(alice, { symbol: 'NVDA' });
    expect(await list(bob, 'NVDA')).toEqual([]);
    expect(await list(admin, 'NVDA')).toEqual([]);
    expectRefusal(await call('save', { ...TREND, symbol: 'NVDA', id: mine.id }, bob), 404, 'drawingNotFound');
    expectRefusal(await call('remove', { id: mine.id }, bob), 404, 'drawingNotFound');
    expect(await list(alice, 'NVDA')).toEqual([mine]);
    // Bob's own save with Alice's id did not create anything either.
    expect(await list(bob, 'NVDA')).toEqual([]);
  });

  it('is for members: a plain user is refused before the body is read', async () => {
    expectRefusal(await call('list', { symbol: 'AAPL', duration: '1d' }, plain), 403, 'forbidden');
    expectRefusal(await call('save', TREND, plain), 403, 'forbidden');
    expectRefusal(await call('save', { ...TREND, kind: 'spiral' }, plain), 403, 'forbidden');
    expectRefusal(await s.call('/api/chart/drawing/list', { symbol: 'AAPL', duration: '1d' }), 401, 'unauthorized');
  });

  it('refuses bad kinds, anchors and notes by field with their own texts in both languages', async () => {
    const refused = async (body: Record<string, unknown>, key: string, field: string) => {
      const en = expectRefusal(await call('save', { ...TREND, ...body }, alice), 422, key);
      expect(en.body.field).toBe(field);
      const zh = expectRefusal(await call('save', { ...TREND, ...body }, alice, { 'accept-language': 'zh-CN' }), 422, key);
      expect(zh.body.msg).not.toBe(en.body.msg);
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
      return en.body.msg as string;
    };
    expect(await refused({ kind: 'spiral' }, 'drawingKindUnknown', 'kind')).toContain('Fibonacci');
    await refused({ points: [TREND.points[0]] }, 'drawingPointCount', 'points');
    await refused({ kind: 'horizontal' }, 'drawingPointCount', 'points');
    await refused({ points: [] }, 'drawingPointCount', 'points');
    await refused({ points: [...TREND.points, ...TREND.points] }, 'drawingPointCount', 'points');
    await refused({ points: [{ time: -1, price: 1 }, TREND.points[1]] }, 'drawingTimeInvalid', 'points.0.time');
    await refused({ points: [TREND.points[0], { time: DAY_BAR + 0.5, price: 1 }] }, 'drawingTimeInvalid', 'points.1.time');
    await refused({ points: [TREND.points[0], { time: DRAWING_LIMITS.latestTime + 1, price: 1 }] }, 'drawingTimeInvalid', 'points.1.time');
    await refused({ points: [TREND.points[0], { time: DAY_BAR, price: 1e13 }] }, 'drawingPriceInvalid', 'points.1.price');
    await refused({ points: [TREND.points[0], { time: DAY_BAR, price: '12' }] }, 'drawingPriceInvalid', 'points.1.price');
    await refused({ points: [{ time: DAY_BAR, price: 1, extra: 1 }, TREND.points[1]] }, 'unknownField', 'points.0.extra');
    await refused({ kind: 'note', points: [TREND.points[0]], text: '   ' }, 'drawingNoteRequired', 'text');
    expect(await refused({ kind: 'note', points: [TREND.points[0]], text: 'x'.repeat(DRAWING_LIMITS.noteLength + 1) }, 'drawingNoteLength', 'text')).toContain(
      String(DRAWING_LIMITS.noteLength),
    );
    await refused({ text: 'words on a line' }, 'drawingNoteOnly', 'text');
    // Non-finite prices cannot travel in JSON; a NaN written as text is not a number either.
    const nan = await s.call('/api/chart/drawing/save', `{"symbol":"AAPL","duration":"1d","kind":"horizontal","points":[{"time":${DAY_BAR},"price":NaN}]}`, {
      token: alice.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(nan.status).toBe(400);
    expectRefusal(await call('save', { ...TREND, symbol: 'NOSUCH' }, alice), 404, 'unknownSymbol');
    expectRefusal(await call('save', { ...TREND, duration: '2d' }, alice), 422, 'invalidField');
    expect(await save(alice, { kind: 'note', points: [TREND.points[0]], text: 'x'.repeat(DRAWING_LIMITS.noteLength) })).toMatchObject({ kind: 'note' });
  });

  it('keeps a note exactly as written, markup and all, as JSON', async () => {
    const markup = '<img src=x onerror="alert(1)"> & <script>x()</script>';
    const note = await save(alice, { symbol: 'TSLA', kind: 'note', points: [TREND.points[0]], text: markup });
    const res = await call('list', { symbol: 'TSLA', duration: '1d' }, alice);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(expectOk(res)).toEqual({ list: [note] });
    expect(note.text).toBe(markup);
  });

  it(`stops a trader at ${DRAWING_LIMITS.perChart} drawings on one chart, and only on that chart`, async () => {
    const carol = await signInMember(s, admin.token);
    const rows = Array.from({ length: DRAWING_LIMITS.perChart }, (_, i) => ({
      id: `filler-${kind}-${i}`,
      userid: carol.user.userid,
      symbol: 'AAPL',
      duration: '1d',
      kind: 'horizontal',
      points: JSON.stringify([{ time: DAY_BAR, price: 100 + i }]),
      text: '',
      position: i + 1,
      created_at: DAY_BAR,
      updated_at: DAY_BAR,
    }));
    await s.services.db.insertInto('chart_drawings').values(rows).execute();
    const full = expectRefusal(await call('save', TREND, carol), 409, 'drawingLimitReached');
    expect(full.body.msg).toContain(String(DRAWING_LIMITS.perChart));
    // Moving a kept drawing is no new one.
    expect(await save(carol, { id: `filler-${kind}-0`, kind: 'horizontal', points: [{ time: DAY_BAR, price: 99 }] })).toMatchObject({ kind: 'horizontal' });
    expect(await save(carol, { duration: '1wk' })).toMatchObject({ duration: '1wk' });
    expect(await save(alice)).toMatchObject({ symbol: 'AAPL' });
    expect(expectOk(await call('remove', { id: `filler-${kind}-1` }, carol))).toBeNull();
    expect(await save(carol)).toMatchObject({ symbol: 'AAPL' });
    expect(await list(carol)).toHaveLength(DRAWING_LIMITS.perChart);
  });

  it('holds the limit against a flood of saves sent at once', async () => {
    const dave = await signInMember(s, admin.token);
    const answers = await Promise.all(Array.from({ length: DRAWING_LIMITS.perChart + 20 }, () => call('save', { ...TREND, symbol: 'AMZN' }, dave)));
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const kept = (await list(dave, 'AMZN')).length;
    expect(kept).toBe(DRAWING_LIMITS.perChart);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(20);
  });
});
