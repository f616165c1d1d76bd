import type { Language } from './messages.js';
import type { TicketType } from './ticketTiers.js';

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
