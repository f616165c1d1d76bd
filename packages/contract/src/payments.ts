import { z } from 'zod';
import type { Language } from './messages.js';
import type { TicketType } from './tickets.js';

export const PAYMENT_CURRENCIES = ['usd', 'cny'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** Ways to pay besides card that Stripe Checkout offers for CNY prices when the account enables them. */
export const CNY_PAYMENT_METHODS = ['alipay', 'wechat_pay'] as const;
export type CnyPaymentMethod = (typeof CNY_PAYMENT_METHODS)[number];

export interface PaymentPlan {
  /** The ticket a paid checkout of this plan issues to the buyer. */
  ticketType: TicketType;
  /** Whole units of each currency; Stripe is sent hundredths (cents, fen). */
  prices: Record<PaymentCurrency, number>;
  /** The line on Stripe's payment page and on receipts. */
  name: Record<Language, string>;
}

/**
 * What can be bought and for how much: the pricing page, the no-access page, the FAQ and the checkout all read
 * these figures, so a price is changed here alone.
 */
export const PAYMENT_PLANS = {
  standardMonthly: {
    ticketType: 100,
    prices: { usd: 150, cny: 1080 },
    name: { en: 'SignalDesk Standard, 1 month', zh: 'SignalDesk 标准版 1 个月' },
  },
  standardYearly: {
    ticketType: 1000,
    prices: { usd: 1000, cny: 7200 },
    name: { en: 'SignalDesk Standard, 1 year', zh: 'SignalDesk 标准版 1 年' },
  },
  plusYearly: {
    ticketType: 2000,
    prices: { usd: 1500, cny: 10800 },
    name: { en: 'SignalDesk Plus, 1 year', zh: 'SignalDesk Plus 版 1 年' },
  },
  promaxYearly: {
    ticketType: 2400,
    prices: { usd: 2000, cny: 14400 },
    name: { en: 'SignalDesk Promax, 1 year', zh: 'SignalDesk Promax 版 1 年' },
  },
} as const satisfies Record<string, PaymentPlan>;

export type PaymentPlanId = keyof typeof PAYMENT_PLANS;
export const PAYMENT_PLAN_IDS = Object.keys(PAYMENT_PLANS) as PaymentPlanId[];
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
