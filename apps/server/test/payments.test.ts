import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { amountInMinorUnits, PAYMENT_PLANS, TICKET_TIERS } from '@signaldesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { checkoutTicketToken } from '../src/payments/fulfilment.js';
import { STRIPE_WEBHOOK_PATH } from '../src/payments/webhookRoute.js';
import {
  DAY,
  describeEachDatabase,
  expectOk,
  expectRefusal,
  freshIp,
  freshToken,
  quickUser,
  signInSuper,
  snapshotDatabase,
  startServer,
  type TestClock,
  type TestServer,
  toAnswer,
  useServer,
  whoAmI,
} from './harness.js';
import { type FakeEvent, StripeFake } from './stripeFake.js';

const SECRET_KEY = 'sk_test_signaldesk';
const WEBHOOK_SECRET = 'whsec_signaldesk_test';
let clock: TestClock | undefined;
const fake = await new StripeFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, now: () => clock?.now() ?? Math.floor(Date.now() / 1000) }).start();
afterAll(() => fake.close());

const stripeEnv = {
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fake.apiBase,
  STRIPE_CNY_PAYMENT_METHODS: 'alipay,wechat_pay',
};

interface DeliveryOptions {
  timestamp?: number;
  secret?: string;
  /** The signed body; the event's JSON unless given. */
  payload?: string;
  ip?: string;
}

async function deliver(s: TestServer, event: FakeEvent, options: DeliveryOptions = {}) {
  const payload = options.payload ?? JSON.stringify(event);
  const response = await s.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': fake.sign(payload, options) },
  });
  return toAnswer(response);
}

