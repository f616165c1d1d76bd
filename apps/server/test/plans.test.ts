/**
 * Walks every claim of the plans (the contract's ENTITLEMENTS, the list the pricing page, the membership card and
 * the no-access page show) as a holder of each plan: the plan that claims it and every plan above can do it, a plain
 * user and every plan below are refused, in both languages.
 */
import {
  type Call,
  calls,
  ENTITLEMENTS,
  type Entitlement,
  formatMessage,
  MESSAGES,
  NOTIFICATION_NAMESPACE,
  PAYMENT_PLAN_IDS,
  PAYMENT_PLANS,
  type Plan,
  PLANS,
  planRank,
  TICKET_TIERS,
  type TicketType,
} from '@signaldesk/contract';
import { SYMBOLS } from '@signaldesk/market-data';
import { io } from 'socket.io-client';
import { beforeAll, expect, it } from 'vitest';
import { subscriberFavourites } from '../src/userstock/userStocks.js';
import { validBody } from './callFixtures.js';
import { browserPushKeys } from './messengerFakes.js';
import { describeEachDatabase, type SignedIn, signIn, signInMember, signInSuper, type TestServer, useServer } from './harness.js';

/** A plain user holds no plan; the rest hold the plan they are named after. */
type Holder = 'user' | Plan;
const HOLDERS: readonly Holder[] = ['user', ...PLANS];
const rank = (holder: Holder) => (holder === 'user' ? -1 : planRank(holder));

/** The ticket a buyer of each plan gets, read from what is sold. */
function soldTicket(plan: Plan): TicketType {
  const sold = PAYMENT_PLAN_IDS.find((id) => TICKET_TIERS[PAYMENT_PLANS[id].ticketType].plan === plan);
  if (!sold) throw new Error(`${plan} is not sold`);
  return PAYMENT_PLANS[sold].ticketType;
}

const CALLS_BY_PATH = new Map<string, Call>(
  Object.values(calls).flatMap((group) => Object.values(group as Record<string, Call>).map((call) => [call.path, call] as const)),
);

/** The refusals that mean "not your plan"; any other answer is the call doing its work. */
const PLAN_REFUSALS = ['forbidden', 'needsPlus', 'webPushNeedsPromax'];

type Outcome = 'allowed' | 'refused';

/** Socket namespaces behind the handshakes an entitlement names. */
const HANDSHAKES: Record<string, string> = {
  'the chart socket handshake': '/',
  'the notification socket handshake': NOTIFICATION_NAMESPACE,
};

