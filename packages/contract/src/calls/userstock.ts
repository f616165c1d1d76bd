import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';
import { stockSchema, symbolField } from '../stocks.js';

/** Limits of a trader's own stock lists. */
export const USERSTOCK_LIMITS = {
  /** Spec §4 and §9: adding a favourite keeps only the last 3. */
  favourites: 3,
  /** Followed symbols one trader may keep; far above real use, it stops a script filling the database. */
  follows: 500,
  /** Symbols in the list of what traders follow most. */
  liked: 20,
} as const;

const userList = z.object({ list: z.array(stockSchema), count: z.number().int() });

/** 1 when the call changed the list, 0 when it already was that way; favourites also name the symbols dropped. */
const result = z.object({ result: z.union([z.literal(0), z.literal(1)]) });

export const userStockListsSchema = z.object({
  /** Symbols the trader follows, newest first: the list behind the fav filter. */
  followlist: userList,
  /** What traders follow most across the product. */
  likelist: userList,
  /** The trader's favourites, newest first, never more than three. */
  featurelist: userList,
});
export type UserStockLists = z.infer<typeof userStockListsSchema>;

export const userStockCalls = {
  list: defineCall({
    path: '/api/userstock/list',
    role: 'member',
    tag: 'userstock',
    summary: "The signed-in trader's followed symbols and favourites, and what traders follow most",
    body: emptyBody,
    reply: userStockListsSchema,
  }),
  follow: defineCall({
    path: '/api/userstock/follow',
    role: 'member',
    tag: 'userstock',
    summary: 'Follow a symbol',
    body: z.strictObject({ symbol: symbolField }),
    reply: result,
  }),
  unfollow: defineCall({
    path: '/api/userstock/unfollow',
    role: 'member',
    tag: 'userstock',
    summary: 'Stop following a symbol; result 1 when it was followed and is now removed',
    body: z.strictObject({ symbol: symbolField }),
    reply: result,
  }),
  feature: defineCall({
    path: '/api/userstock/feature',
    role: 'member',
    tag: 'userstock',
    summary: `Make a symbol a favourite; only the last ${USERSTOCK_LIMITS.favourites} are kept`,
    body: z.strictObject({ symbol: symbolField }),
    reply: result.extend({ dropped: z.array(z.string()) }),
  }),
  unfeature: defineCall({
    path: '/api/userstock/unfeature',
    role: 'member',
    tag: 'userstock',
    summary: 'Drop a symbol from the favourites',
    body: z.strictObject({ symbol: symbolField }),
    reply: result,
  }),
};
