import { z } from 'zod';
import { defineCall } from '../call.js';
import { userSchema } from '../entities.js';
import { emptyBody, pageFields, userIdField } from '../fields.js';
import { CNY_PAYMENT_METHODS, PAYMENT_CURRENCIES, paymentPlanSchema, paymentSchema } from '../payments.js';

/** Stripe's Checkout Session ids: cs_test_… or cs_live_… */
const checkoutSessionId = z
  .string({ error: 'checkoutNotFound' })
  .regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'checkoutNotFound');

export const paymentCalls = {
  options: defineCall({
    path: '/api/pay/options',
    role: 'none',
    tag: 'payments',
    summary: 'Whether this server sells by card, and in which currencies; without it purchase goes through the contact page',
    body: emptyBody,
    reply: z.object({
      card: z.boolean(),
      currencies: z.array(z.enum(PAYMENT_CURRENCIES)),
      cnyMethods: z.array(z.enum(CNY_PAYMENT_METHODS)),
    }),
  }),
  checkout: defineCall({
    path: '/api/pay/checkout',
    role: 'user',
    tag: 'payments',
    summary: "Start a Stripe Checkout for one plan; the answer's url is Stripe's payment page",
    body: z.strictObject({ plan: paymentPlanSchema, currency: z.enum(PAYMENT_CURRENCIES).default('usd') }),
    reply: z.object({ sessionId: z.string(), url: z.string() }),
  }),
  confirm: defineCall({
    path: '/api/pay/checkout/confirm',
    role: 'user',
    tag: 'payments',
    summary: "The browser's return from Checkout: asks Stripe whether the session is paid and issues its ticket once",
    body: z.strictObject({ sessionId: checkoutSessionId }),
    reply: z.object({ payment: paymentSchema, user: userSchema }),
  }),
  mine: defineCall({
    path: '/api/pay/mine',
    role: 'user',
    tag: 'payments',
    summary: "The signed-in user's payments with their receipts",
    body: emptyBody,
    reply: z.object({ list: z.array(paymentSchema) }),
  }),
  list: defineCall({
    path: '/api/pay/list',
    role: 'super',
    tag: 'payments',
    summary: 'Payments, newest first, optionally of one buyer (user ID or e-mail)',
    body: z.strictObject({ consumer: userIdField.optional(), ...pageFields }),
    reply: z.object({ list: z.array(paymentSchema), total: z.number().int() }),
  }),
};
