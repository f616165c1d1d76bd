import { z } from 'zod';
import { durationSchema } from './market.js';
import { symbolField } from './stocks.js';

// The event names live apart from the channel's schemas so the early chart request reads them without loading zod.
export { CHART_EVENTS } from './chartEvents.js';

/** The client asks for a chart; live keeps it streaming, before asks for older candles while scrolling left. */
export const computeRequestSchema = z.strictObject({
  symbol: symbolField,
  duration: durationSchema.default('1d'),
  live: z.boolean().default(false),
  token: z.string().min(1).max(4_096),
  /** Epoch seconds: answer the candles that opened before this. */
  before: z.number().int().positive().optional(),
  /** Extra data the client sends along; not read by the server. */
  extra: z.unknown().optional(),
});
export type ComputeRequest = z.infer<typeof computeRequestSchema>;

/** One chart candle: the bar and every field of the indicator catalogue by id (null while warming up). */
export const chartCandleSchema = z
  .object({
    ts: z.number().int(),
    open: z.number(),
    high: z.number(),
    low: z.number(),
    close: z.number(),
    volume: z.number(),
  })
  .catchall(z.number().nullable());
export type ChartCandle = z.infer<typeof chartCandleSchema>;

/**
 * Candles on the wire: the field names once and one row of values per candle. An object per candle repeats
 * 109 keys on every bar and doubles the answer. The server builds the rows straight from its computed values, with
 * 7 significant digits (the time exact): a 400-candle chart is about 340 KB before compression.
 */
export const candleRowsSchema = z.object({
  fields: z.array(z.string()),
  rows: z.array(z.array(z.number().nullable())),
});
export type CandleRows = z.infer<typeof candleRowsSchema>;

// Unpacking lives apart from the schemas so a page that only draws candles reads it without loading zod.
export { unpackCandles } from './candleRows.js';

/** list replaces the series, history prepends older candles, append adds a bar, replace rewrites the last one. */
export const CHART_MODES = ['list', 'history', 'append', 'replace'] as const;

export const klineOhlcsSchema = z.object({
  symbol: z.string(),
  duration: durationSchema,
  ohlcs: candleRowsSchema,
  /** When the server sent it, epoch seconds. */
  ts: z.number().int(),
  mode: z.enum(CHART_MODES),
  /** True when the candles come from the generated demo market, not a real source. */
  demo: z.boolean(),
  msg: z.string().optional(),
});
export type KlineOhlcs = z.infer<typeof klineOhlcsSchema>;

export const klineErrorSchema = z.object({
  symbol: z.string(),
  duration: z.string(),
  code: z.number().int(),
  key: z.string(),
  msg: z.string(),
});
export type KlineError = z.infer<typeof klineErrorSchema>;
