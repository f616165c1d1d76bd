import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Services } from '../app/services.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/AppError.js';
import { readCheckoutSession } from './checkoutSessions.js';
import { applyPaidSession, closeUnpaidSession, revertByPaymentIntent } from './fulfilment.js';
import type { StripeSettings } from './stripeClient.js';

export const STRIPE_WEBHOOK_PATH = '/api/pay/stripe/webhook';

/** Stripe's own default: a signed event older than five minutes is a replay, not a delivery. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Stores the event's id in the transaction that applies it: a redelivery finds it and changes nothing. */
async function firstDelivery(trx: Kysely<Database>, event: Stripe.Event, now: number): Promise<boolean> {
  const inserted = await trx
    .insertInto('stripe_events')
    .values({ event_id: event.id, type: event.type, received_at: now })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

function paymentIntentOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Stripe's notifications. The signature is checked on the body exactly as it arrived, so this route reads JSON as
 * bytes; the answer is 2xx only once the change and the event's id are committed together, and anything else
 * (Stripe unreachable, the database down) answers an error so that Stripe delivers the event again.
 */
export function registerStripeWebhook(app: FastifyInstance, services: Services, stripe: { stripe: Stripe; settings: StripeSettings } | null): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, { config: { role: 'none' } }, async (request) => {
      if (!stripe) throw new AppError(404, 'paymentsUnavailable');
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw new AppError(400, 'webhookSignatureInvalid', {}, 'stripe-signature');
      let event: Stripe.Event;
      try {
        event = stripe.stripe.webhooks.constructEvent(
          request.body,
          signature,
          stripe.settings.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          services.now() * 1000,
        );
      } catch {
        throw new AppError(400, 'webhookSignatureInvalid', {}, 'stripe-signature');
      }
      const now = services.now();
      // A redelivery is answered without asking Stripe again; the insert below is what makes it safe under a race.
      const known = await services.db.selectFrom('stripe_events').select('event_id').where('event_id', '=', event.id).executeTakeFirst();
      if (known) return { received: true };

      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = await readCheckoutSession(services, stripe.stripe, event.data.object.id);
          await services.db.transaction().execute(async (trx) => {
            if (await firstDelivery(trx, event, now)) await applyPaidSession(trx, session, now);
          });
          break;
        }
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed': {
          const status = event.type === 'checkout.session.expired' ? 'expired' : 'failed';
          await services.db.transaction().execute(async (trx) => {
            if (await firstDelivery(trx, event, now)) await closeUnpaidSession(trx, event.data.object.id, status);
          });
          break;
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          const intent = paymentIntentOf(charge.payment_intent);
          await services.db.transaction().execute(async (trx) => {
            // A partial refund leaves the subscription as bought; only the whole amount back takes the ticket.
            if ((await firstDelivery(trx, event, now)) && charge.refunded && intent) await revertByPaymentIntent(trx, intent, 'refunded', now);
          });
          break;
        }
        case 'charge.dispute.closed': {
          const dispute = event.data.object;
          const intent = paymentIntentOf(dispute.payment_intent);
          await services.db.transaction().execute(async (trx) => {
            if ((await firstDelivery(trx, event, now)) && dispute.status === 'lost' && intent) await revertByPaymentIntent(trx, intent, 'disputeLost', now);
          });
          break;
        }
        default:
          await services.db.transaction().execute(async (trx) => {
            await firstDelivery(trx, event, now);
          });
      }
      return { received: true };
    });
  });
}
