import { z } from 'zod';
import { MARKETS } from './constants.js';
import { durationSchema, symbolInfoSchema } from './market.js';

/** Market limits of the stock, quote and chart calls. */
export const MARKET_LIMITS = {
  /**
   * Candles in the first answer of a chart, and in each older page while the user scrolls left: a year and a half
   * of days, two months of hours, enough for every line's shape; their indicators are warmed up on the server.
   */
  chartCandles: 400,
  stockPageSize: 50,
  /** On-demand refreshes of one symbol by one user in a minute; the scheduler keeps series fresh anyway. */
  quoteRefreshesPerMinute: 4,
  /** A symbol longer than this is an option contract code, not an underlying. */
  contractCodeAfter: 12,
  tagsPerStock: 20,
} as const;

/** Yahoo Finance's spelling: letters, digits and ^ . = - _ (e.g. ^HSI, 0700.HK, 600519.SS, BTC-USD, GC=F, EURUSD=X). */
export const symbolField = z
  .string({ error: 'symbolInvalid' })
  .trim()
  .toUpperCase()
  .min(1, 'symbolInvalid')
  .max(32, 'symbolInvalid')
  .regex(/^[A-Z0-9^.=_-]+$/, 'symbolInvalid');

export const tagField = z.string().trim().min(1).max(40);

export const marketFilterSchema = z.enum(MARKETS);

export const stockSchema = symbolInfoSchema.extend({
  tags: z.array(z.string()),
  /** Percent change of the last daily close (1 = 1 %); null before the first update. */
  updown: z.number().nullable(),
  close: z.number().nullable(),
});
export type Stock = z.infer<typeof stockSchema>;

const metaValue = z.union([z.string().max(2_000), z.number(), z.boolean(), z.null()]);

export const stockMetaSchema = z.object({
  symbol: z.string(),
  tags: z.array(z.string()),
  intro: z.string(),
  /** Other fields the editors keep on a stock (sector, website, listing date...). */
  fields: z.record(z.string(), metaValue),
  updatedAt: z.number().int(),
});
export type StockMeta = z.infer<typeof stockMetaSchema>;

/** Tags arrive as a list or as comma text, as the editors type them. */
export const tagsField = z
  .union([z.array(tagField), z.string().max(1_000)])
  .transform((tags) => (Array.isArray(tags) ? tags : tags.split(',')).map((t) => t.trim()).filter((t) => t.length > 0))
  .pipe(z.array(tagField).max(MARKET_LIMITS.tagsPerStock));

export const stockMetaFields = {
  tags: tagsField.optional(),
  intro: z.string().trim().max(10_000).optional(),
  fields: z.record(z.string().max(60), metaValue).optional(),
};

/** The latest values of every indicator of one (symbol, duration), keyed by the catalogue's field id. */
export const snapshotSchema = z.object({
  duration: durationSchema,
  /** Opening time of the bar the values belong to, epoch seconds. */
  ts: z.number().int(),
  computedAt: z.number().int(),
  values: z.record(z.string(), z.number().nullable()),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const quoteSchema = z.object({
  symbol: z.string(),
  ts: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
  updown: z.number().nullable(),
});
export type StockQuote = z.infer<typeof quoteSchema>;

export const optionContractSchema = z.object({
  contractSymbol: z.string(),
  lastTradeDate: z.number(),
  strike: z.number(),
  lastPrice: z.number(),
  bid: z.number(),
  ask: z.number(),
  percentChange: z.number(),
  volume: z.number(),
  openInterest: z.number(),
  impliedVolatility: z.number(),
  expiration: z.number(),
  inTheMoney: z.boolean(),
});

export const optionChainSchema = z.object({
  kind: z.literal('chain'),
  symbol: z.string(),
  underlyingPrice: z.number(),
  dates: z.array(z.number()),
  strikes: z.array(z.number()),
  expiration: z.number(),
  calls: z.array(optionContractSchema),
  puts: z.array(optionContractSchema),
});

/** What a chart needs to show one option contract, read from its OCC code. */
export const optionContractInfoSchema = z.object({
  kind: z.literal('contract'),
  symbol: z.string(),
  underlying: z.string(),
  name: z.string(),
  cnname: z.string(),
  right: z.enum(['call', 'put']),
  strike: z.number(),
  expiration: z.number().int(),
  region: z.literal('US'),
});

export const optionsReplySchema = z.discriminatedUnion('kind', [optionChainSchema, optionContractInfoSchema]);
