import { z } from 'zod';
import { SECTORS } from './sectors.js';

/** Regions of the symbol universe: US stocks, Hong Kong, China A-shares, crypto (USD) and gold/forex (GF). */
export const REGIONS = ['US', 'HK', 'CN', 'USD', 'GF'] as const;
export const regionSchema = z.enum(REGIONS);
export type Region = z.infer<typeof regionSchema>;

/** Chart durations, shortest first. `intraday` is the current session's minute bars. */
export const DURATIONS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1wk', 'intraday'] as const;
export const durationSchema = z.enum(DURATIONS);
export type Duration = z.infer<typeof durationSchema>;

/** Whether a text (an address segment, a saved setting) names one of the durations. */
export const isDuration = (value: string): value is Duration => (DURATIONS as readonly string[]).includes(value);

/** Symbol types; 1 marks an index as the spec names it, the rest distinguish what a chart may offer. */
export const SYMBOL_TYPES = { stock: 0, index: 1, etf: 2, crypto: 3, future: 4, forex: 5 } as const;
export type SymbolType = (typeof SYMBOL_TYPES)[keyof typeof SYMBOL_TYPES];

export const symbolInfoSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  cnname: z.string(),
  region: regionSchema,
  type: z.number().int(),
  /** Market capitalisation in millions of US dollars; 0 where it does not apply (indices, forex). */
  cap: z.number(),
  /** GICS sector of a stock; indices, funds, crypto and currencies have none. */
  sector: z.enum(SECTORS).optional(),
});
export type SymbolInfo = z.infer<typeof symbolInfoSchema>;
