import { ALERT_DURATIONS, type AlertFiring, WEBHOOK_DELIVERY_STATUSES } from '@signaldesk/contract';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

/**
 * The trader's firings, newest first, of one of their alerts or of all, each with how its webhook delivery stands.
 * Firings stay after their alert is deleted; asking by the id of an alert the trader does not have answers 404.
 */
export async function firingHistory(db: Db, userid: string, options: { id?: string | undefined; limit: number }): Promise<AlertFiring[]> {
  const { id, limit } = options;
  if (id !== undefined) {
    const own = await db.selectFrom('price_alerts').select('id').where('id', '=', id).where('userid', '=', userid).executeTakeFirst();
    if (!own) throw new AppError(404, 'alertNotFound', {}, 'id');
  }
  let query = db
    .selectFrom('alert_firings as f')
    .leftJoin('alert_webhook_deliveries as d', 'd.firing_key', 'f.firing_key')
    .select(['f.firing_key', 'f.alert_id', 'f.symbol', 'f.duration', 'f.value', 'f.fired_at'])
    .select(['d.status', 'd.attempts', 'd.last_reason', 'd.last_status', 'd.next_attempt_at'])
    .where('f.userid', '=', userid);
  if (id !== undefined) query = query.where('f.alert_id', '=', id);
  const rows = await query.orderBy('f.fired_at', 'desc').orderBy('f.firing_key', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    key: row.firing_key,
    alertId: row.alert_id,
    symbol: row.symbol ?? '',
    duration: z.enum(ALERT_DURATIONS).parse(row.duration),
    value: Number(row.value),
    firedAt: Number(row.fired_at),
    webhook:
      row.status === null
        ? null
        : {
            status: z.enum(WEBHOOK_DELIVERY_STATUSES).parse(row.status),
            attempts: Number(row.attempts),
            lastReason: row.last_reason,
            lastStatus: numberOrNull(row.last_status),
            nextAttemptAt: numberOrNull(row.next_attempt_at),
          },
  }));
}
