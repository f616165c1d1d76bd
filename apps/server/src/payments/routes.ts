import { calls, type Payment, type PaymentCurrency, type PaymentPlanId, type PaymentStatus } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Services } from '../app/services.js';
import type { PaymentsTable } from './paymentTables.js';
import { AppError, tooManyRequests } from '../http/AppError.js';
import { requestLanguage } from '../http/language.js';
import { registerCall } from '../http/registerCall.js';
import { userView } from '../users/accounts.js';
import { readCheckoutSession, startCheckout } from './checkoutSessions.js';
import { applyPaidSession } from './fulfilment.js';
import { stripeClient } from './stripeClient.js';
import { registerStripeWebhook } from './webhookRoute.js';

/** Checkout Sessions one buyer may start a minute: more than anyone choosing a plan needs. */
const CHECKOUTS_PER_MINUTE = 10;

function paymentView(row: PaymentsTable & { email: string | null }): Payment {
  return {
    sessionId: row.session_id,
    userid: row.userid,
    email: row.email,
    plan: row.plan as PaymentPlanId,
    currency: row.currency as PaymentCurrency,
    amount: Number(row.amount),
    status: row.status as PaymentStatus,
    ticket: row.ticket,
    receiptUrl: row.receipt_url,
    createdAt: Number(row.created_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
    revertedAt: row.reverted_at === null ? null : Number(row.reverted_at),
  };
}

function paymentsWithEmail(services: Services) {
  return services.db.selectFrom('payments').leftJoin('users', 'users.userid', 'payments.userid').selectAll('payments').select('users.email as email');
}

export function registerPayments(app: FastifyInstance, services: Services): void {
  const { payments } = calls;
  const settings = services.config.stripe;
  const stripe: Stripe | null = settings ? stripeClient(settings) : null;

  const configured = () => {
    if (!settings || !stripe) throw new AppError(404, 'paymentsUnavailable');
    return { settings, stripe };
  };

  const currencies: PaymentCurrency[] = !settings ? [] : settings.cnyMethods.length > 0 ? ['usd', 'cny'] : ['usd'];
  registerCall(app, services, payments.options, async () => ({
    card: settings !== undefined,
    currencies,
    cnyMethods: settings?.cnyMethods ?? [],
  }));

  registerCall(app, services, payments.checkout, async ({ body, viewer, request }) => {
    const { settings, stripe } = configured();
    if (body.currency === 'cny' && settings.cnyMethods.length === 0) throw new AppError(422, 'currencyUnavailable', {}, 'currency');
    // Counted once the order is valid: each one is a session created at Stripe.
    const started = await services.limiter.hit(`checkout:${viewer.user.userid}`, 60);
    if (started.count > CHECKOUTS_PER_MINUTE) throw tooManyRequests('tooManyRequests', started.retryAfter);
    return startCheckout(services, stripe, settings, {
      userid: viewer.user.userid,
      email: viewer.user.email,
      plan: body.plan,
      currency: body.currency,
      language: requestLanguage(request),
    });
  });

  registerCall(app, services, payments.confirm, async ({ body, viewer }) => {
    const { stripe } = configured();
    const mine = () => paymentsWithEmail(services).where('payments.session_id', '=', body.sessionId).where('payments.userid', '=', viewer.user.userid).executeTakeFirst();
    const before = await mine();
    if (!before) throw new AppError(404, 'checkoutNotFound', {}, 'sessionId');
    if (before.status === 'open') {
      const session = await readCheckoutSession(services, stripe, body.sessionId);
      const outcome = await services.db.transaction().execute((trx) => applyPaidSession(trx, session, services.now()));
      if (outcome === 'unpaid') throw new AppError(409, 'checkoutUnpaid');
    }
    if (before.status === 'expired') throw new AppError(409, 'checkoutExpired');
    if (before.status === 'failed') throw new AppError(409, 'checkoutFailed');
    const payment = await mine();
    if (!payment) throw new AppError(404, 'checkoutNotFound', {}, 'sessionId');
    const user = await services.db.selectFrom('users').selectAll().where('userid', '=', viewer.user.userid).executeTakeFirstOrThrow();
    return { payment: paymentView(payment), user: userView(user, viewer.session, services.now()) };
  });

  registerCall(app, services, payments.mine, async ({ viewer }) => {
    const rows = await paymentsWithEmail(services)
      .where('payments.userid', '=', viewer.user.userid)
      // A checkout left unpaid moved no money: the buyer's list keeps what did (a refused debit is said).
      .where('payments.status', 'not in', ['open', 'expired'])
      .orderBy('payments.created_at', 'desc')
      .execute();
    return { list: rows.map(paymentView) };
  });

  registerCall(app, services, payments.list, async ({ body }) => {
    let query = paymentsWithEmail(services);
    if (body.consumer) {
      const consumer = body.consumer;
      query = query.where((eb) => eb.or([eb('payments.userid', '=', consumer), eb('users.email', '=', consumer.toLowerCase())]));
    }
    const { total } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.session_id')
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize)
      .execute();
    return { list: rows.map(paymentView), total: Number(total) };
  });

  registerStripeWebhook(app, services, stripe && settings ? { stripe, settings } : null);
}
