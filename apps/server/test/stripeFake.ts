/**
 * A local stand-in for the few Stripe calls the server makes, spoken as Stripe speaks them: the library's
 * form-encoded requests with a bearer key, and Stripe's JSON objects and error envelopes. It also serves a
 * minimal hosted payment page that "pays" and sends the buyer to success_url, and it signs the events it sends
 * with the library's own test-header helper.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** What the library sent, decoded from its form encoding (`a[b][0][c]=v`) into objects and arrays. */
// biome-ignore lint/suspicious/noExplicitAny: decoded forms are read loosely by the tests
export type FormValue = any;

export function decodeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = [/^[^[]*/.exec(key)?.[0] ?? key, ...[...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')];
    let node: FormValue = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1] ?? '');
      const slot = part === '' && Array.isArray(node) ? node.length : part;
      if (last) node[slot] = value;
      else {
        node[slot] ??= nextIsIndex ? [] : {};
        node = node[slot];
      }
    });
  }
  return root;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  locale: string | null;
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  livemode: false;
  created: number;
  expires_at: number;
}

interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  paid: true;
  payment_intent: string;
  receipt_url: string;
  refunded: boolean;
  status: 'succeeded';
  created: number;
  livemode: false;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, FormValue>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
  response.end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, type: string, message: string, param?: string) {
  sendJson(response, status, { error: { type, message, ...(param ? { param } : {}) } }, { 'stripe-should-retry': 'false' });
}

export interface StripeFakeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Epoch seconds of the fake's clock: object times and signatures use it. */
  now?: () => number;
}

export class StripeFake {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly charges = new Map<string, FakeCharge>();
  /** Where paid checkouts are announced; unset, events are only built and handed to the test. */
  webhookUrl: string | undefined;
  /** Retrievals of a session left to answer with Stripe's 500, as when its API has an outage. */
  failingRetrievals = 0;
  private server: Server | undefined;
  private base = '';
  private readonly now: () => number;

