import { PAYMENT_PLANS, type PaymentPlanId, TICKET_TIERS } from '@signaldesk/contract';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../db/schema.js';
import { derivedTicketToken } from '../tickets/derivedToken.js';
import { recomputeSubscription } from '../tickets/subscription.js';
import type { PaymentRevertsTable } from './paymentTables.js';

/** The one ticket a checkout can issue: its code is derived from the session, and codes are the tickets' key. */
export function checkoutTicketToken(sessionId: string): string {
  return derivedTicketToken(`checkout:${sessionId}`);
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The receipt of the payment's charge, when the session was read with its payment intent's latest charge. */
function receiptOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') return null;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  return charge.receipt_url ?? null;
}

export type PaidSessionOutcome = 'issued' | 'alreadyIssued' | 'unpaid' | 'notOurs';

/**
 * Issues and activates the ticket of a paid checkout, once. The payment row is claimed with one conditional update
 * (open → paid), so of the webhook and the browser's return, and of redelivered webhooks, one issues the ticket; the
 * ticket's derived code is the second wall. A refund or dispute that arrived first is applied at once.
 */
export async function applyPaidSession(trx: Kysely<Database>, session: Stripe.Checkout.Session, now: number): Promise<PaidSessionOutcome> {
  const payment = await trx.selectFrom('payments').selectAll().where('session_id', '=', session.id).executeTakeFirst();
  if (!payment || session.amount_total !== Number(payment.amount) || session.currency !== payment.currency) return 'notOurs';
  if (session.payment_status !== 'paid') return 'unpaid';
  const paymentIntent = idOf(session.payment_intent);
  const token = checkoutTicketToken(session.id);
  const claimed = await trx
    .updateTable('payments')
    .set({ status: 'paid', paid_at: now, payment_intent: paymentIntent, receipt_url: receiptOf(session) })
    .where('session_id', '=', session.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return 'alreadyIssued';
  const ticketType = PAYMENT_PLANS[payment.plan as PaymentPlanId].ticketType;
  await trx
    .insertInto('tickets')
    .values({
      token,
      type: ticketType,
      days: TICKET_TIERS[ticketType].validityDays,
      note: `Stripe ${session.id}`,
      created_at: now,
      created_by: payment.userid,
      consumer: payment.userid,
      checkedin_at: now,
      expired_at: null,
      reverted_at: null,
    })
    .onConflict((conflict) => conflict.column('token').doNothing())
    .execute();
  await trx.updateTable('payments').set({ ticket: token }).where('session_id', '=', session.id).execute();
  const earlier = paymentIntent
    ? await trx.selectFrom('payment_reverts').selectAll().where('payment_intent', '=', paymentIntent).executeTakeFirst()
    : undefined;
  if (earlier) await revertPaidPayment(trx, session.id, earlier, now);
  await recomputeSubscription(trx, payment.userid, now);
  return 'issued';
}

/**
 * A checkout that closed unpaid (it expired, or its delayed payment was refused) is marked so, from open only: a
 * session already paid keeps its ticket whatever order Stripe's events arrive in.
 */
export async function closeUnpaidSession(trx: Kysely<Database>, sessionId: string, status: 'expired' | 'failed'): Promise<void> {
  await trx.updateTable('payments').set({ status }).where('session_id', '=', sessionId).where('status', '=', 'open').execute();
}

async function revertPaidPayment(trx: Kysely<Database>, sessionId: string, revert: PaymentRevertsTable, now: number): Promise<string | null> {
  const row = await trx
    .updateTable('payments')
    .set({ status: revert.reason, reverted_at: now })
    .where('session_id', '=', sessionId)
    .where('status', '=', 'paid')
    .returning(['userid', 'ticket'])
    .executeTakeFirst();
  if (!row) return null;
  if (row.ticket) await trx.updateTable('tickets').set({ reverted_at: now }).where('token', '=', row.ticket).where('reverted_at', 'is', null).execute();
  return row.userid;
}

/**
 * A full refund or a lost dispute takes the ticket back, and the subscription is rebuilt without it, as when super
 * revokes a ticket. Kept by payment intent even when no paid checkout names it yet (events arrive in any order).
 */
export async function revertByPaymentIntent(
  trx: Kysely<Database>,
  paymentIntent: string,
  reason: PaymentRevertsTable['reason'],
  now: number,
): Promise<void> {
  const revert = { payment_intent: paymentIntent, reason, at: now };
  await trx.insertInto('payment_reverts').values(revert).onConflict((conflict) => conflict.column('payment_intent').doNothing()).execute();
  const payment = await trx.selectFrom('payments').select('session_id').where('payment_intent', '=', paymentIntent).executeTakeFirst();
  if (!payment) return;
  const userid = await revertPaidPayment(trx, payment.session_id, revert, now);
  if (userid) await recomputeSubscription(trx, userid, now);
}
