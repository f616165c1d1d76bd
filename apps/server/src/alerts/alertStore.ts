import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import {
  ALERT_DURATIONS,
  ALERT_READINGS,
  type AlertDraft,
  type AlertPlanLimits,
  type AlertTrigger,
  alertConditionSchema,
  alertTriggerSchema,
  type PriceAlert,
} from '@signaldesk/contract';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/AppError.js';
import { findSymbol } from '../stocks/symbolList.js';
import type { AlertWebhookDeliveriesTable, PriceAlertsTable } from './alertTables.js';
import type { TriggerMoment } from './triggers.js';
import { newDelivery } from './webhookDeliveries.js';
import { hostOf, isPublicAddress } from './webhookAddress.js';

const notFound = () => new AppError(404, 'alertNotFound', {}, 'id');

export function alertView(row: PriceAlertsTable): PriceAlert {
  return {
    id: row.id,
    symbol: row.symbol,
    duration: z.enum(ALERT_DURATIONS).parse(row.duration),
    reading: z.enum(ALERT_READINGS).parse(row.reading),
    condition: alertConditionSchema.parse(JSON.parse(row.condition)),
    trigger: alertTriggerSchema.parse(JSON.parse(row.trigger)),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    message: row.message,
    webhookUrl: row.webhook_url,
    active: row.active === 1,
    lastFiredAt: row.last_fired_at === null ? null : Number(row.last_fired_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/**
 * What the schema cannot judge: an expiry still to come, a webhook the plan allows, and an address written as an IP
 * that leads inside. A name is resolved and checked at every send instead, where its answer counts.
 */
function checkDraft(draft: AlertDraft, limits: AlertPlanLimits, now: number): void {
  if (draft.expiresAt !== null && draft.expiresAt <= now) throw new AppError(422, 'alertExpiryInvalid', {}, 'expiresAt');
  if (draft.webhookUrl === null) return;
  if (!limits.webhook) throw new AppError(422, 'needsPlus', {}, 'webhookUrl');
  const host = hostOf(new URL(draft.webhookUrl));
  if (isIP(host) !== 0 && !isPublicAddress(host)) throw new AppError(422, 'alertWebhookAddressRefused', {}, 'webhookUrl');
}

/** An alert watches a symbol the feed knows; any other would wait for ticks that never come. */
async function checkSymbol(db: Db, draft: AlertDraft): Promise<void> {
  if (!(await findSymbol(db, draft.symbol))) throw new AppError(404, 'unknownSymbol', { symbol: draft.symbol }, 'symbol');
}

const draftColumns = (draft: AlertDraft) => ({
  symbol: draft.symbol,
  duration: draft.duration,
  reading: draft.reading,
  condition: JSON.stringify(draft.condition),
  trigger: JSON.stringify(draft.trigger),
  expires_at: draft.expiresAt,
  message: draft.message,
  webhook_url: draft.webhookUrl,
});

/**
 * Refuses one more active alert past the plan's number. Writing the trader's own row first holds PostgreSQL's
 * requests of one trader in line until each commits, so a flood sent at once cannot all count the same number;
 * SQLite runs its transactions one at a time anyway.
 */
async function checkRoomForOneMore(trx: Transaction<Database>, userid: string, limits: AlertPlanLimits): Promise<void> {
  await trx.updateTable('users').set((eb) => ({ userid: eb.ref('userid') })).where('userid', '=', userid).execute();
  await checkRoom(trx, userid, limits);
}

/** Refuses when the trader's active alerts already fill the plan. */
async function checkRoom(db: Db, userid: string, limits: AlertPlanLimits): Promise<void> {
  const { active } = await db
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<number>().as('active'))
    .where('userid', '=', userid)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  if (Number(active) >= limits.activeAlerts) throw new AppError(409, 'alertLimitReached', { limit: limits.activeAlerts });
}

/** The trader's alerts, newest first. */
export async function ownAlerts(db: Db, userid: string): Promise<PriceAlert[]> {
  const rows = await db.selectFrom('price_alerts').selectAll().where('userid', '=', userid).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(alertView);
}

export async function createAlert(db: Db, userid: string, draft: AlertDraft, limits: AlertPlanLimits, now: number): Promise<PriceAlert> {
  checkDraft(draft, limits, now);
  await checkSymbol(db, draft);
  // A trader already at the limit is refused on a read alone: a flood past it writes nothing and waits on no lock.
  await checkRoom(db, userid, limits);
  return db.transaction().execute(async (trx) => {
    await checkRoomForOneMore(trx, userid, limits);
    const row: PriceAlertsTable = {
      id: randomUUID(),
      userid,
      ...draftColumns(draft),
      active: 1,
      armed_at: now,
      last_fired_at: null,
      last_fired_bar: null,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('price_alerts').values(row).execute();
    return alertView(row);
  });
}

/** Sets the owner's alert anew: changed, it may fire again as if just created. Anyone else's reads as missing. */
export async function updateAlert(db: Db, userid: string, id: string, draft: AlertDraft, limits: AlertPlanLimits, now: number): Promise<PriceAlert> {
  checkDraft(draft, limits, now);
  await checkSymbol(db, draft);
  const row = await db
    .updateTable('price_alerts')
    .set({ ...draftColumns(draft), armed_at: now, last_fired_at: null, last_fired_bar: null, updated_at: now })
    .where('id', '=', id)
    .where('userid', '=', userid)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return alertView(row);
}

export async function pauseAlert(db: Db, userid: string, id: string, now: number): Promise<PriceAlert> {
  const row = await db
    .updateTable('price_alerts')
    .set({ active: 0, updated_at: now })
    .where('id', '=', id)
    .where('userid', '=', userid)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return alertView(row);
}

/** Sets a paused alert going again, within the plan's number; one already active stays as it is. */
export async function resumeAlert(db: Db, userid: string, id: string, limits: AlertPlanLimits, now: number): Promise<PriceAlert> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('price_alerts').selectAll().where('id', '=', id).where('userid', '=', userid).executeTakeFirst();
    if (!row) throw notFound();
    if (row.active === 1) return alertView(row);
    await checkRoomForOneMore(trx, userid, limits);
    const resumed = { active: 1, armed_at: now, last_fired_at: null, last_fired_bar: null, updated_at: now };
    await trx.updateTable('price_alerts').set(resumed).where('id', '=', id).execute();
    return alertView({ ...row, ...resumed });
  });
}

