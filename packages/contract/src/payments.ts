import { z } from 'zod';
import { PAYMENT_CURRENCIES, PAYMENT_PLAN_IDS, PAYMENT_PLANS, type PaymentCurrency, type PaymentPlanId } from './paymentPlans.js';

export { CNY_PAYMENT_METHODS, type CnyPaymentMethod, PAYMENT_CURRENCIES, PAYMENT_PLAN_IDS, PAYMENT_PLANS, type PaymentCurrency, type PaymentPlan, type PaymentPlanId } from './paymentPlans.js';

export const paymentPlanSchema = z.enum(PAYMENT_PLAN_IDS as [PaymentPlanId, ...PaymentPlanId[]]);

/** Stripe counts both currencies in hundredths. */
export function amountInMinorUnits(plan: PaymentPlanId, currency: PaymentCurrency): number {
  return PAYMENT_PLANS[plan].prices[currency] * 100;
}

/**
 * open: checkout started, not paid; paid: the ticket is issued and active; refunded, disputeLost: the money went
 * back and the ticket was revoked with it.
 */
/** `expired`: the checkout closed unpaid; `failed`: a delayed payment method (a bank debit) was refused. Neither charged. */
export const PAYMENT_STATUSES = ['open', 'paid', 'refunded', 'disputeLost', 'expired', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z.object({
  /** Stripe's Checkout Session id. */
  sessionId: z.string(),
  userid: z.string(),
  email: z.string().nullable(),
  plan: paymentPlanSchema,
  currency: z.enum(PAYMENT_CURRENCIES),
  /** Hundredths of the currency. */
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** The ticket the payment issued, once paid. */
  ticket: z.string().nullable(),
  /** Stripe's receipt page for the charge. */
  receiptUrl: z.string().nullable(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  revertedAt: z.number().int().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
