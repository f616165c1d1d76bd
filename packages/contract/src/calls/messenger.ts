import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody, userIdField } from '../fields.js';
import { durationSchema } from '../market.js';
import { channelModeSchema, DELIVERY_CHANNELS, isWebPushEndpoint, messageSchema, messengerSessionSchema } from '../messenger.js';
import { symbolField } from '../stocks.js';

const sessionIdField = z.string().trim().min(1).max(64);

/** base64url text of exactly this many bytes, padded or not: a subscription's keys have fixed sizes. */
const base64UrlBytes = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,${(3 - (bytes % 3)) % 3}}$`), 'webPushKeyInvalid');

export const channelSettingsSchema = z.object({
  /** A channel this server cannot deliver reads off, whatever the trader chose. */
  telegram: z.object({
    mode: channelModeSchema,
    /** A Telegram chat is linked to this account. */
    linked: z.boolean(),
    /** The server has a bot to deliver through. */
    available: z.boolean(),
  }),
  /** Alerts are mailed only to a confirmed address, and only by a server with a mail server. */
  email: z.object({ mode: channelModeSchema, address: z.string().nullable(), confirmed: z.boolean(), available: z.boolean() }),
  webpush: z.object({
    mode: channelModeSchema,
    /** The server has a contact to sign its pushes with. */
    available: z.boolean(),
    /** Phone notification belongs to the Promax tier. */
    allowed: z.boolean(),
    /** The server's VAPID public key, for the browser's push subscription. */
    publicKey: z.string(),
    subscriptions: z.number().int(),
  }),
});
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;

export const messengerCalls = {
  sessions: defineCall({
    path: '/api/messenger/session/list',
    role: 'member',
    tag: 'messenger',
    summary: "The signed-in trader's message sessions, the most recent first, with unread counts and the latest message",
    body: emptyBody,
    reply: z.object({ list: z.array(messengerSessionSchema), unread: z.number().int() }),
  }),
  messages: defineCall({
    path: '/api/messenger/message/list',
    role: 'member',
    tag: 'messenger',
    summary: 'One page (50) of a session’s messages, newest first; without a session, of every session; before pages back',
    body: z.strictObject({ sessionid: sessionIdField.optional(), before: z.string().trim().min(1).max(64).optional() }),
    reply: z.object({ list: z.array(messageSchema), more: z.boolean() }),
  }),
  picture: defineCall({
    path: '/api/messenger/message/picture',
    role: 'member',
    tag: 'messenger',
    summary: "One of the signed-in trader's messages' chart picture, as Telegram and e-mail send it, as base64 PNG; null for a message without a chart",
    body: z.strictObject({ id: z.string().trim().min(1).max(64) }),
    reply: z.object({ picture: z.object({ png: z.string(), width: z.number().int(), height: z.number().int() }).nullable() }),
  }),
  markRead: defineCall({
    path: '/api/messenger/session/read',
    role: 'member',
    tag: 'messenger',
    summary: 'Mark every message of a session read',
    body: z.strictObject({ sessionid: sessionIdField }),
    reply: z.object({ session: messengerSessionSchema, unread: z.number().int() }),
  }),
  channels: defineCall({
    path: '/api/messenger/channel/list',
    role: 'member',
    tag: 'messenger',
    summary: 'How alerts reach the trader outside the browser: Telegram, push e-mail and phone notification',
    body: emptyBody,
    reply: channelSettingsSchema,
  }),
  updateChannel: defineCall({
    path: '/api/messenger/channel/update',
    role: 'member',
    tag: 'messenger',
    summary: 'Switch one delivery channel on, silent or off',
    body: z.strictObject({ channel: z.enum(DELIVERY_CHANNELS), mode: channelModeSchema }),
    reply: channelSettingsSchema,
  }),
  telegramLink: defineCall({
    path: '/api/messenger/telegram/link',
    role: 'member',
    tag: 'messenger',
    summary: 'A one-time code to send to the bot as /start <code>, linking the Telegram chat to this account',
    body: emptyBody,
    reply: z.object({ code: z.string(), expiresAt: z.number().int(), botUrl: z.string().nullable() }),
  }),
  pushSubscribe: defineCall({
    path: '/api/messenger/push/subscribe',
    role: 'member',
    tag: 'messenger',
    summary: "Register this browser's web-push subscription for phone notification (Promax)",
    body: z.strictObject({
      endpoint: z.string().max(2_048, 'webPushEndpointInvalid').refine(isWebPushEndpoint, 'webPushEndpointInvalid'),
      /** The browser's P-256 public key (65 bytes) and its authentication secret (16 bytes). */
      keys: z.strictObject({ p256dh: base64UrlBytes(65), auth: base64UrlBytes(16) }),
    }),
    reply: z.null(),
  }),
  pushUnsubscribe: defineCall({
    path: '/api/messenger/push/unsubscribe',
    role: 'member',
    tag: 'messenger',
    summary: "Forget this browser's web-push subscription",
    body: z.strictObject({ endpoint: z.string().max(2_048) }),
    reply: z.null(),
  }),
  testAlert: defineCall({
    path: '/api/messenger/test-alert',
    role: 'super',
    tag: 'messenger',
    summary: 'Deliver a strategy alert to a user on every channel, to check delivery end to end',
    body: z.strictObject({
      userid: userIdField,
      symbol: symbolField,
      duration: durationSchema.default('1d'),
      strategyName: z.string().trim().min(1).max(60).default('Test alert'),
    }),
    reply: z.null(),
  }),
};
