import type { ChannelMode, DeliveryChannel, Message } from '@signaldesk/contract';
import type { Services } from '../app/services.js';
import type { UsersTable } from '../db/schema.js';
import type { NotificationChannel } from '../realtime/notificationChannel.js';
import type { TelegramBot } from '../telegram/telegramBot.js';
import { type AlertPicture, alertPictures, type PictureSources, storedRiseFall } from './alertPicture.js';
import { alertWords, mailAlert, telegramAlert } from './alertText.js';
import { channelsOfUsers, hasConfirmedPushEmail } from './channelSettings.js';
import { type Delivery, DeliveryQueue, PermanentFailure } from './deliveryQueue.js';
import { type StoredMessage, storeNotices } from './messageStore.js';
import { type Notice, strategyNotice } from './notice.js';
import type { AlertSink, StrategyAlert } from './strategyAlert.js';
import { pushToUser, type VapidKeys } from './webPush.js';

/** Users read per query when fanning a round of alerts out. */
const USER_CHUNK = 500;

export interface Messenger extends AlertSink {
  /**
   * Any other message (a featured idea pushed to members) takes the alerts' path: resolves once the notices are
   * stored and the sockets told; the outside channels follow in the background.
   */
  notify(notices: Notice[]): Promise<void>;
  /** Resolves once every delivery started so far has ended, delivered or recorded as failed. */
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

type UserRow = Pick<UsersTable, 'userid' | 'bot_push' | 'telegram_id' | 'pushemail' | 'pushemail_confirmed' | 'rise_fall_colours'>;

/** The alert's picture, or none once the messenger is closing: the market's threads may already be gone. */
const NO_PICTURE: AlertPicture = () => Promise.resolve(null);

/**
 * The alert sink and the path of every other notice: stores each as a message, notifies the user's browsers at
 * once, then delivers on every channel the user switched on. deliver() and notify() return when the messages are
 * stored and the sockets told; the outside channels go on in the background with their own records.
 */
export function createMessenger(parts: MessengerParts): Messenger {
  const { services, notifications, telegram, vapid } = parts;
  const { db, config } = services;
  const queue = new DeliveryQueue({
    db,
    now: services.now,
    retryMs: config.deliveryRetryMs,
    onFailed: (error, delivery) => parts.onError(error, `alert delivery by ${delivery.channel} failed for good`),
  });

  let closing = false;

  function sender(channel: DeliveryChannel, mode: ChannelMode, user: UserRow, message: Message, lang: 'en' | 'zh', pictures: AlertPicture): (() => Promise<void>) | null {
    const words = alertWords(message, lang, config.publicUrl);
    const silent = mode === 'silent';
    if (channel === 'telegram') {
      if (!telegram || !user.telegram_id) return null;
      const chatId = user.telegram_id;
      // Drawn once, before the first attempt: a retry sends the same picture.
      const picture = pictures(message, lang, storedRiseFall(user.rise_fall_colours));
      return async () => telegram.send(chatId, telegramAlert(words), silent, await picture);
    }
    if (channel === 'email') {
      if (!hasConfirmedPushEmail(user)) return null;
      const to = user.pushemail;
      const picture = pictures(message, lang, storedRiseFall(user.rise_fall_colours));
      // E-mail makes no sound, so silent and on deliver the same mail.
      return async () => services.mailer.send({ to, ...mailAlert(message, words, lang, await picture) });
    }
    // A browser push carries a few kilobytes at most: it stays text.
    return () => pushToUser(db, vapid, user.userid, { title: words.title, body: words.body, url: words.link, tag: message.id, silent });
  }

  async function fanOut(stored: readonly StoredMessage[]): Promise<void> {
    const ids = [...new Set(stored.map((s) => s.userid))];
    const pictures = closing ? NO_PICTURE : alertPictures({ ...parts.pictures, now: services.now, onError: parts.onError });
    for (let start = 0; start < ids.length; start += USER_CHUNK) {
      const users = await db
        .selectFrom('users')
        .select(['userid', 'bot_push', 'telegram_id', 'pushemail', 'pushemail_confirmed', 'rise_fall_colours'])
        .where('userid', 'in', ids.slice(start, start + USER_CHUNK))
        .execute();
      const choices = await channelsOfUsers(db, users);
      const byId = new Map(users.map((u) => [u.userid, u]));
      for (const { userid, message } of stored) {
        const user = byId.get(userid);
        const channels = choices.get(userid);
        if (!user || !channels) continue;
        for (const channel of Object.keys(channels) as DeliveryChannel[]) {
          const { mode, language } = channels[channel];
          // Without a bot on this server the channel does not exist here; the settings say so to the user.
          if (mode === 'off' || (channel === 'telegram' && !telegram)) continue;
          const send = sender(channel, mode, user, message, language, pictures);
          const delivery: Delivery = {
            messageId: message.id,
            userid,
            channel,
            send: send ?? (() => Promise.reject(new PermanentFailure(`${channel} has nowhere to deliver to`))),
          };
          queue.enqueue(delivery);
        }
      }
    }
  }

  const fanning = new Set<Promise<void>>();

  async function notify(notices: Notice[]): Promise<void> {
    if (notices.length === 0) return;
    const stored = await storeNotices(db, notices, services.now());
    for (const { userid, message } of stored) notifications.notify(userid, message);
    const work = fanOut(stored).catch((error: unknown) => parts.onError(error, 'alert delivery could not start'));
    fanning.add(work);
    void work.finally(() => fanning.delete(work));
  }

  return {
    deliver: (alerts: StrategyAlert[]) => notify(alerts.map(strategyNotice)),
    notify,
    async settled() {
      while (fanning.size > 0) await Promise.allSettled([...fanning]);
      await queue.settled();
    },
    async close() {
      closing = true;
      while (fanning.size > 0) await Promise.allSettled([...fanning]);
      await queue.close();
    },
  };
}
