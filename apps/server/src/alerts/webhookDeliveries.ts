import type { Db } from '../db/database.js';
import type { AlertWebhookDeliveriesTable } from './alertTables.js';
import { signingSecretOf } from './signingSecrets.js';
import { nextAttemptAt, sendWebhook, WEBHOOK_LIMITS, type WebhookDeps } from './webhook.js';

/**
 * A process sending a delivery holds it this long: past the sender's deadline with room to write the outcome. One
 * that died meanwhile lets the others take the delivery up once this has passed.
 */
const CLAIM_SECONDS = Math.ceil(WEBHOOK_LIMITS.timeoutMs / 1000) * 6;
/** Due deliveries one sweep takes up; the next sweep takes the rest. */
const SWEEP_BATCH = 100;
/** Attempts a sweep makes at once: a few slow receivers must not hold up the others for their whole deadline. */
const SWEEP_AT_ONCE = 8;

/** A firing's delivery as it is recorded with the firing: pending, due at once, no attempt made. */
export function newDelivery(
  delivery: Pick<AlertWebhookDeliveriesTable, 'firing_key' | 'alert_id' | 'userid' | 'url' | 'body'>,
  now: number,
): AlertWebhookDeliveriesTable {
  return { ...delivery, status: 'pending', attempts: 0, last_reason: null, last_status: null, next_attempt_at: now, claimed_until: null, created_at: now };
}

export interface WebhookQueue {
  /** Makes a recorded delivery's first attempt at once, unless another process has it. */
  attemptNow(key: string): Promise<void>;
  /** Attempts every delivery whose next attempt is due on the clock: the retries. */
  sweep(): Promise<void>;
}

/**
 * Webhook deliveries with a log and retries, safe across processes: a delivery is sent by the process whose
 * conditional update claimed it while due, and each attempt is a row of its own. Attempt n's number is taken in that
 * claim, so two processes can never write the same attempt.
 */
export function webhookQueue(db: Db, deps: WebhookDeps): WebhookQueue {
  async function claim(key: string, now: number): Promise<AlertWebhookDeliveriesTable | undefined> {
    return db
      .updateTable('alert_webhook_deliveries')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: now + CLAIM_SECONDS }))
      .where('firing_key', '=', key)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .returningAll()
      .executeTakeFirst();
  }

  async function attempt(key: string): Promise<void> {
    const claimed = await claim(key, deps.now());
    if (!claimed) return;
    // The secret is read at each attempt: a delivery retried after a rotation is signed with the new one.
    const secret = await signingSecretOf(db, claimed.userid, deps.now());
    const outcome = await sendWebhook({ url: claimed.url, body: claimed.body, secret }, deps);
    const attempt = Number(claimed.attempts);
    const next = outcome.delivered ? null : nextAttemptAt(outcome, attempt);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('alert_webhook_attempts')
        .values({
          firing_key: key,
          attempt,
          sent_at: outcome.sentAt,
          delivered: outcome.delivered ? 1 : 0,
          reason: outcome.reason,
          status: outcome.status,
          address: outcome.address,
          answer: outcome.answer,
          next_attempt_at: next,
        })
        .execute();
      await trx
        .updateTable('alert_webhook_deliveries')
        .set({
          status: outcome.delivered ? 'delivered' : next === null ? 'failed' : 'pending',
          last_reason: outcome.reason,
          last_status: outcome.status,
          next_attempt_at: next,
          claimed_until: null,
        })
        .where('firing_key', '=', key)
        .execute();
    });
  }

  return {
    attemptNow: attempt,
    async sweep() {
      const now = deps.now();
      const due = await db
        .selectFrom('alert_webhook_deliveries')
        .select('firing_key')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .limit(SWEEP_BATCH)
        .execute();
      for (let start = 0; start < due.length; start += SWEEP_AT_ONCE) {
        await Promise.all(due.slice(start, start + SWEEP_AT_ONCE).map(({ firing_key }) => attempt(firing_key)));
      }
    },
  };
}
