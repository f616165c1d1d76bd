import type { FORWARD_STOP_REASONS } from '@signaldesk/contract';
import type { Db } from '../db/database.js';

const ACCOUNT_RESET: (typeof FORWARD_STOP_REASONS)[number] = 'forwardTestAccountReset';

/**
 * A reset ends the run the account's forward tests trade in: they stop with it, in the reset's transaction, so no
 * close read after it places an order into the new run and each report stays within the one run it traded.
 */
export async function stopTestsOfReset(trx: Db, accountId: string, now: number): Promise<void> {
  await trx
    .updateTable('forward_tests')
    .set({ status: 'stopped', stopped_at: now, stop_reason: ACCOUNT_RESET })
    .where('account_id', '=', accountId)
    .where('status', '=', 'running')
    .execute();
}
