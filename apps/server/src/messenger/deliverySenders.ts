import type { ChannelMode, DeliveryChannel, Language, Message } from '@signaldesk/contract';
import type { Services } from '../app/services.js';
import type { UsersTable } from '../db/schema.js';
import type { TelegramBot } from '../telegram/telegramBot.js';
import { type AlertPicture, storedRiseFall } from './alertPicture.js';
import { alertWords, mailAlert, telegramAlert } from './alertText.js';
import { channelsOfUsers, hasConfirmedPushEmail } from './channelSettings.js';
import { PermanentFailure } from './deliveryQueue.js';
import { messageView } from './messageRows.js';
import { pushToUser, type VapidKeys } from './webPush.js';

export type UserRow = Pick<UsersTable, 'userid' | 'bot_push' | 'telegram_id' | 'pushemail' | 'pushemail_confirmed' | 'rise_fall_colours'>;

export const USER_COLUMNS = ['userid', 'bot_push', 'telegram_id', 'pushemail', 'pushemail_confirmed', 'rise_fall_colours'] as const;

/** What the send of a message on a channel is made of, as the fan-out read it. */
export interface SendParts {
  mode: ChannelMode;
  language: Language;
  user: UserRow;
  message: Message;
}

/**
 * What a delivery is, as its record keeps it. On its way from the fan-out it also carries what the send is made of,
 * so a queued job's first attempt reads none of it again; a delivery taken up again has ids only.
 */
export interface DeliveryTarget {
  messageId: string;
  userid: string;
  channel: DeliveryChannel;
  parts?: SendParts;
}

export interface SenderParts {
  services: Services;
  telegram: TelegramBot | null;
  vapid: VapidKeys;
  /** The channels this server can deliver (alertChannels.ts). */
  delivered: Record<DeliveryChannel, boolean>;
}

export type Send = () => Promise<void>;

const nowhere = (channel: DeliveryChannel): Send => () => Promise.reject(new PermanentFailure(`${channel} has nowhere to deliver to`));

/** Builds the send of one message on one channel, from the user's row and the channel's mode and language. */
export function deliverySenders({ services, telegram, vapid, delivered }: SenderParts) {
  const { db, config } = services;

  function sender(channel: DeliveryChannel, { mode, user, message, language: lang }: SendParts, pictures: AlertPicture): Send {
    const words = alertWords(message, lang, config.publicUrl);
    const silent = mode === 'silent';
    if (channel === 'telegram') {
      if (!telegram || !user.telegram_id) return nowhere(channel);
      const chatId = user.telegram_id;
      // Drawn once, before the first attempt: a retry sends the same picture.
      const picture = pictures(message, lang, storedRiseFall(user.rise_fall_colours));
      return async () => telegram.send(chatId, telegramAlert(words), silent, await picture);
    }
    if (channel === 'email') {
      if (!hasConfirmedPushEmail(user)) return nowhere(channel);
      const to = user.pushemail;
      const picture = pictures(message, lang, storedRiseFall(user.rise_fall_colours));
      // E-mail makes no sound, so silent and on deliver the same mail.
      return async () => services.mailer.send({ to, ...mailAlert(message, words, lang, await picture) });
    }
    const subject = config.pushContact;
    if (!subject) return nowhere(channel);
    // A browser push carries a few kilobytes at most: it stays text.
    return () => pushToUser(db, { subject, ...vapid }, user.userid, { title: words.title, body: words.body, url: words.link, tag: message.id, silent });
  }

  /**
   * The send of a queued or resumed delivery: from what it carries, or, known only by its ids, from the stored
   * message and the user's channel settings as they are now. A message deleted or a channel switched off since then
   * sends nothing.
   */
  async function rebuild(target: DeliveryTarget, pictures: AlertPicture): Promise<Send> {
    if (target.parts) return sender(target.channel, target.parts, pictures);
    const [row, user] = await Promise.all([
      db.selectFrom('messenger_messages').selectAll().where('id', '=', target.messageId).where('userid', '=', target.userid).executeTakeFirst(),
      db.selectFrom('users').select(USER_COLUMNS).where('userid', '=', target.userid).executeTakeFirst(),
    ]);
    if (!row || !user) return () => Promise.reject(new PermanentFailure('the message is gone'));
    const choice = (await channelsOfUsers(db, [user])).get(user.userid)?.[target.channel];
    if (!choice || choice.mode === 'off' || !delivered[target.channel]) {
      return () => Promise.reject(new PermanentFailure(`${target.channel} was switched off`));
    }
    return sender(target.channel, { mode: choice.mode, language: choice.language, user, message: messageView(row) }, pictures);
  }

  return { sender, rebuild };
}

export type DeliverySenders = ReturnType<typeof deliverySenders>;
