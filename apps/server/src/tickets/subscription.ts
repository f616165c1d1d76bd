import { ROLE_LEVELS, type Role, TICKET_TIERS, isTicketType } from '@signaldesk/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const DAY = 24 * 3600;

/**
 * Rebuilds a user's subscription from the tickets they activated: each ticket's time starts when the
 * previous one ends, so stacking tickets adds their time. The level is the highest tier still running.
 * Being derived, it stays right after a ticket is reverted.
 */
export async function recomputeSubscription(db: Kysely<Database>, userid: string, now: number): Promise<void> {
  const tickets = await db
    .selectFrom('tickets')
    .select(['token', 'type', 'days', 'checkedin_at', 'expired_at'])
    .where('consumer', '=', userid)
    .where('reverted_at', 'is', null)
    .where('checkedin_at', 'is not', null)
    .orderBy('checkedin_at')
    .orderBy('token')
    .execute();
  let end: number | null = null;
  let runningRole: Role | null = null;
  let lastRole: Role | null = null;
  for (const ticket of tickets) {
    const start = Math.max(end ?? 0, ticket.checkedin_at ?? now);
    end = start + ticket.days * DAY;
    if (ticket.expired_at !== end) await db.updateTable('tickets').set({ expired_at: end }).where('token', '=', ticket.token).execute();
    const role = isTicketType(ticket.type) ? TICKET_TIERS[ticket.type].role : 'member';
    lastRole = role;
    if (end > now && (!runningRole || ROLE_LEVELS[role] > ROLE_LEVELS[runningRole])) runningRole = role;
  }
  await db
    .updateTable('users')
    .set({ sub_role: runningRole ?? lastRole, sub_exp: end })
    .where('userid', '=', userid)
    .execute();
}
