import { z } from 'zod';
import type { Market } from './constants.js';
import { regionSchema } from './market.js';

export { OVERVIEW } from './overviewLimits.js';

/** Spec "Calendar": the countries the economic calendar filters by, in the spec's order. */
export const CALENDAR_COUNTRIES = ['US', 'CN', 'JP', 'UK', 'FR', 'AU', 'DE', 'CA'] as const;
export type CalendarCountry = (typeof CALENDAR_COUNTRIES)[number];

/**
 * Whose releases move a market: US stocks and crypto follow US data; Hong Kong follows the mainland and,
 * through the dollar peg, US rates; A-shares follow China; gold and forex trade against every currency.
 * A trader of all markets has no country of their own.
 */
export const MARKET_COUNTRIES: Record<Market, readonly CalendarCountry[]> = {
  ALL: [],
  US: ['US'],
  USD: ['US'],
  HK: ['CN', 'US'],
  CN: ['CN'],
  GF: CALENDAR_COUNTRIES,
};

export const RANKING_LISTS = ['gainers', 'losers', 'active', 'trend', 'highs'] as const;
export type RankingListId = (typeof RANKING_LISTS)[number];

export const HEATMAP_PERIODS = ['1d', '1wk', '1mo'] as const;
export type HeatmapPeriod = (typeof HEATMAP_PERIODS)[number];
export const HEATMAP_GROUPS = ['sector', 'type'] as const;
export type HeatmapGroup = (typeof HEATMAP_GROUPS)[number];

export const FEAR_GREED_COMPONENTS = ['momentum', 'strength', 'putCall', 'volatility', 'safeHaven'] as const;
export type FearGreedComponentId = (typeof FEAR_GREED_COMPONENTS)[number];
export const FEAR_GREED_LABELS = ['extremeFear', 'fear', 'neutral', 'greed', 'extremeGreed'] as const;
export type FearGreedLabel = (typeof FEAR_GREED_LABELS)[number];

/**
 * The bands CNN rates its index with, read from its published history: below 25 extreme fear, from 25
 * fear, from 45 neutral, from 55 greed, from 75 extreme greed.
 */
export function fearGreedLabel(score: number): FearGreedLabel {
  if (score < 25) return 'extremeFear';
  if (score < 45) return 'fear';
  if (score < 55) return 'neutral';
  if (score < 75) return 'greed';
  return 'extremeGreed';
}

/** Earnings calendars print caps as "$1,234,567"; the numeric cap in dollars, or null when the text holds none. */
export function parseMarketCap(text: string | null | undefined): number | null {
  if (!text) return null;
  const digits = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  return Number(digits);
}

/** A cap in dollars the way the earnings calendar prints it. */
export function formatMarketCap(dollars: number | null): string {
  return dollars === null ? '' : `$${Math.round(dollars).toLocaleString('en-US')}`;
}

export const rankingRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  cnname: z.string(),
  region: regionSchema,
  /** Millions of US dollars. */
  cap: z.number(),
  close: z.number().nullable(),
  updown: z.number().nullable(),
  /** The measure the list is ranked by: change %, traded value, MA30 angle or distance from the 1-year high. */
  value: z.number(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingRegionSchema = z.object({
  region: regionSchema,
  /** Symbols of the region above the minimum cap. */
  count: z.number().int(),
  lists: z.object({
    gainers: z.array(rankingRowSchema),
    losers: z.array(rankingRowSchema),
    active: z.array(rankingRowSchema),
    trend: z.array(rankingRowSchema),
    highs: z.array(rankingRowSchema),
  }),
});
export type RankingRegion = z.infer<typeof rankingRegionSchema>;

export const heatmapTileSchema = z.object({
  symbol: z.string(),
  region: regionSchema,
  name: z.string(),
  cnname: z.string(),
  group: z.string(),
  cap: z.number(),
  close: z.number().nullable(),
  /** Percent change over the period; null when too few bars are stored. */
  change: z.number().nullable(),
});
export type HeatmapTile = z.infer<typeof heatmapTileSchema>;

export const economicEventSchema = z.object({
  /** yyyyMMdd in the releasing country's time zone. */
  day: z.string(),
  ts: z.number().int(),
  title: z.string(),
  country: z.string(),
  importance: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  actual: z.string().nullable(),
  forecast: z.string().nullable(),
  previous: z.string().nullable(),
});
export type EconomicCalendarEvent = z.infer<typeof economicEventSchema>;

export const earningsEntrySchema = z.object({
  symbol: z.string(),
  /** The market the company is listed in, which the calendar filters by. */
  region: regionSchema,
  name: z.string(),
  cnname: z.string(),
  day: z.string(),
  ts: z.number().int(),
  /** As the calendars print it: "$1,234,567"; empty when unknown. */
  marketCap: z.string(),
  timing: z.enum(['bmo', 'amc', 'unknown']),
});
export type EarningsCalendarEntry = z.infer<typeof earningsEntrySchema>;

export const fearGreedComponentSchema = z.object({
  id: z.enum(FEAR_GREED_COMPONENTS),
  /** 0 (extreme fear) to 100 (extreme greed). */
  score: z.number(),
  /** The reading the score comes from, in the component's own unit (see the docs). */
  raw: z.number(),
  /** Where the reading comes from: the market data named in the docs, or the documented proxy. */
  source: z.enum(['market', 'options', 'proxy']),
});
export type FearGreedComponent = z.infer<typeof fearGreedComponentSchema>;

export const fearGreedPointSchema = z.object({ ts: z.number().int(), score: z.number() });

export const fearGreedSchema = z.object({
  ts: z.number().int(),
  score: z.number(),
  label: z.enum(FEAR_GREED_LABELS),
  components: z.array(fearGreedComponentSchema),
  history: z.array(fearGreedPointSchema),
});
export type FearGreed = z.infer<typeof fearGreedSchema>;
