import { z } from 'zod';
import { DURATIONS } from './durations.js';
import { SECTORS } from './sectors.js';

/** Regions of the symbol universe: US stocks, Hong Kong, China A-shares, crypto (USD) and gold/forex (GF). */
export const REGIONS = ['US', 'HK', 'CN', 'USD', 'GF'] as const;
export const regionSchema = z.enum(REGIONS);
export type Region = z.infer<typeof regionSchema>;

// The durations live apart from their schema so the early chart request reads them without loading zod.
export { DURATIONS, type Duration, isDuration } from './durations.js';
export const durationSchema = z.enum(DURATIONS);

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
