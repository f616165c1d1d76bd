import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody, pageFields } from '../fields.js';
import { entitlementRole } from '../plans.js';
import {
  MARKET_LIMITS,
  marketFilterSchema,
  optionsReplySchema,
  quoteSchema,
  snapshotSchema,
  stockMetaFields,
  stockMetaSchema,
  stockSchema,
  symbolField,
  tagField,
} from '../stocks.js';

const stockList = z.object({ list: z.array(stockSchema), total: z.number().int(), page: z.number().int() });

/** Spec §3: a label has one of 10 colours. */
export const LABEL_COLOURS = ['red', 'orange', 'amber', 'lime', 'green', 'teal', 'cyan', 'blue', 'indigo', 'purple'] as const;

/** A label is a stock tag as the list shows it: the slug names it in routes, the id and colour stay with the slug. */
export const labelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  color: z.enum(LABEL_COLOURS),
  /** Stocks carrying it. */
  count: z.number().int(),
});
export type Label = z.infer<typeof labelSchema>;

/** A built-in index list: a tag every stock list, backtest and signal knows, named in routes by its slug. */
export const indexTagSchema = z.object({
  slug: z.string(),
  name: z.string(),
  cnname: z.string(),
  /** The index's own symbol. */
  index: z.string(),
  /** Members in the bundled universe. */
  count: z.number().int(),
});
export type IndexTag = z.infer<typeof indexTagSchema>;

/** The route name of a tag: lower case, letters and digits of any script, dashes between words. */
export function labelSlug(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Spec §2's filters of the stock list: a kind of symbol, or the trader's followed symbols. */
export const STOCK_FILTERS = ['index', 'etf', 'option', 'fav'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

const metaRow = stockMetaSchema.extend({ name: z.string(), cnname: z.string(), region: z.string() });

export const stockCalls = {
  list: defineCall({
    path: '/api/stock/list',
    role: 'member',
    tag: 'stocks',
    summary: 'Stocks of a region, largest first, filtered by text in symbol or names, by kind or followed, and by label',
    body: z.strictObject({
      page: z.number().int().min(1).max(10_000).default(1),
      region: marketFilterSchema.default('ALL'),
      symbol: z.string().trim().max(40).optional(),
      filter: z.enum(STOCK_FILTERS).optional(),
      /** A label's slug or a tag as typed; an unknown one lists nothing. */
      tag: tagField.optional(),
    }),
    reply: stockList,
  }),
  atom: defineCall({
    path: '/api/stock/atom',
    role: 'member',
    tag: 'stocks',
    summary: 'One stock with its meta, last daily bar and the daily indicator snapshot',
    body: z.strictObject({ symbol: symbolField }),
    reply: z.object({
      stock: stockSchema,
      meta: stockMetaSchema.nullable(),
      quote: quoteSchema.nullable(),
      snapshot: snapshotSchema.nullable(),
      demo: z.boolean(),
    }),
  }),
  byTag: defineCall({
    path: '/api/stock/by/tag',
    role: 'member',
    tag: 'stocks',
    summary: 'Stocks carrying a tag',
    body: z.strictObject({ tag: tagField }),
    reply: z.object({ list: z.array(stockSchema) }),
  }),
  labels: defineCall({
    path: '/api/stock/labels',
    role: 'member',
    tag: 'stocks',
    summary: 'The labels made from the stock tags, most used first, and the built-in index lists',
    body: emptyBody,
    reply: z.object({ list: z.array(labelSchema), indices: z.array(indexTagSchema) }),
  }),
  options: defineCall({
    path: '/api/stock/options',
    role: entitlementRole('optionChain'),
    tag: 'stocks',
    summary: `The option chain of one expiry; a symbol longer than ${MARKET_LIMITS.contractCodeAfter} characters is a contract code`,
    body: z.strictObject({ symbol: symbolField, date: z.number().int().positive().optional() }),
    reply: optionsReplySchema,
  }),
  metaList: defineCall({
    path: '/api/stock/meta/list',
    role: 'super',
    tag: 'stocks',
    summary: 'The stocks that have meta, optionally matching a symbol, most recently changed first',
    body: z.strictObject({ symbol: z.string().trim().max(40).optional(), ...pageFields }),
    reply: z.object({ list: z.array(metaRow), total: z.number().int() }),
  }),
  metaCreate: defineCall({
    path: '/api/stock/meta/create',
    role: 'super',
    tag: 'stocks',
    summary: 'Write the tags, intro and other fields of a stock',
    body: z.strictObject({ symbol: symbolField, ...stockMetaFields }),
    reply: z.object({ meta: stockMetaSchema }),
  }),
  metaUpdate: defineCall({
    path: '/api/stock/meta/update',
    role: 'super',
    tag: 'stocks',
    summary: 'Change some of the meta fields of a stock',
    body: z.strictObject({ symbol: symbolField, ...stockMetaFields }),
    reply: z.object({ meta: stockMetaSchema }),
  }),
  metaRemove: defineCall({
    path: '/api/stock/meta/remove',
    role: 'super',
    tag: 'stocks',
    summary: 'Drop the meta of a stock',
    body: z.strictObject({ symbol: symbolField }),
    reply: z.null(),
  }),
  statsReset: defineCall({
    path: '/api/stock/stats/reset',
    role: 'super',
    tag: 'stocks',
    summary: 'Drop the stored bars and indicator values of a stock and load its daily history afresh',
    body: z.strictObject({ symbol: symbolField }),
    reply: z.object({ stock: stockSchema }),
  }),
  symbolsReset: defineCall({
    path: '/api/stock/symbols/reset',
    role: 'super',
    tag: 'stocks',
    summary: 'Reload the symbol list from the bundled universe',
    body: emptyBody,
    reply: z.object({ symbols: z.number().int() }),
  }),
};
