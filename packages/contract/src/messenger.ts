import { z } from 'zod';
import { durationSchema } from './market.js';
import type { Language } from './messages.js';

/** The notification channel: its own socket.io namespace beside the chart channel, on the same server and path. */
export const NOTIFICATION_NAMESPACE = '/notifications';

/** Event names of the notification channel; the client acknowledges each notification by its message id. */
export const NOTIFICATION_EVENTS = {
  notification: 'notification',
  ack: 'ack-notification',
} as const;

/** How the browser's notification connection stands, as the shell shows it. */
export const REALTIME_STATES = ['disconnected', 'connected', 'error'] as const;
export type RealtimeState = (typeof REALTIME_STATES)[number];

/** What a message is: an alert from a saved strategy, an idea the team featured and pushed to members, or a signal of a followed source. */
export const MESSAGE_TYPES = ['strategy', 'featured', 'signal'] as const;
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

/** The one session every member's featured ideas arrive in; readers see its name in their own language. */
export const FEATURED_SESSION = 'featured';

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

/** The text of an alert on the channels outside the browser, in both languages. */
export const ALERT_TEXTS = {
  en: {
    title: '{{strategy}}: {{symbol}} matched',
    body: '{{symbol}} {{name}} entered “{{strategy}}” on the {{duration}} chart.',
    open: 'Open the chart',
    mailSubject: 'SignalDesk alert: {{symbol}} in {{strategy}}',
    linked: 'Linked. SignalDesk alerts will arrive in this chat.',
    linkInvalid: 'This link code is unknown or has expired. Ask for a new one in SignalDesk under User info.',
    welcome: 'Send /start followed by the link code shown in SignalDesk under User info to receive alerts here.',
    featuredSession: 'Featured ideas',
    featuredTitle: 'Featured idea: {{symbol}} {{title}}',
    featuredBody: '{{symbol}} {{name}}: {{title}}',
    featuredMailSubject: 'SignalDesk featured idea: {{symbol}} {{title}}',
    signalTitle: '{{source}}: {{action}} {{symbol}}',
    signalBody: '{{symbol}} {{name}}: {{action}} ({{reason}}) on the {{duration}} chart of {{list}}, at {{price}}.',
    signalMailSubject: 'SignalDesk signal: {{action}} {{symbol}} ({{source}})',
    signalBuy: 'buy',
    signalSell: 'sell',
    signalShort: 'sell short',
    signalCover: 'buy to cover',
    signalRule: 'rule at the close, fills at the next open',
    signalMaxBars: 'holding time reached, fills at the next open',
    signalStopLoss: 'stop-loss reached',
    signalTakeProfit: 'take-profit reached',
    signalTrailingStop: 'trailing stop reached',
  },
  zh: {
    title: '{{strategy}}：{{symbol}} 已入选',
    body: '{{symbol}} {{name}} 在 {{duration}} 周期进入策略“{{strategy}}”。',
    open: '打开图表',
    mailSubject: 'SignalDesk 提醒：{{symbol}} 入选 {{strategy}}',
    linked: '已绑定，SignalDesk 的提醒将发送到此对话。',
    linkInvalid: '绑定码无效或已过期，请在 SignalDesk 的用户信息中重新获取。',
    welcome: '请发送 /start 加上 SignalDesk 用户信息中显示的绑定码，即可在此接收提醒。',
    featuredSession: '精选',
    featuredTitle: '精选观点：{{symbol}} {{title}}',
    featuredBody: '{{symbol}} {{name}}：{{title}}',
    featuredMailSubject: 'SignalDesk 精选观点：{{symbol}} {{title}}',
    signalTitle: '{{source}}：{{action}} {{symbol}}',
    signalBody: '{{symbol}} {{name}}：{{list}} {{duration}} 周期{{action}}（{{reason}}），价格 {{price}}。',
    signalMailSubject: 'SignalDesk 信号：{{action}} {{symbol}}（{{source}}）',
    signalBuy: '买入',
    signalSell: '卖出',
    signalShort: '卖空',
    signalCover: '买入平空',
    signalRule: '收盘时条件成立，下一开盘成交',
    signalMaxBars: '持仓时间已到，下一开盘成交',
    signalStopLoss: '触及止损',
    signalTakeProfit: '触及止盈',
    signalTrailingStop: '触及移动止损',
  },
} as const;
export type AlertTextKey = keyof (typeof ALERT_TEXTS)['en'];

/** A session's name as the reader sees it: the featured ideas' session in the reader's language, others as named. */
export function sessionName(session: { sessionid: string; sessioname: string }, lang: Language): string {
  return session.sessionid === FEATURED_SESSION ? ALERT_TEXTS[lang].featuredSession : session.sessioname;
}
