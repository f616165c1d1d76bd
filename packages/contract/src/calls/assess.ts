import { z } from 'zod';
import { defineCall } from '../call.js';
import { marketFilterSchema, stockSchema, tagField } from '../stocks.js';

/** The verdicts of the assessment, most bullish first. */
export const VERDICTS = ['bull', 'leanBull', 'neutral', 'leanBear', 'bear'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The readings a verdict is built from; each reason names one and the points it gave. */
export const ASSESS_FACTORS = ['trend', 'bandOrder', 'phase', 'high', 'low'] as const;
export type AssessFactor = (typeof ASSESS_FACTORS)[number];

export const ASSESS_ORDERS = ['score', 'symbol', 'cap', 'updown', 'high', 'low'] as const;

export const assessReasonSchema = z.object({
  factor: z.enum(ASSESS_FACTORS),
  /** The reading's code: bull, bear, none; A to D; near, far; missing when there is not enough history. */
  code: z.string(),
  points: z.number(),
  /** The number behind it where there is one (distance from the high or low as a fraction). */
  value: z.number().nullable(),
});
export type AssessReason = z.infer<typeof assessReasonSchema>;

export const assessmentSchema = z.object({
  stock: stockSchema,
  verdict: z.enum(VERDICTS),
  score: z.number(),
  reasons: z.array(assessReasonSchema),
  /** Opening time of the daily bar assessed, epoch seconds. */
  ts: z.number().int(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const ASSESS_PAGE_SIZE = 50;

export const assessCalls = {
  list: defineCall({
    path: '/api/stock/assess/list',
    role: 'member',
    tag: 'assess',
    summary: 'The verdict of every symbol with a daily indicator snapshot, with its reasons, sorted and filtered by region and label',
    body: z.strictObject({
      region: marketFilterSchema.default('ALL'),
      tag: tagField.optional(),
      verdict: z.enum(VERDICTS).optional(),
      order: z.enum(ASSESS_ORDERS).default('score'),
      direction: z.enum(['asc', 'desc']).default('desc'),
      page: z.number().int().min(1).max(10_000).default(1),
    }),
    reply: z.object({
      list: z.array(assessmentSchema),
      total: z.number().int(),
      page: z.number().int(),
      /** Symbols of the region without a daily snapshot yet. */
      pending: z.number().int(),
      /** Assessed symbols per verdict, before the verdict filter. */
      verdicts: z.record(z.enum(VERDICTS), z.number().int()),
    }),
  }),
};
