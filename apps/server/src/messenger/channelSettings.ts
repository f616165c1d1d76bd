import {
  type ChannelMode,
  type ChannelSettings,
  type DeliveryChannel,
  hasRole,
  type Language,
  type MessageKey,
  PROMAX_TICKET_TYPES,
  type Role,
} from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import type { UsersTable } from '../db/schema.js';
import { AppError } from '../http/AppError.js';

/** How one user wants one channel, and in which language its texts go out. */
export interface ChannelChoice {
  mode: ChannelMode;
  language: Language;
}

export type UserChannels = Record<DeliveryChannel, ChannelChoice>;

interface ChannelRow {
  userid: string;
  channel: DeliveryChannel;
  mode: ChannelMode;
  language: string | null;
}

const languageOf = (value: string | null | undefined): Language => (value === 'zh' ? 'zh' : 'en');

/**
 * The user's choices. Telegram follows the account's bot-push switch (set here or in the user-info dialog),
 * with silent kept on the channel row; the other channels are off until switched on.
 */
function channelsOf(user: Pick<UsersTable, 'bot_push'>, rows: readonly ChannelRow[]): UserChannels {
  const row = (channel: DeliveryChannel) => rows.find((r) => r.channel === channel);
  const telegram = row('telegram');
  return {
    telegram: {
      mode: user.bot_push ? (telegram?.mode === 'silent' ? 'silent' : 'on') : 'off',
      language: languageOf(telegram?.language),
    },
    email: { mode: row('email')?.mode ?? 'off', language: languageOf(row('email')?.language) },
    webpush: { mode: row('webpush')?.mode ?? 'off', language: languageOf(row('webpush')?.language) },
  };
}

/** Channel choices of many users at once, for one delivery round. */
export async function channelsOfUsers(db: Db, users: readonly Pick<UsersTable, 'userid' | 'bot_push'>[]): Promise<Map<string, UserChannels>> {
  const ids = users.map((u) => u.userid);
  const rows = ids.length === 0 ? [] : ((await db.selectFrom('messenger_channels').selectAll().where('userid', 'in', ids).execute()) as ChannelRow[]);
  return new Map(users.map((user) => [user.userid, channelsOf(user, rows.filter((r) => r.userid === user.userid))]));
}

/** Alerts are mailed only to an address its owner confirmed with the code mailed to it. */
export const hasConfirmedPushEmail = <U extends Pick<UsersTable, 'pushemail' | 'pushemail_confirmed'>>(user: U): user is U & { pushemail: string } =>
  user.pushemail !== null && user.pushemail_confirmed === 1;

/** Phone notification belongs to the Promax tier: a live Promax ticket, or staff. */
export async function isPromax(db: Db, userid: string, role: Role, now: number): Promise<boolean> {
  if (hasRole(role, 'manager')) return true;
  const ticket = await db
    .selectFrom('tickets')
    .select('token')
    .where('consumer', '=', userid)
    .where('type', 'in', [...PROMAX_TICKET_TYPES])
    .where('reverted_at', 'is', null)
    .where('expired_at', '>', now)
    .executeTakeFirst();
  return Boolean(ticket);
}

export interface SettingsContext {
  user: UsersTable;
  role: Role;
  now: number;
  publicKey: string;
  /** The channels this server can deliver (alertChannels.ts). */
  delivered: Record<DeliveryChannel, boolean>;
}

/** Why a channel this server cannot deliver may not be switched on. */
const UNDELIVERED: Record<DeliveryChannel, MessageKey> = {
  telegram: 'telegramUnavailable',
  email: 'emailUnavailable',
  webpush: 'webPushUnavailable',
};

export async function channelSettings(db: Db, context: SettingsContext): Promise<ChannelSettings> {
  const { user, delivered } = context;
  const channels = channelsOf(user, (await db.selectFrom('messenger_channels').selectAll().where('userid', '=', user.userid).execute()) as ChannelRow[]);
  // The trader's choice stays stored, and counts again once the server can deliver the channel.
  const mode = (channel: DeliveryChannel): ChannelMode => (delivered[channel] ? channels[channel].mode : 'off');
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userid', '=', user.userid)
    .executeTakeFirstOrThrow();
  return {
    telegram: { mode: mode('telegram'), linked: user.telegram_id !== null, available: delivered.telegram },
    email: { mode: mode('email'), address: user.pushemail, confirmed: hasConfirmedPushEmail(user), available: delivered.email },
    webpush: {
      mode: mode('webpush'),
      available: delivered.webpush,
      allowed: await isPromax(db, user.userid, context.role, context.now),
      publicKey: context.publicKey,
      subscriptions: Number(subscriptions.n),
    },
  };
}

/** Saves one channel's mode; switching a channel on needs what it delivers to. */
export async function setChannelMode(
  db: Db,
  context: SettingsContext,
  channel: DeliveryChannel,
  mode: ChannelMode,
  language: Language,
): Promise<void> {
  const { user } = context;
  if (mode !== 'off') {
    if (!context.delivered[channel]) throw new AppError(422, UNDELIVERED[channel], {}, 'channel');
    if (channel === 'telegram' && !user.telegram_id) throw new AppError(422, 'telegramNotLinked', {}, 'channel');
    if (channel === 'email' && !user.pushemail) throw new AppError(422, 'pushEmailMissing', {}, 'channel');
    if (channel === 'email' && !hasConfirmedPushEmail(user)) throw new AppError(422, 'pushEmailUnconfirmed', {}, 'channel');
    if (channel === 'webpush' && !(await isPromax(db, user.userid, context.role, context.now))) {
      throw new AppError(422, 'webPushNeedsPromax', {}, 'channel');
    }
  }
  await db.transaction().execute(async (trx) => {
    await saveChannel(trx, user.userid, channel, mode, language);
    if (channel === 'telegram') await trx.updateTable('users').set({ bot_push: mode === 'off' ? 0 : 1 }).where('userid', '=', user.userid).execute();
  });
}

export async function saveChannel(db: Db, userid: string, channel: DeliveryChannel, mode: ChannelMode, language: Language): Promise<void> {
  await db
    .insertInto('messenger_channels')
    .values({ userid, channel, mode, language })
    .onConflict((c) => c.columns(['userid', 'channel']).doUpdateSet({ mode, language }))
    .execute();
}
