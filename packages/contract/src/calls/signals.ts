import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';
import { signalBookSchema, signalListField, signalSourceIdField, signalSourceChangeSchema, signalSourceInputSchema, signalSourceSchema } from '../signals.js';

const sourceReply = z.object({ source: signalSourceSchema });

export const signalCalls = {
  board: defineCall({
    path: '/api/signal/board',
    role: 'member',
    tag: 'signals',
    summary: "Today's signals of every published source on one index list, each with its backtested record",
    body: z.strictObject({ list: signalListField }),
    reply: z.object({
      list: z.object({ slug: z.string(), name: z.string(), cnname: z.string(), symbols: z.number().int() }),
      books: z.array(signalBookSchema),
    }),
  }),
  follow: defineCall({
    path: '/api/signal/follow',
    role: 'member',
    tag: 'signals',
    summary: "Follow a published source on one list, or stop: its signals then reach the trader's messenger like an alert",
    body: z.strictObject({ source: signalSourceIdField, list: signalListField, follow: z.boolean() }),
    reply: z.object({ following: z.boolean() }),
  }),
  sources: defineCall({
    path: '/api/signal/source/list',
    role: 'super',
    tag: 'signals',
    summary: 'Every signal source, published or not, newest first',
    body: emptyBody,
    reply: z.object({ list: z.array(signalSourceSchema) }),
  }),
  create: defineCall({
    path: '/api/signal/source/create',
    role: 'super',
    tag: 'signals',
    summary: 'Make a backtest strategy a signal source on some index lists; published, it is computed after each market cycle',
    body: signalSourceInputSchema,
    reply: sourceReply,
  }),
  update: defineCall({
    path: '/api/signal/source/update',
    role: 'super',
    tag: 'signals',
    summary: 'Change, publish or withdraw a signal source',
    body: signalSourceChangeSchema,
    reply: sourceReply,
  }),
  remove: defineCall({
    path: '/api/signal/source/remove',
    role: 'super',
    tag: 'signals',
    summary: 'Drop a signal source with its records and followers',
    body: z.strictObject({ id: signalSourceIdField }),
    reply: z.null(),
  }),
};
