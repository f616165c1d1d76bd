import { z } from 'zod';
import { chartIndicatorSchema, INDICATOR_CATALOGUE } from './chartIndicators.js';
import { DURATIONS } from './durations.js';
import { symbolField } from './stocks.js';
import { screenerField } from './strategies.js';

/**
 * A trader's watchlists: several named lists, each with sections, its symbols in the order the trader set, and the
 * columns the trader chose. The followed symbols (the stock list's fav filter) and the favourites (spec §4: the last
 * three only) are two lists of this kind that every trader has, built in: they cannot be removed or renamed.
 */

export const WATCHLIST_LIMITS = {
  /** Named lists per trader, the two built-in ones included. */
  lists: 20,
  /** Symbols per list; the followed list keeps its own limit, USERSTOCK_LIMITS.follows, which is the same. */
  symbols: 500,
  /** Sections per list, besides the unnamed one at its top. */
  sections: 20,
  columns: 12,
  nameLength: 40,
  /** Symbols one add or one CSV import may name. */
  symbolsPerCall: 500,
  /** A CSV import's text, in characters: 500 symbols with a name and a note each fit well within it. */
  csvLength: 100_000,
} as const;

/** own: a list the trader made; follow: the followed symbols; feature: the favourites (the last three only). */
export const WATCHLIST_KINDS = ['own', 'follow', 'feature'] as const;
export type WatchlistKind = (typeof WATCHLIST_KINDS)[number];

/** Columns read from the symbol's daily quote. */
export const QUOTE_COLUMNS = ['last', 'changePercent', 'volume', 'dayRange'] as const;
export type QuoteColumn = (typeof QUOTE_COLUMNS)[number];

const durationField = z.enum(DURATIONS, { error: 'watchlistDurationUnknown' });

/**
 * One column: a quote figure, the next earnings date, any field of the catalogue the screener reads (e.g. `kd.k` on
 * daily candles), or the last value of one line of a standard indicator with its settings (RSI 14, MACD's signal).
 */
export const watchlistColumnSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('quote'), field: z.enum(QUOTE_COLUMNS) }),
  z.strictObject({ kind: z.literal('earnings') }),
  z.strictObject({
    kind: z.literal('field'),
    field: z.string().refine((id) => screenerField(id) !== undefined, 'watchlistFieldUnknown'),
    duration: durationField,
  }),
  z
    .strictObject({
      kind: z.literal('indicator'),
      indicator: chartIndicatorSchema,
      line: z.string().max(32),
      duration: durationField,
    })
    // A line the indicator does not draw would stay empty forever; an unknown indicator is named by its own check.
    .refine((column) => INDICATOR_CATALOGUE.find((d) => d.id === column.indicator.indicator)?.outputs.some((o) => o.line === column.line) ?? true, {
      message: 'indicatorUnknown',
      path: ['line'],
    }),
]);
export type WatchlistColumn = z.infer<typeof watchlistColumnSchema>;

/** What a new list shows until the trader chooses. */
export const DEFAULT_WATCHLIST_COLUMNS: readonly WatchlistColumn[] = [
  { kind: 'quote', field: 'last' },
  { kind: 'quote', field: 'changePercent' },
  { kind: 'quote', field: 'volume' },
  { kind: 'quote', field: 'dayRange' },
  { kind: 'earnings' },
];

export const watchlistNameField = z
  .string({ error: 'watchlistNameRequired' })
  .trim()
  .min(1, 'watchlistNameRequired')
  .max(WATCHLIST_LIMITS.nameLength, 'watchlistNameTooLong');

export const watchlistSectionField = z.string().trim().max(WATCHLIST_LIMITS.nameLength, 'watchlistNameTooLong');

export const watchlistIdField = z.string().min(1).max(64);

export const watchlistItemSchema = z.object({
  symbol: z.string(),
  /** The section's name; '' for the unnamed section at the list's top. */
  section: z.string(),
  name: z.string(),
  cnname: z.string(),
  region: z.string(),
});
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

export const watchlistSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(WATCHLIST_KINDS),
  count: z.number().int(),
});
export type WatchlistSummary = z.infer<typeof watchlistSummarySchema>;

export const watchlistSchema = watchlistSummarySchema.extend({
  columns: z.array(watchlistColumnSchema),
  /** The named sections in their order; the unnamed one always comes first and is not listed. */
  sections: z.array(z.string()),
  /** In the trader's order: the unnamed section's symbols, then each section's. */
  items: z.array(watchlistItemSchema),
  updatedAt: z.number().int(),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

/** One symbol's value in each column, in the list's column order: a number, a date (yyyyMMdd) or a range, or null. */
export const watchlistRowSchema = z.object({
  symbol: z.string(),
  values: z.array(z.union([z.number(), z.string(), z.tuple([z.number(), z.number()]), z.null()])),
});
export type WatchlistRow = z.infer<typeof watchlistRowSchema>;

export const watchlistSymbolsField = z
  .array(symbolField)
  .min(1, 'symbolRequired')
  .max(WATCHLIST_LIMITS.symbolsPerCall, 'watchlistTooManySymbols');
