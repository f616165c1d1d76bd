import { z } from 'zod';
import { backtestStrategySchema } from './backtests.js';
import type { Language } from './messages.js';
import { tagField } from './stocks.js';

export const SIGNAL_LIMITS = {
  /** Sources kept at once: the team curates a short list, not an archive. */
  sources: 50,
  nameLength: 80,
  descriptionLength: 1_000,
  /** Index lists one source publishes on. */
  listsPerSource: 6,
  /** A source list pair one member follows at most. */
  followsPerUser: 100,
  /** Signals one book keeps for its day; a rule that fires on a whole index at once still lists every one up to this. */
  signalsPerBook: 1_000,
} as const;

/**
 * A headline claim such as "90 %+ win rate" is shown only where the computed record reaches it over at least
 * `minTrades` closed trades, and always with the number of trades beside it.
 */
export const SIGNAL_CLAIM = { winRate: 0.9, minTrades: 30 } as const;

/** What a signal tells a trader following the source: open a position (buy, or sell short) or close it. */
export const SIGNAL_SIDES = ['enter', 'exit'] as const;
export type SignalSide = (typeof SIGNAL_SIDES)[number];

/** Why: the entry or exit rule at the bar's close, the holding time, or a stop or target reached inside the bar. */
export const SIGNAL_REASONS = ['rule', 'maxBars', 'stopLoss', 'takeProfit', 'trailingStop'] as const;
export type SignalReason = (typeof SIGNAL_REASONS)[number];

export const signalSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  side: z.enum(SIGNAL_SIDES),
  reason: z.enum(SIGNAL_REASONS),
  /** Opening time of the bar whose close (or range, for a stop) raised it, epoch seconds. */
  time: z.number().int(),
  /** The bar's close for an order at the next open; the stop's fill price for a stop reached inside the bar. */
  price: z.number(),
});
export type Signal = z.infer<typeof signalSchema>;

/**
 * The source's backtested record on one list, computed by the backtest engine over every stored bar of the
 * list's symbols: one position per symbol at most, each of 1/N of equity (docs/cloud.md, Signals).
 */
export const signalRecordSchema = z.object({
  /** Trades closed over the period; win rate and average return count these. */
  trades: z.number().int(),
  /** Positions still open at the last bar. */
  openTrades: z.number().int(),
  /** Share of closed trades with a profit after costs; null without a closed trade. */
  winRate: z.number().nullable(),
  /** Mean return of the closed trades after costs; null without one. */
  averageReturn: z.number().nullable(),
  /** Largest fall of equity from a peak, a fraction (0.23 is 23 %). */
  maxDrawdown: z.number(),
  totalReturn: z.number().nullable(),
  /** First and last bar of the period, epoch seconds. */
  from: z.number().int(),
  to: z.number().int(),
  /** Symbols of the list that had candles. */
  symbols: z.number().int(),
});
export type SignalRecord = z.infer<typeof signalRecordSchema>;

export const signalSourceIdField = z.string().trim().min(1).max(64);
export const signalListField = tagField;

export const signalSourceNameField = z
  .string({ error: 'signalSourceNameRequired' })
  .trim()
  .min(1, 'signalSourceNameRequired')
  .max(SIGNAL_LIMITS.nameLength, 'signalSourceNameLength');

const sourceFields = {
  name: signalSourceNameField,
  description: z.string().trim().max(SIGNAL_LIMITS.descriptionLength, 'signalSourceDescriptionLength'),
  strategy: backtestStrategySchema,
  /** Index list slugs (sp500, hstech, ...) the source's signals are computed on. */
  lists: z.array(signalListField).min(1, 'signalSourceLists').max(SIGNAL_LIMITS.listsPerSource, 'signalSourceLists'),
  published: z.boolean(),
};

export const signalSourceInputSchema = z.strictObject({
  ...sourceFields,
  description: sourceFields.description.default(''),
  published: sourceFields.published.default(false),
});
export type SignalSourceInput = z.output<typeof signalSourceInputSchema>;

/** A change to a source: the fields given replace the stored ones. */
export const signalSourceChangeSchema = z.strictObject({
  id: signalSourceIdField,
  name: sourceFields.name.optional(),
  description: sourceFields.description.optional(),
  strategy: sourceFields.strategy.optional(),
  lists: sourceFields.lists.optional(),
  published: sourceFields.published.optional(),
});
export type SignalSourceChange = z.output<typeof signalSourceChangeSchema>;

