import type { PaymentCurrency, PaymentPlanId, PaymentStatus } from '@signaldesk/contract';

export interface PaymentsTable {
  /** Stripe's Checkout Session id; a session is one payment. */
  session_id: string;
  userid: string;
  plan: PaymentPlanId;
  currency: PaymentCurrency;
  /** Hundredths of the currency, as Stripe counts. */
  amount: number;
  status: PaymentStatus;
  /** The ticket issued once paid; its code is derived from the session id, so it can exist once. */
  ticket: string | null;
  /** Known once paid; refunds and disputes name the payment by it. */
  payment_intent: string | null;
  receipt_url: string | null;
  created_at: number;
  paid_at: number | null;
  reverted_at: number | null;
}

/**
 * A refund or lost dispute, kept by payment intent: Stripe may send it before the checkout's completion reaches
 * the server, and the completion then finds it and issues the ticket already revoked.
 */
export interface PaymentRevertsTable {
  payment_intent: string;
  reason: 'refunded' | 'disputeLost';
  at: number;
}

/** Every Stripe event handled, by id: a redelivered event finds its id and changes nothing. */
export interface StripeEventsTable {
  event_id: string;
  type: string;
  received_at: number;
}

export interface PaymentTables {
  payments: PaymentsTable;
  payment_reverts: PaymentRevertsTable;
  stripe_events: StripeEventsTable;
}
