import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';
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

export const stockCalls = {
  list: defineCall({
    path: '/api/stock/list',
    role: 'member',
    tag: 'stocks',
    summary: 'Stocks of a region, largest first, filtered by text in symbol or names',
    body: z.strictObject({
      page: z.number().int().min(1).max(10_000).default(1),
      region: marketFilterSchema.default('ALL'),
      symbol: z.string().trim().max(40).optional(),
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
  options: defineCall({
    path: '/api/stock/options',
    role: 'member',
    tag: 'stocks',
    summary: `The option chain of one expiry; a symbol longer than ${MARKET_LIMITS.contractCodeAfter} characters is a contract code`,
    body: z.strictObject({ symbol: symbolField, date: z.number().int().positive().optional() }),
    reply: optionsReplySchema,
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