  constructor(readonly options: StripeFakeOptions) {
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000));
  }

  get apiBase(): string {
    return this.base;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        stripeError(response, 500, 'api_error', String(error));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.base);
    const body = await readBody(request);
    if (url.pathname.startsWith('/pay/')) return this.hostedPage(request, response, url, body);
    const form = decodeForm(request.method === 'GET' ? url.search.slice(1) : body);
    this.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form,
    });
    if (request.headers.authorization !== `Bearer ${this.options.secretKey}`) {
      return stripeError(response, 401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') return this.createSession(response, form);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match?.[1]) return this.retrieveSession(response, decodeURIComponent(match[1]), form);
    return stripeError(response, 404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname})`);
  }

  private createSession(response: ServerResponse, form: Record<string, FormValue>) {
    const item = form.line_items?.[0];
    const amount = Number(item?.price_data?.unit_amount);
    const quantity = Number(item?.quantity ?? 1);
    if (form.mode !== 'payment') return stripeError(response, 400, 'invalid_request_error', 'Missing required param: mode.', 'mode');
    if (!Number.isInteger(amount) || amount <= 0) {
      return stripeError(response, 400, 'invalid_request_error', 'Invalid integer', 'line_items[0][price_data][unit_amount]');
    }
    if (typeof form.success_url !== 'string') return stripeError(response, 400, 'invalid_request_error', 'Missing required param: success_url.', 'success_url');
    const sessionId = id('cs_test');
    const created = this.now();
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      amount_total: amount * quantity,
      currency: String(item.price_data.currency),
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata: form.metadata ?? {},
      mode: 'payment',
      locale: form.locale ?? null,
      payment_intent: null,
      payment_method_types: form.allowed_payment_method_types ?? ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? null,
      url: `${this.base}/pay/${sessionId}`,
      livemode: false,
      created,
      expires_at: created + 24 * 3600,
    };
    this.sessions.set(sessionId, session);
    sendJson(response, 200, session);
  }

  private retrieveSession(response: ServerResponse, sessionId: string, form: Record<string, FormValue>) {
    if (this.failingRetrievals > 0) {
      this.failingRetrievals -= 1;
      return stripeError(response, 500, 'api_error', 'An unknown error occurred');
    }
    const session = this.sessions.get(sessionId);
    if (!session) return stripeError(response, 404, 'invalid_request_error', `No such checkout.session: '${sessionId}'`, 'session');
    const expand: string[] = Object.values(form.expand ?? {});
    sendJson(response, 200, expand.includes('payment_intent.latest_charge') ? this.expanded(session) : session);
  }

  private expanded(session: FakeSession) {
    if (!session.payment_intent) return session;
    const charge = [...this.charges.values()].find((c) => c.payment_intent === session.payment_intent);
    return {
      ...session,
      payment_intent: {
        id: session.payment_intent,
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        latest_charge: charge ?? null,
        livemode: false,
      },
    };
  }

  /** Stripe's page in miniature: a button that pays, then the way back to the product. */
  private async hostedPage(request: IncomingMessage, response: ServerResponse, url: URL, body: string): Promise<void> {
    const sessionId = url.pathname.slice('/pay/'.length);
    const session = this.sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('No such checkout');
      return;
    }
    if (request.method === 'POST') {
      const event = this.pay(sessionId);
      if (this.webhookUrl && new URLSearchParams(body).get('webhook') !== 'skip') await this.deliver(event);
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId) });
      response.end();
      return;
    }
    const price = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Test checkout</title></head><body>` +
        `<h1 data-testid="fake-checkout-amount">${price}</h1><p data-testid="fake-checkout-methods">${session.payment_method_types.join(' ')}</p>` +
        `<form method="post"><button type="submit" data-testid="fake-checkout-pay">Pay</button></form>` +
        (session.cancel_url ? `<a href="${session.cancel_url}" data-testid="fake-checkout-cancel">Back</a>` : '') +
        `</body></html>`,
    );
  }

  /** The buyer pays: a payment intent and its charge exist, the session is complete; answers the completion event. */
  pay(sessionId: string): FakeEvent {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const intent = id('pi');
    const charge: FakeCharge = {
      id: id('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      paid: true,
      payment_intent: intent,
      receipt_url: `https://pay.stripe.com/receipts/payment/${randomBytes(16).toString('hex')}`,
      refunded: false,
      status: 'succeeded',
      created: this.now(),
      livemode: false,
    };
    this.charges.set(charge.id, charge);
    Object.assign(session, { payment_intent: intent, payment_status: 'paid', status: 'complete', url: null });
    return this.event('checkout.session.completed', { ...session });
  }

  /** The buyer never pays and Stripe closes the session; answers the expiry event. */
  expire(sessionId: string): FakeEvent {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: 'expired', url: null });
    return this.event('checkout.session.expired', { ...session });
  }

  /** A delayed payment method (a bank debit) is refused after the session completed unpaid; answers the failure event. */
  refuseDelayed(sessionId: string): FakeEvent {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { payment_status: 'unpaid', status: 'complete', url: null });
    return this.event('checkout.session.async_payment_failed', { ...session });
  }

  private chargeOf(sessionId: string): FakeCharge {
    const intent = this.sessions.get(sessionId)?.payment_intent;
    const charge = [...this.charges.values()].find((c) => c.payment_intent === intent);
    if (!charge) throw new Error(`session ${sessionId} is not paid`);
    return charge;
  }

  /** Support refunds the payment, all of it or a part. */
  refund(sessionId: string, amount?: number): FakeEvent {
    const charge = this.chargeOf(sessionId);
    charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (amount ?? charge.amount));
    charge.refunded = charge.amount_refunded === charge.amount;
    return this.event('charge.refunded', { ...charge });
  }

  /** The card holder's bank decides a dispute. */
  closeDispute(sessionId: string, status: 'lost' | 'won'): FakeEvent {
    const charge = this.chargeOf(sessionId);
    return this.event('charge.dispute.closed', {
      id: id('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status,
      created: this.now(),
      livemode: false,
    });
  }

  event(type: string, object: unknown): FakeEvent {
    return {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** The Stripe-Signature header of a payload, as Stripe signs it (at the fake's time unless given). */
  sign(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.options.webhookSecret,
      timestamp: options.timestamp ?? this.now(),
    });
  }

  /** Sends an event to the webhook URL, signed, as Stripe delivers it; answers the HTTP status. */
  async deliver(event: FakeEvent): Promise<number> {
    if (!this.webhookUrl) throw new Error('no webhook URL');
    const payload = JSON.stringify(event, null, 2);
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': this.sign(payload), 'user-agent': 'Stripe/1.0' },
      body: payload,
    });
    return response.status;
  }
}