describeEachDatabase('plans', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let url: string;
  const holders = new Map<Holder, SignedIn>();
  let victimUserid: string;

  beforeAll(async () => {
    s = server();
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signInSuper(s);
    holders.set('user', await signIn(s));
    for (const plan of PLANS) holders.set(plan, await signInMember(s, admin.token, soldTicket(plan)));
    victimUserid = (await signIn(s)).user.userid;
  });

  /** Bodies that exercise the claim itself where the general fixture exercises something else. */
  const claimBodies: Record<string, (holder: Holder) => Record<string, unknown>> = {
    '/api/messenger/push/subscribe': (holder) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/plans-${kind}-${holder}`, keys: browserPushKeys() }),
    '/api/messenger/channel/update': () => ({ channel: 'webpush', mode: 'on' }),
    '/api/backtest/mine/create': (holder) => ({
      name: `Plans ${holder}`,
      request: { strategy: { entry: { day: { 'kd.k': { max: 20 } } } }, universe: { kind: 'symbol', symbol: 'AAPL' } },
    }),
  };

  async function callAs(holder: Holder, path: string): Promise<Outcome> {
    const call = CALLS_BY_PATH.get(path);
    if (!call) throw new Error(`${path} is not a call of the contract`);
    const body = claimBodies[path]?.(holder) ?? (await validBody(call, { server: s, victimUserid }));
    const res = await s.call(call.path, body, { token: holders.get(holder)?.token });
    const where = `${path} as ${holder}: ${res.text}`;
    expect(res.status, where).toBeLessThan(500);
    if (res.status === 403 || res.status === 422) {
      expect(PLAN_REFUSALS, where).toContain(res.body.key);
      return 'refused';
    }
    expect(res.status, where).toBe(200);
    return 'allowed';
  }

  function handshakeAs(holder: Holder, namespace: string): Promise<Outcome> {
    const socket = io(`${url}${namespace === '/' ? '' : namespace}`, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: holders.get(holder)?.token },
    });
    return new Promise<Outcome>((resolve, reject) => {
      socket.once('connect', () => resolve('allowed'));
      socket.once('connect_error', (error: Error & { data?: { key?: string } }) =>
        error.data?.key === 'forbidden' ? resolve('refused') : reject(new Error(`${namespace} as ${holder}: ${error.message}`)),
      );
    }).finally(() => socket.disconnect());
  }

  /** The 15-minute update keeps fresh the favourites its job reads; each holder favours a symbol of their own. */
  async function favouriteKeptFresh(holder: Holder): Promise<Outcome> {
    const symbol = SYMBOLS.filter((item) => item.region === 'US')[HOLDERS.indexOf(holder)]?.symbol as string;
    const res = await s.call('/api/userstock/feature', { symbol }, { token: holders.get(holder)?.token });
    if (res.status === 403) return 'refused';
    expect(res.status, res.text).toBe(200);
    return (await subscriberFavourites(s.services.db, s.services.now)()).includes(symbol) ? 'allowed' : 'refused';
  }

  /** A run over a whole market's list (about 570 US symbols) fits Plus's limits and not Standard's; it is cancelled at once. */
  async function wholeMarketBacktest(holder: Holder): Promise<Outcome> {
    const token = holders.get(holder)?.token;
    const request = {
      strategy: { entry: { day: { 'kd.k': { max: 20 } } }, from: '2025-01-01', to: '2025-03-31' },
      universe: { kind: 'region', region: 'US' },
    };
    const res = await s.call('/api/backtest/mine/create', { name: `Whole market ${holder}`, request }, { token });
    if (res.status === 403 || (res.status === 422 && res.body.key === 'backtestSymbolsPerRun')) return 'refused';
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.run.status).not.toBe('failed');
    expect((await s.call('/api/backtest/mine/remove', { id: res.body.data.run.id }, { token })).status).toBe(200);
    return 'allowed';
  }

  /** Every way the claim is enforced, as one holder; the outcomes must agree. */
  async function outcomesOf(entitlement: Entitlement, holder: Holder): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (const path of entitlement.calls) outcomes.push(await callAs(holder, path));
    for (const place of entitlement.enforcedIn) {
      const namespace = HANDSHAKES[place];
      if (namespace !== undefined) outcomes.push(await handshakeAs(holder, namespace));
    }
    if (entitlement.id === 'freshFavourites') outcomes.push(await favouriteKeptFresh(holder));
    if (entitlement.id === 'biggerBacktests') outcomes.push(await wholeMarketBacktest(holder));
    return outcomes;
  }

  for (const entitlement of ENTITLEMENTS) {
    it(`${entitlement.id}: ${entitlement.plan} and above can, every plan below cannot`, async () => {
      for (const holder of HOLDERS) {
        const outcomes = await outcomesOf(entitlement, holder);
        expect(outcomes.length, `${entitlement.id} has no probe`).toBeGreaterThan(0);
        const expected: Outcome = rank(holder) >= planRank(entitlement.plan) ? 'allowed' : 'refused';
        expect(outcomes, `${entitlement.id} as ${holder}`).toEqual(outcomes.map(() => expected));
      }
    });
  }

  it('says which plan opens a refused claim, in English and Chinese', async () => {
    const token = holders.get('standard')?.token;
    for (const lang of ['en', 'zh'] as const) {
      const headers = { 'accept-language': lang };
      const options = await s.call('/api/stock/options', { symbol: 'AAPL' }, { token, headers });
      expect({ status: options.status, key: options.body.key, msg: options.body.msg }).toEqual({
        status: 403,
        key: 'needsPlus',
        msg: formatMessage('needsPlus', lang),
      });
      const push = await s.call('/api/messenger/channel/update', { channel: 'webpush', mode: 'on' }, { token: holders.get('plus')?.token, headers });
      expect({ status: push.status, key: push.body.key, msg: push.body.msg }).toEqual({
        status: 422,
        key: 'webPushNeedsPromax',
        msg: MESSAGES.webPushNeedsPromax[lang],
      });
    }
  });
});
