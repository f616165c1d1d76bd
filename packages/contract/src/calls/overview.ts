import { z } from 'zod';
import { defineCall } from '../call.js';
import { MARKETS } from '../constants.js';
import { emptyBody } from '../fields.js';
import {
  CALENDAR_COUNTRIES,
  earningsEntrySchema,
  economicEventSchema,
  fearGreedSchema,
  HEATMAP_GROUPS,
  HEATMAP_PERIODS,
  heatmapTileSchema,
  OVERVIEW,
  rankingRegionSchema,
} from '../overview.js';

/** Unknown regions get the product's own text rather than zod's list of options. */
const marketField = z.enum(MARKETS, { error: 'regionUnknown' });

/** Monday 00:00 to Saturday 00:00 UTC of the week the calendar shows. */
const weekFields = { from: z.number().int(), to: z.number().int() };

export const overviewCalls = {
  ranking: defineCall({
    path: '/api/calendar/ranking/lists',
    role: 'member',
    tag: 'overview',
    summary: 'Per region, the largest gainers, losers, most traded, strongest matrix trends and 1-year highs above a minimum cap',
    body: z.strictObject({
      mincap: z
        .number({ error: 'minCapInvalid' })
        .finite('minCapInvalid')
        .min(0, 'minCapInvalid')
        .max(1_000_000, 'minCapInvalid')
        .default(OVERVIEW.defaultMinCap),
      region: marketField.default('ALL'),
    }),
    reply: z.object({ mincap: z.number(), regions: z.array(rankingRegionSchema) }),
  }),
  heatmap: defineCall({
    path: '/api/calendar/heatmap',
    role: 'user',
    tag: 'overview',
    summary: 'Tiles of one region (or all) sized by market cap and coloured by the change over a day, a week or a month',
    body: z.strictObject({
      region: marketField.default('US'),
      period: z.enum(HEATMAP_PERIODS).default('1d'),
      group: z.enum(HEATMAP_GROUPS).default('sector'),
    }),
    reply: z.object({ region: z.enum(MARKETS), period: z.enum(HEATMAP_PERIODS), tiles: z.array(heatmapTileSchema) }),
  }),
  economic: defineCall({
    path: '/api/calendar/economic/current',
    role: 'user',
    tag: 'overview',
    summary: "This week's economic releases with their importance, and the countries of the trader's followed markets",
    body: emptyBody,
    reply: z.object({
      ...weekFields,
      source: z.string(),
      list: z.array(economicEventSchema),
      /** Countries whose releases move the markets the trader follows (the Mine filter). */
      mine: z.array(z.enum(CALENDAR_COUNTRIES)),
    }),
  }),
  earnings: defineCall({
    path: '/api/calendar/earning/current/v2',
    role: 'user',
    tag: 'overview',
    summary: "This week's earnings reports with the company's market cap",
    body: emptyBody,
    reply: z.object({ ...weekFields, source: z.string(), list: z.array(earningsEntrySchema) }),
  }),
  fearGreed: defineCall({
    path: '/api/calendar/feargreedindex',
    role: 'user',
    tag: 'overview',
    summary: 'The fear-greed index computed from market data: today, its five components and its history',
    body: z.strictObject({ type: z.enum(['all', 'today']).default('all') }),
    reply: fearGreedSchema,
  }),
};
