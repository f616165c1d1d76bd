import { randomUUID } from 'node:crypto';
import type { Services } from '../app/services.js';
import type { DeliveryTarget } from './deliverySenders.js';
import type { MessengerDeliveriesTable } from './messengerTables.js';

export type DeliveryOutcome = MessengerDeliveriesTable['outcome'];

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Records written per statement: ten values each, well under either database's limit of bound values. */
const RECORDS_AT_ONCE = 500;

/** Deliveries' records from before their first attempt, pending and due now; answers their ids, in order. */
export async function openDeliveryRecords(services: Pick<Services, 'db' | 'now'>, targets: readonly DeliveryTarget[]): Promise<string[]> {
  const now = services.now();
  const rows = targets.map((target) => ({
    id: randomUUID(),
    message_id: target.messageId,
    userid: target.userid,
    channel: target.channel,
    attempts: 0,
    outcome: 'pending' as const,
    last_error: null,
    created_at: now,
    updated_at: now,
    next_attempt_at: now,
  }));
  for (let start = 0; start < rows.length; start += RECORDS_AT_ONCE) {
    await services.db.insertInto('messenger_deliveries').values(rows.slice(start, start + RECORDS_AT_ONCE)).execute();
  }
  return rows.map((row) => row.id);
}

/** A delivery's record from before its first attempt, pending and due now; answers its id. */
export async function openDeliveryRecord(services: Pick<Services, 'db' | 'now'>, target: DeliveryTarget): Promise<string> {
  const [id] = await openDeliveryRecords(services, [target]);
  return id!;
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
