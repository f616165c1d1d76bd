import {
  chartCandleSchema,
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
export { WINDOW_PATHS } from './windowPaths.js';

/** The window's cookie: HttpOnly, SameSite=Strict, Path=/assistant. */
export const WINDOW_COOKIE = 'signaldesk_window';

export const WINDOW_TABS = ['stocks', 'messages', 'settings'] as const;
export type WindowTab = (typeof WINDOW_TABS)[number];

/** Column widths in CSS pixels; the chart column takes what is left. */
/** The window's size at first, in CSS pixels; the trader resizes it freely after. */
export const OPENING_WINDOW = { width: 1400, height: 880 } as const;

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

export type BotSettingsField = 'botToken' | 'botUserId' | 'proxy';

/** The settings' validation texts; the window checks before sending and the Node side refuses with the same words. */
export const BOT_SETTINGS_TEXTS = {
  botTokenRequired: { en: 'Enter the bot token', zh: '请输入机器人令牌' },
  botTokenInvalid: {
    en: 'A bot token reads like 123456789:AAE… as BotFather gives it',
    zh: '机器人令牌的格式应如 123456789:AAE…，即 BotFather 给出的样子',
  },
  botUserIdRequired: { en: 'Enter your user ID', zh: '请输入用户 ID' },
  botUserIdInvalid: { en: 'The user ID is a number, such as 123456789', zh: '用户 ID 是一串数字，例如 123456789' },
  proxyInvalid: {
    en: 'The proxy reads like http://127.0.0.1:7890 (http or https, with a port), or leave it empty',
    zh: '代理的格式应如 http://127.0.0.1:7890（http 或 https，带端口），不用代理请留空',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
export type BotSettingsTextKey = keyof typeof BOT_SETTINGS_TEXTS;

/** BotFather's tokens: the bot's numeric id, a colon and a 35-character secret (with room for a change of length). */
const BOT_TOKEN = /^\d{5,12}:[A-Za-z0-9_-]{30,50}$/;
/** A user's chat id is positive; a group's or channel's, which a trader may push to instead, negative. */
const BOT_USER_ID = /^-?\d{1,20}$/;

function proxyIsValid(proxy: string): boolean {
  if (!/^https?:\/\//i.test(proxy)) return false;
  try {
    const url = new URL(proxy);
    return url.hostname !== '' && url.port !== '' && url.pathname === '/' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/**
 * What is wrong with bot settings before they are saved, field by field: the token and the user ID are required (as
 * the specification says), the proxy is optional. Values are trimmed first, as the schema does.
 */
export function botSettingsProblems(settings: Pick<BotSettings, BotSettingsField>): Partial<Record<BotSettingsField, BotSettingsTextKey>> {
  const problems: Partial<Record<BotSettingsField, BotSettingsTextKey>> = {};
  const token = settings.botToken.trim();
  const userId = settings.botUserId.trim();
  const proxy = settings.proxy.trim();
  if (!token) problems.botToken = 'botTokenRequired';
  else if (!BOT_TOKEN.test(token)) problems.botToken = 'botTokenInvalid';
  if (!userId) problems.botUserId = 'botUserIdRequired';
  else if (!BOT_USER_ID.test(userId)) problems.botUserId = 'botUserIdInvalid';
  if (proxy && !proxyIsValid(proxy)) problems.proxy = 'proxyInvalid';
  return problems;
}

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
  /** The latest bot push that failed since push was switched on (Telegram's refusal, or why it was not reached); null after a success. */
  botPushFailure: z.object({ at: z.number().int(), msg: z.string() }).nullable().optional(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** Every refusal of the window's API: the local server's shape, with `field` naming the settings field at fault. */
export const windowRefusalSchema = z.object({
  code: z.number(),
  key: z.string(),
  msg: z.string(),
  field: z.enum(['botToken', 'botUserId', 'proxy']).optional(),
});
export type WindowRefusal = z.infer<typeof windowRefusalSchema>;

export const signInBodySchema = z.strictObject({ code: z.string().trim().min(1).max(32) });

export const listsReplySchema = z.object({
  /** The trader's followed symbols, newest first. */
  follows: z.array(stockSchema),
  favourites: z.array(stockSchema),
});

export const windowChartSchema = z.object({
  symbol: z.string(),
  duration: durationSchema,
  /** Oldest first, as the chart channel answers. */
  series: z.array(chartCandleSchema),
  /** When the candles were fetched from the product, epoch seconds. */
  fetchedAt: z.number(),
  ageSeconds: z.number(),
  offline: z.boolean(),
  demo: z.boolean(),
  notice: z.string().optional(),
});
export type WindowChart = z.infer<typeof windowChartSchema>;

/**
 * The window marks its first drawn chart on <html>: `data-chart-drawn="1"` and `data-first-chart-ms` (performance.now()
 * at that moment), for the start-to-first-chart benchmark and the tests.
 */
export const FIRST_CHART_ATTRIBUTE = 'data-chart-drawn';

/** Today's alerts: messages that arrived since the trader's local midnight, newest first. */
export const messagesReplySchema = z.object({ list: z.array(messageSchema) });

/** The report's symbols: the first this many followed symbols, on the daily chart. */
export const REPORT_SIZE = 30;

/** The panel's fields a report line shows, in this order: close, change, the matrix and ladder trends, the waves' stages. */
export const REPORT_FIELDS = ['candle.close', 'candle.updown', 'matrix.trend', 'ladder.trend', 'sine.stage', 'chord.stage'] as const;

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