/** A signal source as the team manages it. */
export const signalSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  strategy: z.unknown(),
  lists: z.array(z.string()),
  published: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SignalSource = z.infer<typeof signalSourceSchema>;

/** One published source on one list: its record, today's signals and whether the reader follows it there. */
export const signalBookSchema = z.object({
  source: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    direction: z.enum(['long', 'short']),
    duration: z.enum(['1d', '1wk', '1h']),
  }),
  /** Null until the first computation after publishing has finished. */
  record: signalRecordSchema.nullable(),
  signals: z.array(signalSchema),
  /** Opening time of the latest bar of the list the signals were read at; null before the first computation. */
  asOf: z.number().int().nullable(),
  /** When the record and the signals were computed, epoch seconds. */
  computedAt: z.number().int().nullable(),
  /** Before the first computation: the share of it done (0 to 1), or null while it waits its turn. */
  progress: z.number().min(0).max(1).nullable(),
  following: z.boolean(),
});
export type SignalBook = z.infer<typeof signalBookSchema>;

type Words = Record<Language, string>;

/**
 * The strategies the product ships as signal sources (apps/server/src/signals/houseSources.ts), by the key of
 * their id: their name and what they do, in both languages.
 */
export const HOUSE_SOURCE_WORDS = {
  'kd-oversold': {
    name: { en: 'KD oversold', zh: 'KD超卖' },
    description: {
      en: 'Buys a stock whose slow stochastic K closes under 20 and sells it when K closes over 80, with an 8 % stop-loss.',
      zh: '慢速随机指标 K 值收盘低于 20 时买入，K 值收盘高于 80 时卖出，止损 8%。',
    },
  },
  'trend-pullback': {
    name: { en: 'Trend pullback with stops', zh: '趋势回调（带止损）' },
    description: {
      en: 'In a bull matrix trend, buys a day that fell 1 % or more with K under 35; sells at a 15 % gain, an 8 % loss, 6 % under the highest high since the buy, or after 20 bars.',
      zh: '均线趋势为多头时，买入下跌 1% 以上且 K 值低于 35 的交易日；盈利 15%、亏损 8%、从买入后最高价回落 6% 或持有 20 根K线后卖出。',
    },
  },
  'matrix-trend': {
    name: { en: 'Matrix trend', zh: '均线趋势' },
    description: {
      en: 'Buys when the matrix trend is bull and its route is up; sells when the trend turns bear or the price falls 10 % from its highest high since the buy.',
      zh: '均线趋势为多头且均线路径为上涨时买入；趋势转为空头或价格从买入后最高价回落 10% 时卖出。',
    },
  },
  'wave-cross': {
    name: { en: 'Wave cross', zh: '波段交叉' },
    description: {
      en: 'Buys on a golden cross of the small wave under its zero line and sells on its next death cross, with an 8 % stop-loss.',
      zh: '小波快线在零轴下方金叉时买入，下一次死叉时卖出，止损 8%。',
    },
  },
} as const satisfies Record<string, { name: Words; description: Words }>;
export type HouseSourceKey = keyof typeof HOUSE_SOURCE_WORDS;
export const HOUSE_SOURCE_KEYS = Object.keys(HOUSE_SOURCE_WORDS) as HouseSourceKey[];

/** A house source's id is fixed, so its messages name it alike on every deployment. */
export const houseSourceId = (key: HouseSourceKey): string => `house-${key}`;

const HOUSE_WORDS_BY_ID = new Map<string, { name: Words; description: Words }>(HOUSE_SOURCE_KEYS.map((key) => [houseSourceId(key), HOUSE_SOURCE_WORDS[key]]));

/**
 * A source's name or description as a reader sees it: a house source's in the reader's language while it is still
 * the product's words (stored in English); what the team wrote instead reads as written, in every language.
 */
export function sourceText(sourceId: string, part: 'name' | 'description', stored: string, lang: Language): string {
  const words = HOUSE_WORDS_BY_ID.get(sourceId)?.[part];
  return words && stored === words.en ? words[lang] : stored;
}
