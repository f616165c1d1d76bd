import { ASSESS_PAGE_SIZE } from '@signaldesk/contract';
import { CATALOGUE } from '@signaldesk/indicators';
import { SYMBOLS } from '@signaldesk/market-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { assess, verdictOf } from '../src/assess/verdict.js';
import { writeSnapshot } from '../src/quotes/snapshots.js';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  renewedToken,
  signIn,
  signInSuper,
  type SignedIn,
  type TestServer,
  signInMember,
  useServer,
} from './harness.js';

type Readings = Parameters<typeof assess>[0];
const BULL: Readings = { 'matrix.trend': 3, 'matrix.bandOrder': 1, 'chord.quadrant': 3, 'feature.rrtop': -0.01, 'feature.rrbom': 0.8 };
const BEAR: Readings = { 'matrix.trend': 2, 'matrix.bandOrder': -1, 'chord.quadrant': 1, 'feature.rrtop': -0.5, 'feature.rrbom': 0.02 };
const MIXED: Readings = { 'matrix.trend': 3, 'matrix.bandOrder': 0, 'chord.quadrant': 4, 'feature.rrtop': -0.2, 'feature.rrbom': 0.3 };

describe('the verdict of one snapshot', () => {
  it('adds the points of trend, band order, large-wave phase and the distance from the 1-year high and low', () => {
    expect(assess(BULL)).toEqual({
      verdict: 'bull',
      score: 5,
      reasons: [
        { factor: 'trend', code: 'bull', points: 2, value: 3 },
        { factor: 'bandOrder', code: 'bull', points: 1, value: 1 },
        { factor: 'phase', code: 'C', points: 1, value: 3 },
        { factor: 'high', code: 'near', points: 1, value: -0.01 },
        { factor: 'low', code: 'far', points: 0, value: 0.8 },
      ],
    });
    expect(assess(BEAR)).toMatchObject({ verdict: 'bear', score: -5 });
    expect(assess(MIXED)).toMatchObject({ verdict: 'leanBull', score: 1.5 });
  });

  it('says which readings are missing and gives them no points', () => {
    const none = assess({ 'matrix.trend': null, 'matrix.bandOrder': null, 'chord.quadrant': null, 'feature.rrtop': null, 'feature.rrbom': null });
    expect(none.verdict).toBe('neutral');
    expect(none.reasons.map((r) => r.code)).toEqual(['missing', 'missing', 'missing', 'missing', 'missing']);
  });

  it('draws the verdict lines at 3, 1, -1 and -3', () => {
    expect([5, 3, 2.5, 1, 0.5, 0, -0.5, -1, -2.5, -3, -5].map(verdictOf)).toEqual([
      'bull', 'bull', 'leanBull', 'leanBull', 'neutral', 'neutral', 'neutral', 'leanBear', 'leanBear', 'bear', 'bear',
    ]);
  });
});

function values(readings: Readings): (number | null)[] {
  return CATALOGUE.map((field) => (field.id in readings ? readings[field.id as keyof Readings] : 0));
}

describeEachDatabase('assessment list', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let member: SignedIn;
  const call = (body: unknown, who: SignedIn = member) => s.call('/api/stock/assess/list', body, { token: who.token });
  const snapshot = (symbol: string, readings: Readings) => writeSnapshot(s.services.db, symbol, '1d', s.clock.now(), values(readings), s.clock.now());

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    member = await signInMember(s, admin.token);
    await snapshot('AAPL', BULL);
    await snapshot('MSFT', MIXED);
    await snapshot('TSLA', BEAR);
    await snapshot('0700.HK', MIXED);
    expectOk(await s.call('/api/stock/meta/create', { symbol: 'TSLA', tags: ['EV'] }, { token: admin.token }));
    expectOk(await s.call('/api/stock/meta/create', { symbol: 'AAPL', tags: ['EV', 'Phones'] }, { token: admin.token }));
  });

  it('answers every symbol with a daily snapshot, best score first, with its reasons and the counts per verdict', async () => {
    const all = expectOk(await call({}));
    expect(all.list.map((a: { stock: { symbol: string } }) => a.stock.symbol)).toEqual(['AAPL', 'MSFT', '0700.HK', 'TSLA']);
    expect(all.list[0]).toMatchObject({ verdict: 'bull', score: 5, ts: s.clock.now(), stock: { symbol: 'AAPL', tags: ['EV', 'Phones'] } });
    expect(all.list[0].reasons).toHaveLength(5);
    expect(all).toMatchObject({ total: 4, page: 1, pending: SYMBOLS.length - 4 });
    expect(all.verdicts).toEqual({ bull: 1, leanBull: 2, neutral: 0, leanBear: 0, bear: 1 });
  });

  it('sorts by any column either way and filters by region, verdict and label', async () => {
    const order = async (body: object) => expectOk(await call(body)).list.map((a: { stock: { symbol: string } }) => a.stock.symbol);
    expect(await order({ order: 'score', direction: 'asc' })).toEqual(['TSLA', 'MSFT', '0700.HK', 'AAPL']);
    expect(await order({ order: 'symbol', direction: 'asc' })).toEqual(['0700.HK', 'AAPL', 'MSFT', 'TSLA']);
    expect(await order({ order: 'high', direction: 'desc' })).toEqual(['AAPL', 'MSFT', '0700.HK', 'TSLA']);
    expect(await order({ order: 'low', direction: 'asc' })).toEqual(['TSLA', 'MSFT', '0700.HK', 'AAPL']);
    expect(await order({ region: 'HK' })).toEqual(['0700.HK']);
    expect(await order({ verdict: 'leanBull' })).toEqual(['MSFT', '0700.HK']);
    expect(await order({ tag: 'ev' })).toEqual(['AAPL', 'TSLA']);
    expect(expectOk(await call({ tag: 'no-such-label' }))).toMatchObject({ list: [], total: 0, pending: 0 });
    expect(expectOk(await call({ page: 2 })).list).toEqual([]);
    expect(ASSESS_PAGE_SIZE).toBe(50);
  });

  it('assesses a snapshot again once it is recomputed', async () => {
    s.clock.advance(86_400);
    member = { ...member, token: await renewedToken(s, member.token) };
    await snapshot('TSLA', BULL);
    const tesla = expectOk(await call({ tag: 'EV', order: 'symbol', direction: 'desc' })).list[0];
    expect(tesla).toMatchObject({ stock: { symbol: 'TSLA' }, verdict: 'bull', ts: s.clock.now() });
  });

  it('refuses bad orders and regions with a clear message, and traders without a subscription', async () => {
    expectRefusal(await call({ order: 'price' }), 422, 'invalidField');
    expectRefusal(await call({ region: 'EU' }), 422, 'invalidField');
    expectRefusal(await call({}, await signIn(s)), 403, 'forbidden');
  });
});
