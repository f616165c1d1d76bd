import type { MessageType } from '@signaldesk/contract';

/** Table shapes of the messenger. Times are epoch seconds; flags are 0 or 1 so both dialects read them alike. */

/** One alert or notice as a message to one user; alert_key makes a second copy of the same one impossible. */
export interface MessengerMessagesTable {
  id: string;
  userid: string;
  sessionid: string;
  sessioname: string;
  type: MessageType;
  symbol: string;
  duration: string;
  name: string;
  /** JSON of the payload. */
  payload: string;
  ts: number;
  schema: string;
  hasread: 0 | 1;
  alert_key: string;
  /** When a browser acknowledged the notification; null until one did. */
  acked_at: number | null;
}

/** A user's conversation with one strategy (or the featured ideas), with the counts the session list shows. */
export interface MessengerSessionsTable {
  userid: string;
  sessionid: string;
  sessioname: string;
  unread_count: number;
  latest_id: string;
  latest_ts: number;
}

/** One attempt history of delivering one message on one channel. */
export interface MessengerDeliveriesTable {
  id: string;
  message_id: string;
  userid: string;
  channel: 'telegram' | 'email' | 'webpush';
  attempts: number;
  outcome: 'pending' | 'delivered' | 'failed';
  last_error: string | null;
  created_at: number;
  updated_at: number;
  /** While pending: when the next attempt is due (epoch seconds); null for a record written before this was kept. */
  next_attempt_at: number | null;
}

/** A user's choice per delivery channel; no row means the channel's default. */
export interface MessengerChannelsTable {
  userid: string;
  channel: 'telegram' | 'email' | 'webpush';
  mode: 'on' | 'silent' | 'off';
  /** Language of the texts sent on this channel: the one the user had when choosing it. */
  language: string | null;
}

/** One-time codes a user sends the bot as /start <code>; only the hash is kept. */
export interface TelegramLinkCodesTable {
  code_hash: string;
  userid: string;
  expires_at: number;
  used_at: number | null;
  /** The language of the page that asked for the code; the linked chat gets its alerts in it. */
  language: string;
}

export interface PushSubscriptionsTable {
  endpoint: string;
  userid: string;
  p256dh: string;
  auth: string;
  created_at: number;
}

export interface MessengerTables {
  messenger_messages: MessengerMessagesTable;
  messenger_sessions: MessengerSessionsTable;
  messenger_deliveries: MessengerDeliveriesTable;
  messenger_channels: MessengerChannelsTable;
  telegram_link_codes: TelegramLinkCodesTable;
  push_subscriptions: PushSubscriptionsTable;
}