export async function removeAlert(db: Db, userid: string, id: string): Promise<void> {
  const result = await db.deleteFrom('price_alerts').where('id', '=', id).where('userid', '=', userid).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

/** Who and what a firing was, kept beside its key for the history, and its message until the messenger has it. */
export interface FiringRecord {
  userid: string;
  symbol: string;
  duration: string;
  value: number;
  bar: number;
  notice: string;
}

/** Keeps a firing under its key; false when another process already kept the same one, so it is not sent twice. */
export async function claimFiring(db: Db, key: string, alertId: string, now: number, record?: FiringRecord): Promise<boolean> {
  const result = await db
    .insertInto('alert_firings')
    .values({ firing_key: key, alert_id: alertId, fired_at: now, ...record })
    .onConflict((conflict) => conflict.column('firing_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** A firing the live feed found, as the store keeps it. */
export interface Firing {
  key: string;
  alertId: string;
  trigger: AlertTrigger;
  armedAt: number;
  moment: TriggerMoment;
  record: FiringRecord;
  /** The webhook delivery it makes, recorded with it so a process that dies before sending leaves it to the retries. */
  webhook: Pick<AlertWebhookDeliveriesTable, 'url' | 'body'> | null;
}

const lostToAnother = Symbol('lost to another process');

/**
 * Keeps a firing once among every process: its key is claimed and the alert's last firing moved in one transaction,
 * the move only if the alert still stands as the trigger judged it (active, armed at the same time, and for its mode
 * not fired since). Processes whose readings differ by a few seconds reach different keys for an every-time alert; the
 * alert's row still lets one of them through. A once-alert that fires is spent: it stops counting against the plan
 * until it is resumed or changed. False when another process kept it.
 */
export async function keepFiring(db: Db, firing: Firing, now: number): Promise<boolean> {
  const { moment, trigger } = firing;
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await claimFiring(trx, firing.key, firing.alertId, now, firing.record))) return false;
      let update = trx
        .updateTable('price_alerts')
        .set({ last_fired_at: moment.time, last_fired_bar: moment.barOpen, ...(trigger.mode === 'once' ? { active: 0 } : {}) })
        .where('id', '=', firing.alertId)
        .where('active', '=', 1)
        .where('armed_at', '=', firing.armedAt);
      if (trigger.mode === 'once') update = update.where('last_fired_at', 'is', null);
      else if (trigger.mode === 'oncePerBar') update = update.where((eb) => eb.or([eb('last_fired_bar', 'is', null), eb('last_fired_bar', '<>', moment.barOpen)]));
      else update = update.where((eb) => eb.or([eb('last_fired_at', 'is', null), eb('last_fired_at', '<=', moment.time - trigger.gapSeconds)]));
      const moved = await update.executeTakeFirst();
      // Rolls the claimed key back with the transaction: it names no firing.
      if (Number(moved.numUpdatedRows) !== 1) throw lostToAnother;
      if (firing.webhook) {
        await trx
          .insertInto('alert_webhook_deliveries')
          .values(newDelivery({ firing_key: firing.key, alert_id: firing.alertId, userid: firing.record.userid, ...firing.webhook }, now))
          .execute();
      }
      return true;
    });
  } catch (error) {
    if (error === lostToAnother) return false;
    throw error;
  }
}

/** The active alerts not yet expired, each with what the live feed needs of its owner and its last firing. */
export async function watchedRows(db: Db, now: number, ids?: readonly string[]): Promise<PriceAlertsTable[]> {
  let query = db
    .selectFrom('price_alerts')
    .selectAll()
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  if (ids) query = query.where('id', 'in', ids);
  return query.execute();
}

/** Every active alert's version and last firing: the periodic look for what other processes changed. */
export function watchedVersions(db: Db, now: number) {
  return db
    .selectFrom('price_alerts')
    .select(['id', 'updated_at', 'armed_at', 'last_fired_at', 'last_fired_bar'])
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute();
}
