import {
  type ChartCandle,
  durationSchema,
  type Language,
  messageSchema,
  type RiseFallColours,
  riseFallColoursSchema,
  roleSchema,
  stockSchema,
} from '@signaldesk/contract';
import { z } from 'zod';

/**
 * What the assistant's window (apps/desktop/ui, a page in an app window of the system's Chromium, Chrome or Edge) and
 * the assistant's Node side say to each other over the local server on 127.0.0.1:4009. Only the window may call
 * these: it holds the cookie the launch ticket gave it, and its requests carry the local server's own origin.
 */
export const WINDOW_PATHS = {
  /** The page itself and its files. */
  page: '/assistant/',
  assets: '/assistant/assets/',
  /** Opened once by the program: `?ticket=` spends a one-time launch ticket for the window's cookie, then 303 to the page. */
  launch: '/assistant/launch',
  state: '/assistant/api/state',
  signIn: '/assistant/api/sign-in',
  signOut: '/assistant/api/sign-out',
  lists: '/assistant/api/lists',
  /** `/assistant/api/chart/{symbol}/{duration}?candles=` */
  chart: '/assistant/api/chart',
  messages: '/assistant/api/messages',
  report: '/assistant/api/report',
  settings: '/assistant/api/settings',
  layout: '/assistant/api/layout',
  /** Server-sent events: `message` (a new alert, a Message), `state` (a WindowState). */
  events: '/assistant/api/events',
} as const;

/** The window's cookie: HttpOnly, SameSite=Strict, Path=/assistant. */
export const WINDOW_COOKIE = 'signaldesk_window';

export const WINDOW_TABS = ['stocks', 'messages', 'settings'] as const;
export type WindowTab = (typeof WINDOW_TABS)[number];

/** Column widths in CSS pixels; the chart column takes what is left. */
export const COLUMN_BOUNDS = { first: { min: 200, max: 600 }, third: { min: 240, max: 640 } } as const;

export const layoutSchema = z.strictObject({
  firstWidth: z.number().int().min(COLUMN_BOUNDS.first.min).max(COLUMN_BOUNDS.first.max),
  thirdWidth: z.number().int().min(COLUMN_BOUNDS.third.min).max(COLUMN_BOUNDS.third.max),
  /** Only the first column shows: the assistant as a narrow strip beside the broker's window. */
  firstOnly: z.boolean(),
  tab: z.enum(WINDOW_TABS),
  /** The chart last shown, shown again at the next start. */
  symbol: z.string().trim().min(1).max(32).nullable(),
  duration: durationSchema,
  /** The window's language, chosen in settings; at first the system's. */
  language: z.enum(['en', 'zh']),
});
export type WindowLayout = z.infer<typeof layoutSchema>;

export const DEFAULT_LAYOUT: WindowLayout = { firstWidth: 280, thirdWidth: 340, firstOnly: false, tab: 'stocks', symbol: null, duration: '1d', language: 'en' };

/**
 * Bot push: the assistant sends each new alert to the trader's own Telegram bot, through a local proxy where Telegram
 * is not reachable directly. Saved settings take effect when push is switched off and on again, as the
 * specification says; `active` tells the window which settings the running push uses.
 */
export const botSettingsSchema = z.strictObject({
  botPush: z.boolean(),
  /** A bot token as BotFather gives it: `<bot id>:<secret>`. Required. */
  botToken: z.string().trim(),
  /** The trader's numeric Telegram user ID, the chat the bot writes to. Required. */
  botUserId: z.string().trim(),
  /** Optional `http://host:port` or `https://host:port`. */
  proxy: z.string().trim(),
});
export type BotSettings = z.infer<typeof botSettingsSchema>;

export const windowStateSchema = z.object({
  /** The product's address, from --server. */
  server: z.string(),
  signedIn: z.boolean(),
  /** The product cannot be reached; the cache answers. */
  offline: z.boolean(),
  user: z.object({ nickname: z.string().nullable(), email: z.string().nullable(), role: roleSchema }).nullable(),
  riseFall: riseFallColoursSchema.nullable(),
  exportDir: z.string(),
  /** The local chart server's address, for the settings page's reminder of what scripts call. */
  localUrl: z.string(),
  layout: layoutSchema,
  /** True when saved bot settings differ from those the running push uses: switch push off and on to apply. */
  botPushPending: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

export const signInBodySchema = z.strictObject({ code: z.string().trim().min(1).max(32) });

export const listsReplySchema = z.object({
  /** The trader's followed symbols, newest first. */
  follows: z.array(stockSchema),
  favourites: z.array(stockSchema),
});

export interface WindowChart {
  symbol: string;
  duration: z.infer<typeof durationSchema>;
  /** Oldest first, as the chart channel answers. */
  series: ChartCandle[];
  fetchedAt: number;
  ageSeconds: number;
  offline: boolean;
  demo: boolean;
  notice?: string;
}

/**
 * The window marks its first drawn chart on <html>: `data-chart-drawn="1"` and `data-first-chart-ms` (performance.now()
 * at that moment), for the start-to-first-chart benchmark and the tests.
 */
export const FIRST_CHART_ATTRIBUTE = 'data-chart-drawn';

/** Today's alerts: messages that arrived since the trader's local midnight, newest first. */
export const messagesReplySchema = z.object({ list: z.array(messageSchema) });

/** One followed symbol's line in the daily report: its last daily bar as the panel reads it. */
export const reportLineSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  ts: z.number().nullable(),
  close: z.number().nullable(),
  changePercent: z.number().nullable(),
  /** The panel's fields the report shows, each as the quote screen writes it in the window's language. */
  fields: z.array(z.object({ id: z.string(), name: z.string(), text: z.string() })),
});
export const reportReplySchema = z.object({
  /** When the report was put together, epoch seconds. */
  at: z.number().int(),
  lines: z.array(reportLineSchema),
  /** Followed symbols beyond the report's size, not shown. */
  more: z.number().int(),
});
export type ReportReply = z.infer<typeof reportReplySchema>;

export type { Language, RiseFallColours };
