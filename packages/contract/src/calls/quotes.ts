import { z } from 'zod';
import { defineCall } from '../call.js';
import { COMPARE_LIMITS } from '../compare.js';
import { durationSchema } from '../market.js';
import { symbolField } from '../stocks.js';

export const quoteCalls = {
  refresh: defineCall({
    path: '/api/quote/refresh',
    role: 'member',
    tag: 'quotes',
    summary: 'Fetch what is missing of one series now and recompute its indicators',
    body: z.strictObject({ symbol: symbolField, duration: durationSchema.default('1d') }),
    reply: z.object({
      symbol: z.string(),
      duration: durationSchema,
      /** Opening time of the newest bar, epoch seconds; null when the source has none. */
      ts: z.number().int().nullable(),
      candles: z.number().int(),
    }),
  }),
  compare: defineCall({
    path: '/api/quote/compare',
    role: 'member',
    tag: 'quotes',
    summary: `The closes of up to ${COMPARE_LIMITS.symbols} symbols on one duration, to set beside a chart: the newest ${COMPARE_LIMITS.candles} candles of each`,
    body: z.strictObject({
      symbols: z.array(symbolField).min(1, 'symbolRequired').max(COMPARE_LIMITS.symbols, 'compareTooManySymbols'),
      duration: durationSchema,
    }),
    reply: z.object({
      series: z.array(
        z.object({
          symbol: z.string(),
          /** [opening time in epoch seconds, close], oldest first. */
          closes: z.array(z.tuple([z.number().int(), z.number()])),
        }),
      ),
    }),
  }),
};
