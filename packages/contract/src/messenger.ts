import { z } from 'zod';
import { durationSchema } from './market.js';

export {
  ALERT_TEXTS,
  type AlertTextKey,
  FEATURED_SESSION,
  NOTIFICATION_EVENTS,
  NOTIFICATION_NAMESPACE,
  PRICE_ALERT_SESSION,
  sessionName,
} from './notificationTexts.js';

/** How the browser's notification connection stands, as the shell shows it. */
export const REALTIME_STATES = ['disconnected', 'connected', 'error'] as const;
export type RealtimeState = (typeof REALTIME_STATES)[number];

/**
 * What a message is: an alert from a saved strategy, an idea the team featured and pushed to members, a signal of a
 * followed source, or one of the trader's own price alerts.
 */
export const MESSAGE_TYPES = ['strategy', 'featured', 'signal', 'price'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Names how a message's payload reads: catalogue field values plus the bar's opening time. */
export const MESSAGE_SCHEMA = 'strategy-alert.v1';

/** A featured idea's payload: `idx`, `title` and `reason` of the idea as it was pushed. */
export const FEATURED_MESSAGE_SCHEMA = 'featured-idea.v1';

/**
 * A signal's payload: `side` (enter, exit), `reason`, `direction` (long, short), `price`, `bar` (the bar's opening time) and
 * `list` (the index list's slug). Its session is the source on that list.
 */
export const SIGNAL_MESSAGE_SCHEMA = 'signal.v1';

/**
 * A price alert's payload: `alert` (its id), `value` (the price that set it off), `bar` (the opening time of the bar it
 * was read on), `reading` (close, intrabar) and `message` (the trader's words with {symbol}, {value} and {duration},
 * empty for the product's default; each reader sees them filled in their own language by `alertMessage`).
 * Its session is the trader's one price alerts conversation.
 */
export const PRICE_ALERT_MESSAGE_SCHEMA = 'price-alert.v1';

export const messageSchema = z.object({
  id: z.string(),
  type: z.enum(MESSAGE_TYPES),
  symbol: z.string(),
  duration: durationSchema,
  /** The symbol's name, shown beside the ticker. */
  name: z.string(),
  /**
   * A strategy alert: the matched fields' values by catalogue id, and `bar`, the matched bar's opening time in epoch
   * seconds. A featured idea: its `idx`, `title` and `reason`.
   */
  payload: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  /** When the message arrived, epoch seconds. */
  ts: z.number().int(),
  schema: z.string(),
  hasread: z.union([z.literal(0), z.literal(1)]),
  sessionid: z.string(),
  sessioname: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** A conversation: one saved strategy's alerts, or the featured ideas. */
export const messengerSessionSchema = z.object({
  sessionid: z.string(),
  sessioname: z.string(),
  unreadCount: z.number().int(),
  latestMessage: z.object({ ts: z.number().int(), payload: messageSchema.shape.payload, symbol: z.string(), name: z.string() }).nullable(),
});
export type MessengerSession = z.infer<typeof messengerSessionSchema>;

/** The delivery channels beyond the browser; each is on, silent (delivered without a sound) or off per user. */
export const DELIVERY_CHANNELS = ['telegram', 'email', 'webpush'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/**
 * Every way an alert reaches a trader: the open browser, the channels above, and the desktop assistant. Each needs
 * something of the server (a bot, a mail server, a contact for the push services, a build to download); the app's
 * configuration call says which this server delivers.
 */
export const ALERT_CHANNELS = ['browser', 'telegram', 'email', 'webpush', 'desktop'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const CHANNEL_MODES = ['on', 'silent', 'off'] as const;
export const channelModeSchema = z.enum(CHANNEL_MODES);
export type ChannelMode = z.infer<typeof channelModeSchema>;

export const MESSENGER_LIMITS = {
  /** A Telegram link code is good for ten minutes and one use. */
  telegramLinkTtlSeconds: 600,
  telegramLinkCodeLength: 8,
  /** Browsers a user may register for web push. */
  pushSubscriptionsPerUser: 10,
  /** Attempts per delivery before it is recorded as failed. */
  deliveryAttempts: 4,
} as const;

/**
 * Hosts of the browsers' push services: FCM (Chrome, Edge on Android), Mozilla, Windows and Apple; `*.` stands for
 * any subdomain. The server posts to a subscription's endpoint, so an endpoint anywhere else would let a caller make
 * it post to any address it can reach, internal ones included.
 */
export const WEB_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/** An https address, without user or password, on one of the push services' hosts. */
export function isWebPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  return WEB_PUSH_SERVICE_HOSTS.some((host) => (host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host));
}
