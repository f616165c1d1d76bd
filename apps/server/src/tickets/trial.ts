import { TICKET_TIERS, TRIAL_TICKET_TYPE } from '@signaldesk/contract';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import { derivedTicketToken } from './derivedToken.js';
import { recomputeSubscription } from './subscription.js';

/**
 * The one trial ticket a user may grant themselves has a code derived from their id, so a second trial collides
 * with the first, and the trial stays an ordinary ticket: listed, revocable and counted like any other.
 */
export function trialTicketToken(userid: string): string {
  return derivedTicketToken(`trial:${userid}`);
}

/** Issues and activates the user's trial ticket, or says why they may not have one. */
export async function startTrial(services: Services, userid: string): Promise<string> {
  const now = services.now();
  const token = trialTicketToken(userid);
  const started = await services.db.transaction().execute(async (trx) => {
    const earlier = await trx.selectFrom('tickets').select('token').where('consumer', '=', userid).execute();
    if (earlier.some((ticket) => ticket.token === token)) throw new AppError(409, 'trialUsed');
    if (earlier.length > 0) throw new AppError(409, 'trialForNewUsers');
    const result = await trx
      .insertInto('tickets')
      .values({
        token,
        type: TRIAL_TICKET_TYPE,
        days: TICKET_TIERS[TRIAL_TICKET_TYPE].validityDays,
        note: '',
        created_at: now,
        created_by: userid,
        consumer: userid,
        checkedin_at: now,
        expired_at: null,
        reverted_at: null,
      })
      .onConflict((conflict) => conflict.column('token').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await recomputeSubscription(trx, userid, now);
    return true;
  });
  if (!started) throw new AppError(409, 'trialUsed');
  return token;
}
