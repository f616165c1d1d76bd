import type { DeliveryChannel } from '@signaldesk/contract';
import type { Services } from '../app/services.js';
import type { NotificationChannel } from '../realtime/notificationChannel.js';
import type { TelegramBot } from '../telegram/telegramBot.js';
import { deliveredChannels } from './alertChannels.js';
import { type AlertPicture, alertPictures, type PictureSources } from './alertPicture.js';
import { channelsOfUsers } from './channelSettings.js';
import { deliveryJobs } from './deliveryJobs.js';
import { type DeliveryPath, DeliveryQueue } from './deliveryQueue.js';
import { type DeliveryTarget, deliverySenders, USER_COLUMNS } from './deliverySenders.js';
import type { MessengerMessagesTable } from './messengerTables.js';
import { messageRows, storeRows, type UserMessage, unstoredRows, userMessage } from './messageStore.js';
import { type Notice, strategyNotice } from './notice.js';
import type { AlertSink, StrategyAlert } from './strategyAlert.js';
import type { VapidKeys } from './webPush.js';

/** Users read per query when fanning a round of alerts out. */
const USER_CHUNK = 500;
/**
 * The waits before a round's store is tried again. Its messages are on screens already, so a failed store is not
 * the end: a database that answers again within these seconds still gets them, under the ids the screens hold.
 */
const STORE_RETRY_MS = [500, 2_000, 8_000];

export interface Messenger extends AlertSink {
  /**
   * Any other message (a featured idea pushed to members) takes the alerts' path: resolves once the notices are
   * stored and the sockets told; the outside channels follow in the background.
   */
  notify(notices: Notice[]): Promise<void>;
  /** A message's chart picture as its channels send it, in the reader's language and colours; null without one. */
  picture: AlertPicture;
  /** Takes up the deliveries a stopped process left pending, and in a worker process starts sending queued ones. */
  start(): Promise<void>;
  /**
   * Resolves once every delivery started so far has ended here: delivered, recorded as failed, left pending for a
   * later start, or, in a scaled-out deployment, queued for the workers.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface MessengerParts {
  services: Services;
  notifications: NotificationChannel;
  telegram: TelegramBot | null;
  vapid: VapidKeys;
  /** Where alert pictures come from: the market's candles and analysis, drawn in their own threads. */
  pictures: Omit<PictureSources, 'now' | 'onError'>;
  onError: (error: unknown, context: string) => void;
}

/** How long deliveries sent one by one share their pictures: about a round's sending, and no picture kept for long. */
const PICTURES_SHARED_MS = 60_000;

/** The alert's picture, or none once the messenger is closing: the market's threads may already be gone. */
const NO_PICTURE: AlertPicture = () => Promise.resolve(null);

/**
 * The alert sink and the path of every other notice: stores each as a message, notifies the user's browsers at
 * once, then delivers on every channel the user switched on. deliver() and notify() return when the messages are
 * stored and the sockets told; the outside channels go on in the background with their own records: in the
 * embedded process on its own queue, in a scaled-out deployment as BullMQ jobs that worker processes send.
 */
export function createMessenger(parts: MessengerParts): Messenger {
  const { services, notifications } = parts;
  const { db, config } = services;
  const delivered = deliveredChannels(services);
  const senders = deliverySenders({ ...parts, delivered });
  let closing = false;
  const picturesNow = (): AlertPicture => (closing ? NO_PICTURE : alertPictures({ ...parts.pictures, now: services.now, onError: parts.onError }));
  // Deliveries sent one by one (a worker's jobs, those taken up again) share their pictures for a while, so a round
  // sent by a worker reads and draws each picture once, as a fan-out does, not once per trader.
  let shared = { pictures: NO_PICTURE, until: 0 };
  const sharedPictures = (): AlertPicture => {
    if (closing) return NO_PICTURE;
    if (Date.now() >= shared.until) shared = { pictures: picturesNow(), until: Date.now() + PICTURES_SHARED_MS };
    return shared.pictures;
  };
  const ways = {
    retryMs: config.deliveryRetryMs,
    rebuild: (target: DeliveryTarget) => senders.rebuild(target, sharedPictures()),
    onFailed: (error: unknown, delivery: DeliveryTarget) => parts.onError(error, `alert delivery by ${delivery.channel} failed for good`),
  };
  const path: DeliveryPath = services.queues
    ? deliveryJobs({ ...ways, services, connections: services.queues, onError: parts.onError })
    : new DeliveryQueue({ ...ways, services });

  async function fanOut(stored: readonly UserMessage[]): Promise<void> {
    const byUser = new Map<string, UserMessage[]>();
    for (const one of stored) {
      const own = byUser.get(one.userid);
      if (own) own.push(one);
      else byUser.set(one.userid, [one]);
    }
    const ids = [...byUser.keys()];
    const pictures = picturesNow();
    for (let start = 0; start < ids.length; start += USER_CHUNK) {
      // Only traders with a channel that may be on are read: a round to 10,000 screens whose traders keep every
      // outside channel off reads no user and no choice, where it read both for every trader.
      const users = await db
        .selectFrom('users')
        .select(USER_COLUMNS)
        .where('userid', 'in', ids.slice(start, start + USER_CHUNK))
        .where((eb) =>
          eb.or([
            eb('bot_push', '=', 1),
            eb.exists(eb.selectFrom('messenger_channels as c').select('c.userid').whereRef('c.userid', '=', 'users.userid').where('c.mode', '<>', 'off')),
          ]),
        )
        .execute();
      if (users.length === 0) continue;
      const choices = await channelsOfUsers(db, users);
      for (const user of users) {
        const channels = choices.get(user.userid);
        if (!channels) continue;
        for (const { userid, message } of byUser.get(user.userid) ?? []) {
          for (const channel of Object.keys(channels) as DeliveryChannel[]) {
            const { mode, language } = channels[channel];
            // A channel this server cannot deliver does not exist here; the settings say so to the user.
            if (mode === 'off' || !delivered[channel]) continue;
            const target = { messageId: message.id, userid, channel, parts: { mode, language, user, message } };
            path.enqueue(target, () => senders.sender(channel, target.parts, pictures));
          }
        }
      }
    }
  }

  const fanning = new Set<Promise<void>>();

  async function storeRound(rows: readonly MessengerMessagesTable[]): Promise<UserMessage[]> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await storeRows(db, rows);
      } catch (error) {
        const wait = STORE_RETRY_MS[attempt];
        if (wait === undefined) throw error;
        parts.onError(error, `messages already on screen not stored yet; trying again in ${wait} ms`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  async function notify(notices: Notice[]): Promise<void> {
    if (notices.length === 0) return;
    // The ids are known before the store, so the sockets are told while it runs; an acknowledgement that comes
    // first is written once the store has settled.
    const rows = await unstoredRows(db, messageRows(notices, services.now()));
    if (rows.length === 0) return;
    const storing = storeRound(rows);
    notifications.notify(rows.map(userMessage), storing);
    const stored = await storing;
    const work = fanOut(stored).catch((error: unknown) => parts.onError(error, 'alert delivery could not start'));
    fanning.add(work);
    void work.finally(() => fanning.delete(work));
  }

  return {
    deliver: (alerts: StrategyAlert[]) => notify(alerts.map(strategyNotice)),
    notify,
    picture: (message, language, riseFall) => sharedPictures()(message, language, riseFall),
    start: () => path.start(),
    async settled() {
      while (fanning.size > 0) await Promise.allSettled([...fanning]);
      await path.settled();
    },
    async close() {
      closing = true;
      while (fanning.size > 0) await Promise.allSettled([...fanning]);
      await path.close();
    },
  };
}
