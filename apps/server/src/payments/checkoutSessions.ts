import { amountInMinorUnits, type Language, PAYMENT_PLANS, type PaymentCurrency, type PaymentPlanId } from '@signaldesk/contract';
import type Stripe from 'stripe';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import type { StripeSettings } from './stripeClient.js';

/** Where Stripe sends the buyer back; it fills in the session id, which the return page confirms. */
export const CHECKOUT_RETURN_PATH = '/checkout/return';

export interface CheckoutRequest {
  userid: string;
  email: string | null;
  plan: PaymentPlanId;
  currency: PaymentCurrency;
  language: Language;
}

/**
 * Card everywhere; for CNY also the wallets named in STRIPE_CNY_PAYMENT_METHODS. Stripe offers a listed method only
 * where the account has it enabled and it suits the currency. WeChat Pay in Checkout needs its web client named.
 */
function paymentMethods(
  settings: StripeSettings,
  currency: PaymentCurrency,
): Pick<Stripe.Checkout.SessionCreateParams, 'allowed_payment_method_types' | 'payment_method_options'> {
  if (currency !== 'cny') return { allowed_payment_method_types: ['card'] };
  return {
    allowed_payment_method_types: ['card', ...settings.cnyMethods],
    ...(settings.cnyMethods.includes('wechat_pay') ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
  };
}

/** Asks Stripe for a Checkout Session and records it as an open payment of the buyer. */
export async function startCheckout(services: Services, stripe: Stripe, settings: StripeSettings, order: CheckoutRequest) {
  const amount = amountInMinorUnits(order.plan, order.currency);
  const publicUrl = services.config.publicUrl;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: order.currency, unit_amount: amount, product_data: { name: PAYMENT_PLANS[order.plan].name[order.language] } },
        },
      ],
      client_reference_id: order.userid,
      ...(order.email ? { customer_email: order.email } : {}),
      metadata: { userid: order.userid, plan: order.plan },
      locale: order.language === 'zh' ? 'zh' : 'en',
      success_url: `${publicUrl}${CHECKOUT_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}/pricing?checkout=cancelled`,
      ...paymentMethods(settings, order.currency),
    });
  } catch (error) {
    services.logger.error({ err: error }, 'stripe checkout session could not be created');
    throw new AppError(502, 'paymentProviderUnavailable');
  }
  if (!session.url) throw new AppError(502, 'paymentProviderUnavailable');
  await services.db
    .insertInto('payments')
    .values({
      session_id: session.id,
      userid: order.userid,
      plan: order.plan,
      currency: order.currency,
      amount,
      status: 'open',
      ticket: null,
      payment_intent: null,
      receipt_url: null,
      created_at: services.now(),
      paid_at: null,
      reverted_at: null,
    })
    .execute();
  return { sessionId: session.id, url: session.url };
}

/** The session as Stripe knows it now, with its charge's receipt; the event's copy is not trusted to be current. */
export async function readCheckoutSession(services: Services, stripe: Stripe, sessionId: string): Promise<Stripe.Checkout.Session> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] });
  } catch (error) {
    services.logger.error({ err: error, sessionId }, 'stripe checkout session could not be read');
    throw new AppError(502, 'paymentProviderUnavailable');
  }
}
