import { randomUUID } from 'node:crypto';
import type { Services } from '../app/services.js';
import type { DeliveryTarget } from './deliverySenders.js';
import type { MessengerDeliveriesTable } from './messengerTables.js';

export type DeliveryOutcome = MessengerDeliveriesTable['outcome'];

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A delivery's record from before its first attempt, pending and due now; answers its id. */
export async function openDeliveryRecord(services: Pick<Services, 'db' | 'now'>, target: DeliveryTarget): Promise<string> {
  const id = randomUUID();
  const now = services.now();
  await services.db
    .insertInto('messenger_deliveries')
    .values({
      id,
      message_id: target.messageId,
      userid: target.userid,
      channel: target.channel,
      attempts: 0,
      outcome: 'pending',
      last_error: null,
      created_at: now,
      updated_at: now,
      next_attempt_at: now,
    })
    .execute();
  return id;
}

export interface AttemptOutcome {
  outcome: DeliveryOutcome;
  attempts: number;
  error?: unknown;
  /** While pending: milliseconds until the next attempt. */
  retryInMs?: number;
}

/** Writes how an attempt ended, and tells the process's listeners (the fire screen's tests wait on it). */
export async function recordAttempt(services: Pick<Services, 'db' | 'now' | 'events'>, id: string, ended: AttemptOutcome): Promise<void> {
  const now = services.now();
  await services.db
    .updateTable('messenger_deliveries')
    .set({
      attempts: ended.attempts,
      outcome: ended.outcome,
      last_error: ended.error === undefined ? null : errorText(ended.error),
      updated_at: now,
      next_attempt_at: ended.outcome === 'pending' ? now + Math.ceil((ended.retryInMs ?? 0) / 1000) : null,
    })
    .where('id', '=', id)
    .execute();
  services.events.emit('delivery-recorded', { id, outcome: ended.outcome, attempts: ended.attempts });
}

/** Pending deliveries, the soonest due first; records from before next attempts were kept count as due now. */
export async function pendingDeliveries(services: Pick<Services, 'db'>, limit: number) {
  return services.db
    .selectFrom('messenger_deliveries')
    .select(['id', 'message_id', 'userid', 'channel', 'attempts', 'next_attempt_at'])
    .where('outcome', '=', 'pending')
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
