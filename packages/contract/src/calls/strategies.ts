import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';
import {
  SEEK_FIELDS,
  seekRowSchema,
  strategyIdField,
  strategyNameField,
  strategyQuerySchema,
  strategySchema,
} from '../strategies.js';
import { tagField } from '../stocks.js';

export const strategyCalls = {
  list: defineCall({
    path: '/api/strategy/mine/list',
    role: 'member',
    tag: 'strategies',
    summary: "The signed-in trader's saved strategies, newest first",
    body: emptyBody,
    reply: z.object({ list: z.array(strategySchema) }),
  }),
  create: defineCall({
    path: '/api/strategy/mine/create',
    role: 'member',
    tag: 'strategies',
    summary: 'Save a screener query as a strategy; from then on each symbol newly matching it raises an alert',
    body: z.strictObject({ name: strategyNameField, query: strategyQuerySchema }),
    reply: z.object({ strategy: strategySchema }),
  }),
  update: defineCall({
    path: '/api/strategy/mine/update',
    role: 'member',
    tag: 'strategies',
    summary: "Rename one of the signed-in trader's strategies or replace its query",
    body: z.strictObject({ sid: strategyIdField, name: strategyNameField.optional(), query: strategyQuerySchema.optional() }),
    reply: z.object({ strategy: strategySchema }),
  }),
  remove: defineCall({
    path: '/api/strategy/mine/remove',
    role: 'member',
    tag: 'strategies',
    summary: "Drop one of the signed-in trader's strategies and its alert bookkeeping",
    body: z.strictObject({ sid: strategyIdField }),
    reply: z.null(),
  }),
  testAlert: defineCall({
    path: '/api/strategy/mine/test-alert',
    role: 'member',
    tag: 'strategies',
    summary:
      "Send one of the signed-in trader's strategies a test alert on every channel they switched on, for the first symbol it holds now (the largest symbol when it holds none); five in ten minutes",
    body: z.strictObject({ sid: strategyIdField }),
    reply: z.object({ symbol: z.string() }),
  }),
  seek: defineCall({
    path: '/api/stats/seek',
    role: 'member',
    tag: 'strategies',
    summary: `Run a screener query (or a saved strategy by sid) over the latest indicator values; each duration's values arrive as an array in the order of \`fields\` (${SEEK_FIELDS.length} catalogue ids)`,
    body: z
      .strictObject({
        /** The query to run; without it (and without sid) every symbol, largest cap first. */
        query: strategyQuerySchema.optional(),
        sid: strategyIdField.optional(),
        /** Only symbols carrying this stock tag. */
        tag: tagField.optional(),
      })
      .refine((body) => !(body.query && body.sid), { message: 'strategyQueryOrSid', path: ['sid'] }),
    reply: z.object({
      fields: z.array(z.string()),
      list: z.array(seekRowSchema),
      /** Symbols matching before the limit was applied. */
      total: z.number().int(),
    }),
  }),
};
