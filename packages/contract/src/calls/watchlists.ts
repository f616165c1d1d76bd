import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';
import {
  WATCHLIST_LIMITS,
  watchlistColumnSchema,
  watchlistIdField,
  watchlistNameField,
  watchlistRowSchema,
  watchlistSchema,
  watchlistSectionField,
  watchlistSummarySchema,
  watchlistSymbolsField,
} from '../watchlists.js';
import { symbolField } from '../stocks.js';

const listBody = { id: watchlistIdField };
const listReply = z.object({ list: watchlistSchema });

export const watchlistCalls = {
  mine: defineCall({
    path: '/api/watchlist/mine',
    role: 'member',
    tag: 'watchlist',
    summary: "The signed-in trader's watchlists in their order, the followed list and the favourites first",
    body: emptyBody,
    reply: z.object({ lists: z.array(watchlistSummarySchema) }),
  }),
  get: defineCall({
    path: '/api/watchlist/get',
    role: 'member',
    tag: 'watchlist',
    summary: 'One of the trader\'s watchlists with its sections, symbols and columns; 404 for another trader\'s',
    body: z.strictObject(listBody),
    reply: listReply,
  }),
  create: defineCall({
    path: '/api/watchlist/create',
    role: 'member',
    tag: 'watchlist',
    summary: `Make a named watchlist, with the default columns; at most ${WATCHLIST_LIMITS.lists} lists`,
    body: z.strictObject({ name: watchlistNameField }),
    reply: listReply,
  }),
  update: defineCall({
    path: '/api/watchlist/update',
    role: 'member',
    tag: 'watchlist',
    summary: "Rename a list, or set its columns or its sections (a section's symbols move to the top when it is dropped)",
    body: z.strictObject({
      ...listBody,
      name: watchlistNameField.optional(),
      columns: z.array(watchlistColumnSchema).max(WATCHLIST_LIMITS.columns, 'watchlistTooManyColumns').optional(),
      sections: z.array(watchlistSectionField.pipe(z.string().min(1, 'watchlistNameRequired'))).max(WATCHLIST_LIMITS.sections, 'watchlistTooManySections').optional(),
    }),
    reply: listReply,
  }),
  remove: defineCall({
    path: '/api/watchlist/remove',
    role: 'member',
    tag: 'watchlist',
    summary: 'Delete one of the trader\'s own lists; the followed list and the favourites stay',
    body: z.strictObject(listBody),
    reply: z.null(),
  }),
  add: defineCall({
    path: '/api/watchlist/symbols/add',
    role: 'member',
    tag: 'watchlist',
    summary: 'Add symbols at the end of a section (the top one when none is named); those already listed stay where they are',
    body: z.strictObject({ ...listBody, symbols: watchlistSymbolsField, section: watchlistSectionField.optional() }),
    reply: listReply.extend({ added: z.number().int(), unknown: z.array(z.string()), dropped: z.array(z.string()) }),
  }),
  drop: defineCall({
    path: '/api/watchlist/symbols/remove',
    role: 'member',
    tag: 'watchlist',
    summary: 'Take symbols off a list',
    body: z.strictObject({ ...listBody, symbols: watchlistSymbolsField }),
    reply: listReply,
  }),
  order: defineCall({
    path: '/api/watchlist/symbols/order',
    role: 'member',
    tag: 'watchlist',
    summary: "Set the list's order and each symbol's section at once, as a drag leaves them: every listed symbol, once",
    body: z.strictObject({
      ...listBody,
      items: z.array(z.strictObject({ symbol: symbolField, section: watchlistSectionField })).max(WATCHLIST_LIMITS.symbols, 'watchlistFull'),
    }),
    reply: listReply,
  }),
  importCsv: defineCall({
    path: '/api/watchlist/symbols/import',
    role: 'member',
    tag: 'watchlist',
    summary: 'Add the symbols of a CSV (a `symbol` column, or the first column; an optional `section` column)',
    body: z.strictObject({ ...listBody, csv: z.string().max(WATCHLIST_LIMITS.csvLength, 'watchlistCsvTooLong') }),
    reply: listReply.extend({ added: z.number().int(), unknown: z.array(z.string()), dropped: z.array(z.string()) }),
  }),
  values: defineCall({
    path: '/api/watchlist/values',
    role: 'member',
    tag: 'watchlist',
    summary: "Each symbol's value in each of the list's columns, as the stored candles and snapshots stand",
    body: z.strictObject(listBody),
    reply: z.object({ rows: z.array(watchlistRowSchema), asOf: z.number().int() }),
  }),
};
