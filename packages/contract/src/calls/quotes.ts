import { z } from 'zod';
import { defineCall } from '../call.js';
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
};
