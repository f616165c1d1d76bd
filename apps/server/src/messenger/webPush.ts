import { isWebPushEndpoint, MESSENGER_LIMITS } from '@signaldesk/contract';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import { PermanentFailure } from './deliveryQueue.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The configured pair, or one generated once and kept in the database so every process signs alike. */
export async function vapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  await db
    .insertInto('app_settings')
    .values({ key: 'vapid_keys', value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflict((c) => c.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'vapid_keys').executeTakeFirstOrThrow();
  return JSON.parse(row.value) as VapidKeys;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Registers a browser for the user. An endpoint stays with the user who registered it: another user's subscribe is
 * refused, in the same statement that would have saved it, rather than moving someone else's browser and its alerts.
 * A user keeps the newest few browsers.
 */
export async function subscribeBrowser(db: Db, userid: string, { endpoint, keys }: BrowserSubscription, now: number): Promise<void> {
  const row = { userid, p256dh: keys.p256dh, auth: keys.auth, created_at: now };
  const saved = await db
    .insertInto('push_subscriptions')
    .values({ endpoint, ...row })
    .onConflict((c) => c.column('endpoint').doUpdateSet(row).where('push_subscriptions.userid', '=', userid))
    .executeTakeFirst();
  if (Number(saved.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AppError(409, 'webPushEndpointTaken', {}, 'endpoint');
  const browsers = await db.selectFrom('push_subscriptions').select('endpoint').where('userid', '=', userid).orderBy('created_at', 'desc').orderBy('endpoint').execute();
  const stale = browsers.slice(MESSENGER_LIMITS.pushSubscriptionsPerUser).map((b) => b.endpoint);
  if (stale.length > 0) await db.deleteFrom('push_subscriptions').where('userid', '=', userid).where('endpoint', 'in', stale).execute();
}

export interface PushNotice {
  title: string;
  body: string;
  url: string;
  /** The message id: a later notice with the same tag replaces it on the phone. */
  tag: string;
  silent: boolean;
}

/** The server's keys and who the push services may write to about its pushes (config's pushContact). */
export interface VapidDetails extends VapidKeys {
  subject: string;
}

/** Sends one encrypted notice to every browser the user registered; a browser that is gone is forgotten. */
export async function pushToUser(db: Db, vapid: VapidDetails, userid: string, notice: PushNotice): Promise<void> {
  const subscriptions = await db.selectFrom('push_subscriptions').selectAll().where('userid', '=', userid).execute();
  if (subscriptions.length === 0) throw new PermanentFailure('no browser is registered for phone notification');
  const failures: unknown[] = [];
  let reached = 0;
  for (const subscription of subscriptions) {
    // Saved before endpoints were checked: the server never posts outside the push services.
    if (!isWebPushEndpoint(subscription.endpoint)) {
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', subscription.endpoint).execute();
      continue;
    }
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(notice),
        { vapidDetails: vapid, TTL: 3_600, timeout: 10_000, urgency: notice.silent ? 'low' : 'normal' },
      );
      reached += 1;
    } catch (error) {
      // 404 and 410 mean the push service dropped the subscription for good.
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await db.deleteFrom('push_subscriptions').where('endpoint', '=', subscription.endpoint).execute();
      } else {
        failures.push(error);
      }
    }
  }
  if (failures.length > 0) throw failures[0];
  if (reached === 0) throw new PermanentFailure('every registered browser was dropped by its push service');
}