describeEachDatabase('card purchase through Stripe Checkout', (kind) => {
  const server = useServer(kind, { env: stripeEnv });
  let s: TestServer;
  beforeAll(() => {
    s = server();
    clock = s.clock;
  });

  const roleOf = async (token: string) => expectOk(await whoAmI(s, token)).user;
  const ticketsOf = (userid: string) => s.services.db.selectFrom('tickets').selectAll().where('consumer', '=', userid).execute();

  /** A new buyer with an open checkout of this plan; answers its session id. */
  async function buyer(plan: keyof typeof PAYMENT_PLANS = 'standardMonthly', currency: 'usd' | 'cny' = 'usd') {
    const who = await quickUser(s);
    const { sessionId, url } = expectOk(await s.call('/api/pay/checkout', { plan, currency }, { token: who.token }));
    expect(url).toBe(`${fake.apiBase}/pay/${sessionId}`);
    return { ...who, sessionId };
  }

  it('sells by card in USD, and in CNY with Alipay and WeChat Pay as configured', async () => {
    expect(expectOk(await s.call('/api/pay/options'))).toEqual({ card: true, currencies: ['usd', 'cny'], cnyMethods: ['alipay', 'wechat_pay'] });
  });

  it('asks Stripe for a Checkout Session the way the library sends it, priced from the contract', async () => {
    const before = fake.requests.length;
    const { sessionId, userid } = await buyer('standardYearly');
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    const request = sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(request?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: userid,
      metadata: { userid, plan: 'standardYearly' },
      success_url: 'http://signaldesk.test/checkout/return?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://signaldesk.test/pricing?checkout=cancelled',
      allowed_payment_method_types: ['card'],
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: String(PAYMENT_PLANS.standardYearly.prices.usd * 100) } }],
    });
    const row = await s.services.db.selectFrom('payments').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect({ status: row.status, amount: Number(row.amount), ticket: row.ticket }).toEqual({ status: 'open', amount: 100_000, ticket: null });
  });

  it('offers Alipay and WeChat Pay beside card for a CNY price, in Chinese', async () => {
    const before = fake.requests.length;
    const who = await quickUser(s);
    expectOk(await s.call('/api/pay/checkout', { plan: 'plusYearly', currency: 'cny' }, { token: who.token, headers: { 'accept-language': 'zh-CN' } }));
    const form = fake.requests[before]?.form ?? {};
    expect(form.allowed_payment_method_types).toEqual(['card', 'alipay', 'wechat_pay']);
    expect(form.payment_method_options).toEqual({ wechat_pay: { client: 'web' } });
    expect(form.locale).toBe('zh');
    expect(form.line_items[0].price_data).toEqual({
      currency: 'cny',
      unit_amount: String(amountInMinorUnits('plusYearly', 'cny')),
      product_data: { name: PAYMENT_PLANS.plusYearly.name.zh },
    });
  });

  it('issues and activates the plan\'s ticket once, however often the paid event is delivered', async () => {
    const { userid, token, sessionId } = await buyer();
    expect((await roleOf(token)).role).toBe('user');
    const paid = fake.pay(sessionId);
    for (let i = 0; i < 3; i += 1) expect((await deliver(s, paid)).status).toBe(200);
    const tickets = await ticketsOf(userid);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ token: checkoutTicketToken(sessionId), type: 100, days: TICKET_TIERS[100].validityDays, checkedin_at: s.clock.now() });
    const user = await roleOf(token);
    expect(user.role).toBe('member');
    expect(user.exp).toBe(s.clock.now() + 30 * DAY);
    const events = await s.services.db.selectFrom('stripe_events').selectAll().where('event_id', '=', paid.id).execute();
    expect(events).toHaveLength(1);
    const [payment] = expectOk(await s.call('/api/pay/mine', {}, { token })).list;
    expect(payment).toMatchObject({ sessionId, plan: 'standardMonthly', status: 'paid', amount: 15_000, currency: 'usd', ticket: checkoutTicketToken(sessionId) });
    expect(payment.receiptUrl).toMatch(/^https:\/\/pay\.stripe\.com\/receipts\//);
  });

  it('gives one ticket when the browser\'s return and the webhook race', async () => {
    const { userid, token, sessionId } = await buyer('promaxYearly');
    const paid = fake.pay(sessionId);
    const [confirmed, ...delivered] = await Promise.all([
      s.call('/api/pay/checkout/confirm', { sessionId }, { token }),
      deliver(s, paid),
      deliver(s, paid),
      s.call('/api/pay/checkout/confirm', { sessionId }, { token }),
    ]);
    const data = expectOk(confirmed);
    expect(data.payment.status).toBe('paid');
    expect(data.user.role).toBe('vip');
    for (const answer of delivered) expect(answer.status).toBe(200);
    expect(await ticketsOf(userid)).toHaveLength(1);
    expect((await ticketsOf(userid))[0]?.type).toBe(PAYMENT_PLANS.promaxYearly.ticketType);
  });

  it('answers the return before payment with a clear 409, and issues nothing', async () => {
    const { userid, token, sessionId } = await buyer();
    expectRefusal(await s.call('/api/pay/checkout/confirm', { sessionId }, { token }), 409, 'checkoutUnpaid');
    const zh = await s.call('/api/pay/checkout/confirm', { sessionId }, { token, headers: { 'accept-language': 'zh' } });
    expect(zh.body.msg).toBe('付款尚未完成：完成后会立即发放卡券');
    expect(await ticketsOf(userid)).toHaveLength(0);
  });

  it('marks a checkout that expired unpaid, says so on the return in both languages, and keeps it off the buyer\'s list', async () => {
    const { userid, token, sessionId } = await buyer();
    const expired = fake.expire(sessionId);
    for (let i = 0; i < 2; i += 1) expect((await deliver(s, expired)).status).toBe(200);
    const row = await s.services.db.selectFrom('payments').select('status').where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expectRefusal(await s.call('/api/pay/checkout/confirm', { sessionId }, { token }), 409, 'checkoutExpired');
    const zh = await s.call('/api/pay/checkout/confirm', { sessionId }, { token, headers: { 'accept-language': 'zh' } });
    expect(zh.body.msg).toBe('此次结账在付款前已过期，未扣任何款项：请从价格页重新购买');
    expect(expectOk(await s.call('/api/pay/mine', {}, { token })).list).toEqual([]);
    expect(await ticketsOf(userid)).toHaveLength(0);
    expect((await roleOf(token)).role).toBe('user');
  });

  it('marks a refused delayed payment as failed and lists it to the buyer, issuing nothing', async () => {
    const { userid, token, sessionId } = await buyer();
    expect((await deliver(s, fake.refuseDelayed(sessionId))).status).toBe(200);
    expectRefusal(await s.call('/api/pay/checkout/confirm', { sessionId }, { token }), 409, 'checkoutFailed');
    const [payment] = expectOk(await s.call('/api/pay/mine', {}, { token })).list;
    expect(payment).toMatchObject({ sessionId, status: 'failed', ticket: null });
    expect(await ticketsOf(userid)).toHaveLength(0);
  });

  it('keeps a paid checkout paid when an expiry or a refusal arrives after it, out of order', async () => {
    const { userid, token, sessionId } = await buyer();
    const expired = fake.expire(sessionId);
    const refused = fake.refuseDelayed(sessionId);
    expect((await deliver(s, fake.pay(sessionId))).status).toBe(200);
    expect((await deliver(s, expired)).status).toBe(200);
    expect((await deliver(s, refused)).status).toBe(200);
    const [payment] = expectOk(await s.call('/api/pay/mine', {}, { token })).list;
    expect(payment).toMatchObject({ sessionId, status: 'paid' });
    expect(await ticketsOf(userid)).toHaveLength(1);
    expect((await roleOf(token)).role).toBe('member');
  });

  it('refuses a wrong signature, an old timestamp and a body changed after signing, changing nothing', async () => {
    const { userid, sessionId } = await buyer();
    const paid = fake.pay(sessionId);
    const before = await snapshotDatabase(s);
    expectRefusal(await deliver(s, paid, { secret: 'whsec_someone_else' }), 400, 'webhookSignatureInvalid');
    expectRefusal(await deliver(s, paid, { timestamp: s.clock.now() - 301 }), 400, 'webhookSignatureInvalid');
    const signed = JSON.stringify(paid);
    const forged = await s.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload: signed.replace('"livemode":false', '"livemode":true'),
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(signed) },
    });
    expectRefusal(toAnswer(forged), 400, 'webhookSignatureInvalid');
    const unsigned = await s.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: signed, headers: { 'content-type': 'application/json' } });
    expectRefusal(toAnswer(unsigned), 400, 'webhookSignatureInvalid');
    expect(await snapshotDatabase(s)).toEqual(before);
    expect((await deliver(s, paid, { timestamp: s.clock.now() - 290 })).status).toBe(200);
    expect(await ticketsOf(userid)).toHaveLength(1);
  });

  it('a replayed event, even freshly signed, changes nothing a second time', async () => {
    const { userid, token, sessionId } = await buyer();
    expect((await deliver(s, fake.pay(sessionId))).status).toBe(200);
    const refund = fake.refund(sessionId);
    expect((await deliver(s, refund)).status).toBe(200);
    expect((await roleOf(token)).role).toBe('user');
    s.clock.advance(3600);
    expect((await deliver(s, refund)).status).toBe(200);
    const [ticket] = await ticketsOf(userid);
    expect(ticket?.reverted_at).toBe(s.clock.now() - 3600);
  });

  it('takes the ticket back on a full refund, not on a partial one, and the role follows', async () => {
    const { userid, token, sessionId } = await buyer('plusYearly');
    expect((await deliver(s, fake.pay(sessionId))).status).toBe(200);
    expect((await roleOf(token)).role).toBe('vip');
    expect((await deliver(s, fake.refund(sessionId, 100))).status).toBe(200);
    expect((await roleOf(token)).role).toBe('vip');
    expect((await deliver(s, fake.refund(sessionId))).status).toBe(200);
    const user = await roleOf(token);
    expect(user.role).toBe('user');
    expect((await ticketsOf(userid))[0]?.reverted_at).toBe(s.clock.now());
    const [payment] = expectOk(await s.call('/api/pay/mine', {}, { token })).list;
    expect(payment).toMatchObject({ status: 'refunded', revertedAt: s.clock.now() });
  });

  it('takes the ticket back when a dispute is lost, not when it is won', async () => {
    const won = await buyer();
    expect((await deliver(s, fake.pay(won.sessionId))).status).toBe(200);
    expect((await deliver(s, fake.closeDispute(won.sessionId, 'won'))).status).toBe(200);
    expect((await roleOf(won.token)).role).toBe('member');
    const lost = await buyer();
    expect((await deliver(s, fake.pay(lost.sessionId))).status).toBe(200);
    expect((await deliver(s, fake.closeDispute(lost.sessionId, 'lost'))).status).toBe(200);
    expect((await roleOf(lost.token)).role).toBe('user');
    expect(expectOk(await s.call('/api/pay/mine', {}, { token: lost.token })).list[0].status).toBe('disputeLost');
  });

  it('applies a refund that arrives before the checkout\'s completion: the ticket is issued already revoked', async () => {
    const { userid, token, sessionId } = await buyer();
    const paid = fake.pay(sessionId);
    const refund = fake.refund(sessionId);
    expect((await deliver(s, refund)).status).toBe(200);
    expect((await deliver(s, paid)).status).toBe(200);
    const tickets = await ticketsOf(userid);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.reverted_at).not.toBeNull();
    expect((await roleOf(token)).role).toBe('user');
    const confirmed = expectOk(await s.call('/api/pay/checkout/confirm', { sessionId }, { token }));
    expect(confirmed.payment.status).toBe('refunded');
    expect(confirmed.user.role).toBe('user');
  });

  it('completes a payment whose ticket was not issued when Stripe could not be read, once, on the retry', async () => {
    const { userid, token, sessionId } = await buyer();
    const paid = fake.pay(sessionId);
    fake.failingRetrievals = 1;
    expectRefusal(await deliver(s, paid), 502, 'paymentProviderUnavailable');
    expect(fake.failingRetrievals).toBe(0);
    expect(await ticketsOf(userid)).toHaveLength(0);
    expect(await s.services.db.selectFrom('stripe_events').select('event_id').where('event_id', '=', paid.id).execute()).toHaveLength(0);
    expect((await roleOf(token)).role).toBe('user');
    expect((await deliver(s, paid)).status).toBe(200);
    expect((await deliver(s, paid)).status).toBe(200);
    expect(await ticketsOf(userid)).toHaveLength(1);
    expect((await roleOf(token)).role).toBe('member');
  });

  it('acknowledges an event it does not act on, once, without a change', async () => {
    const before = await snapshotDatabase(s);
    const event = fake.event('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(s, event)).status).toBe(200);
    const after = await snapshotDatabase(s);
    expect(after.stripe_events?.length).toBe((before.stripe_events?.length ?? 0) + 1);
    expect({ ...after, stripe_events: [] }).toEqual({ ...before, stripe_events: [] });
  });

  it('acknowledges a paid session of another integration on the same account without a change', async () => {
    const created = await fetch(`${fake.apiBase}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'mode=payment&success_url=https%3A%2F%2Fshop.example%2Fthanks&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=15000',
    });
    const stranger = (await created.json()) as { id: string };
    const before = await snapshotDatabase(s);
    expect((await deliver(s, fake.pay(stranger.id))).status).toBe(200);
    const after = await snapshotDatabase(s);
    expect({ ...after, stripe_events: [] }).toEqual({ ...before, stripe_events: [] });
  });

  it('refuses an oversized body, a body that is not JSON, and hostile checkout input, in both languages', async () => {
    const huge = JSON.stringify({ ...fake.event('customer.created', {}), padding: 'x'.repeat(70 * 1024) });
    expectRefusal(await deliver(s, fake.event('customer.created', {}), { payload: huge }), 413, 'bodyTooLarge');
    const form = await s.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    const who = await quickUser(s);
    expectRefusal(await s.call('/api/pay/checkout', { plan: 'lifetime' }, { token: who.token }), 422, 'invalidField');
    expectRefusal(await s.call('/api/pay/checkout', { plan: 'standardMonthly', amount: 1 }, { token: who.token }), 422, 'unknownField');
    expectRefusal(await s.call('/api/pay/checkout', { plan: 'standardMonthly' }), 401, 'unauthorized');
    expectRefusal(await s.call('/api/pay/checkout/confirm', { sessionId: '../../v1/charges' }, { token: who.token }), 422, 'checkoutNotFound');
    const other = await buyer();
    const zh = expectRefusal(
      await s.call('/api/pay/checkout/confirm', { sessionId: other.sessionId }, { token: who.token, headers: { 'accept-language': 'zh' } }),
      404,
      'checkoutNotFound',
    );
    expect(zh.body.msg).toBe('没有这笔付款');
  });

  it('limits checkouts to 10 a minute per buyer, each one a call to Stripe', async () => {
    const who = await quickUser(s);
    for (let i = 0; i < 10; i += 1) expectOk(await s.call('/api/pay/checkout', { plan: 'standardMonthly' }, { token: who.token }));
    const refused = expectRefusal(await s.call('/api/pay/checkout', { plan: 'standardMonthly' }, { token: who.token }), 429, 'tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectOk(await s.call('/api/pay/checkout', { plan: 'standardMonthly' }, { token: (await quickUser(s)).token }));
  });

  it('shows super every payment beside the tickets, and no one else', async () => {
    const { userid, sessionId, token } = await buyer();
    expect((await deliver(s, fake.pay(sessionId))).status).toBe(200);
    const admin = await signInSuper(s);
    const data = expectOk(await s.call('/api/pay/list', { consumer: userid }, { token: admin.token }));
    expect(data.total).toBe(1);
    expect(data.list[0]).toMatchObject({ sessionId, userid, status: 'paid', ticket: checkoutTicketToken(sessionId) });
    expectRefusal(await s.call('/api/pay/list', {}, { token }), 403, 'forbidden');
  });
});

describe('card purchase without Stripe configured', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('sqlite');
  });
  afterAll(() => s.close());

  it('says so: no card, checkout and webhook answer that purchase goes through the contact page', async () => {
    expect(expectOk(await s.call('/api/pay/options'))).toEqual({ card: false, currencies: [], cnyMethods: [] });
    const who = await quickUser(s);
    expectRefusal(await s.call('/api/pay/checkout', { plan: 'standardMonthly' }, { token: who.token }), 404, 'paymentsUnavailable');
    const zh = await s.call('/api/pay/checkout', { plan: 'standardMonthly' }, { token: who.token, headers: { 'accept-language': 'zh' } });
    expect(zh.body.msg).toBe('本服务器未开通银行卡支付：请通过联系页面购买');
    clock = s.clock;
    expectRefusal(await deliver(s, fake.event('customer.created', {})), 404, 'paymentsUnavailable');
  });
});

describe('the webhook under a flood', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('sqlite', { env: { ...stripeEnv, RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => s.close());

  it('is limited per address like every public call, with Retry-After', async () => {
    clock = s.clock;
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await deliver(s, fake.event('customer.created', {}), { ip })).status).toBe(200);
    const refused = expectRefusal(await deliver(s, fake.event('customer.created', {}), { ip }), 429, 'tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a server that stopped after the payment, before Stripe\'s event reached it', () => {
  it('completes the payment once when Stripe delivers the event to the server started again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-payments-'));
    const env = { ...stripeEnv, DATA_DIR: dataDir };
    try {
      const before = await startServer('sqlite', { env });
      clock = before.clock;
      const buyer = await quickUser(before);
      const { sessionId } = expectOk(await before.call('/api/pay/checkout', { plan: 'standardYearly' }, { token: buyer.token }));
      const paid = fake.pay(sessionId);
      await before.close();

      const after = await startServer('sqlite', { env });
      try {
        clock = after.clock;
        expect((await deliver(after, paid)).status).toBe(200);
        expect((await deliver(after, paid)).status).toBe(200);
        const tickets = await after.services.db.selectFrom('tickets').selectAll().where('consumer', '=', buyer.userid).execute();
        expect(tickets.map((ticket) => ticket.token)).toEqual([checkoutTicketToken(sessionId)]);
        expect(expectOk(await whoAmI(after, await freshToken(after, buyer.userid))).user.role).toBe('member');
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the Stripe settings', () => {
  it('turn card purchase on only with both secrets, and stop the start on a bad value with its name', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY }).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).stripe).toEqual({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: undefined,
      cnyMethods: [],
    });
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://stripe.example' })).toThrow(/STRIPE_API_BASE/);
    expect(() => loadConfig({ STRIPE_CNY_PAYMENT_METHODS: 'alipay,paypal' })).toThrow(/STRIPE_CNY_PAYMENT_METHODS/);
  });
});
