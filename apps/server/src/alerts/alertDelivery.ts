import { ALERT_TEXTS, type Message, PRICE_ALERT_MESSAGE_SCHEMA, PRICE_ALERT_SESSION, priceAlertText } from '@signaldesk/contract';
import { roleOf } from '../auth/roleOf.js';
import type { Db } from '../db/database.js';
import type { Notice } from '../messenger/notice.js';
import { findSymbol } from '../stocks/symbolList.js';
import type { Candidate } from './alertBook.js';
import { alertLimitsOf } from './alertPlan.js';
import type { WebhookQueue } from './webhookDeliveries.js';

/** The message of a kept firing, in the trader's one price alerts conversation; its key is the firing's own. */
export function priceAlertNotice({ alert, key, moment, value }: Candidate, name: string): Notice {
  return {
    userid: alert.userid,
    key: `price|${key}`,
    type: 'price',
    sessionid: PRICE_ALERT_SESSION,
    sessioname: ALERT_TEXTS.en.priceSession,
    symbol: alert.symbol,
    name,
    duration: alert.duration,
    payload: { alert: alert.id, value, bar: moment.barOpen, reading: alert.reading, message: alert.message },
    schema: PRICE_ALERT_MESSAGE_SCHEMA,
  };
}

/**
 * What the trader's receiver gets: the firing's fields for a program, and the message as the trader wrote it, in
 * English (a program reads the fields; the message is for a chat the receiver may pass it on to).
 */
export function webhookBody(candidate: Candidate, firedAt: number): string {
  const { alert, key, moment, value } = candidate;
  const payload: Message['payload'] = { value, message: alert.message };
  return JSON.stringify({
    alert: alert.id,
    firing: key,
    symbol: alert.symbol,
    duration: alert.duration,
    reading: alert.reading,
    value,
    bar: moment.barOpen,
    firedAt,
    message: priceAlertText({ symbol: alert.symbol, duration: alert.duration, payload }, 'en'),
    condition: alert.condition,
  });
}

export interface FiringDelivery {
  db: Db;
  now: () => number;
  notify: (notices: Notice[]) => Promise<void>;
  webhooks: WebhookQueue;
}

/** A kept firing is handed to the messenger by its own process within this; past it, any process hands it over. */
const HAND_OVER_GRACE_SECONDS = 60;
/** Firings left unhanded that one sweep takes up; the next sweep takes the rest. */
const HAND_OVER_BATCH = 100;

/** What a firing sends, made before it is kept so that it is kept with it: its notice, and its webhook if due. */
export interface PreparedFiring {
  notice: Notice;
  webhook: { url: string; body: string } | null;
}

/** The name a symbol's firings carry beside it: one look-up for all the firings of a tick, which share their series. */
export async function symbolName(db: Db, symbol: string): Promise<string> {
  return (await findSymbol(db, symbol))?.name ?? '';
}

/**
 * The firing's message (its symbol named `name`) and, when the alert has a webhook and the trader's plan still has
 * webhooks, its delivery.
 */
export async function prepareFiring({ db, now }: FiringDelivery, candidate: Candidate, name: string): Promise<PreparedFiring> {
  const { alert } = candidate;
  const notice = priceAlertNotice(candidate, name);
  if (alert.webhookUrl === null) return { notice, webhook: null };
  const user = await db.selectFrom('users').selectAll().where('userid', '=', alert.userid).executeTakeFirst();
  const allowed = user !== undefined && (await alertLimitsOf(db, user.userid, roleOf(user, now()), now())).webhook;
  return { notice, webhook: allowed ? { url: alert.webhookUrl, body: webhookBody(candidate, now()) } : null };
}

/** Keys per update, well under SQLite's limit on bound values. */
const KEY_CHUNK = 500;

/**
 * Hands firings' messages to the messenger in one go and notes that it did; the messenger keeps a notice once by its
 * key. A thousand traders' alerts crossed by one tick are one store and one round of emits, not a thousand.
 */
async function handOver({ db, now, notify }: FiringDelivery, firings: readonly { key: string; notice: Notice }[]): Promise<void> {
  if (firings.length === 0) return;
  await notify(firings.map((firing) => firing.notice));
  for (let start = 0; start < firings.length; start += KEY_CHUNK) {
    const keys = firings.slice(start, start + KEY_CHUNK).map((firing) => firing.key);
    await db.updateTable('alert_firings').set({ noticed_at: now() }).where('firing_key', 'in', keys).execute();
  }
}

/**
 * Sends kept firings: their messages on every channel each trader has on (the messenger draws the chart's picture),
 * and each webhook's first attempt. Each goes whatever becomes of the others: a messenger that fails does not keep a
 * trader's webhook back.
 */
export async function deliverFirings(deps: FiringDelivery, firings: readonly { key: string; prepared: PreparedFiring }[]): Promise<void> {
  const outcomes = await Promise.allSettled([
    handOver(
      deps,
      firings.map(({ key, prepared }) => ({ key, notice: prepared.notice })),
    ),
    ...firings.filter(({ prepared }) => prepared.webhook).map(({ key }) => deps.webhooks.attemptNow(key)),
  ]);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Hands over the messages of firings kept by a process that stopped before it handed them over. Two processes doing
 * it at once store each message once: the messenger keeps a notice by its key.
 */
export async function handOverLeftFirings(deps: FiringDelivery): Promise<void> {
  const left = await deps.db
    .selectFrom('alert_firings')
    .select(['firing_key', 'notice'])
    .where('noticed_at', 'is', null)
    .where('notice', 'is not', null)
    .where('fired_at', '<=', deps.now() - HAND_OVER_GRACE_SECONDS)
    .orderBy('fired_at')
    .limit(HAND_OVER_BATCH)
    .execute();
  await handOver(
    deps,
    left.map(({ firing_key, notice }) => ({ key: firing_key, notice: JSON.parse(notice as string) as Notice })),
  );
}
