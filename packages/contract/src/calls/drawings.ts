import { z } from 'zod';
import { defineCall } from '../call.js';
import { durationSchema } from '../market.js';
import { symbolField } from '../stocks.js';

/** The tools a trader draws with on the quote chart. */
export const DRAWING_KINDS = ['trend', 'horizontal', 'ray', 'rectangle', 'fibonacci', 'note'] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/** How many (time, price) anchors each kind is placed with. */
export const DRAWING_POINTS: Record<DrawingKind, number> = {
  trend: 2,
  horizontal: 1,
  ray: 2,
  rectangle: 2,
  fibonacci: 2,
  note: 1,
};

/** The retracement levels a Fibonacci drawing shows, as fractions of its range. */
export const FIBONACCI_LEVELS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;

export const DRAWING_LIMITS = {
  /** Drawings one trader keeps on one symbol and duration; far above a readable chart, it stops a script filling the database. */
  perChart: 200,
  noteLength: 500,
  /** Anchors lie between 1970 and 2100: a chart holds nothing outside. */
  latestTime: 4_102_444_800,
  /** Larger than any quoted price, smaller than where floating point loses the cents. */
  largestPrice: 1e12,
} as const;

export const drawingPointSchema = z.strictObject({
  /** Epoch seconds: the opening time of a candle, or beyond the last one by whole bars. */
  time: z
    .number({ error: 'drawingTimeInvalid' })
    .int('drawingTimeInvalid')
    .min(0, 'drawingTimeInvalid')
    .max(DRAWING_LIMITS.latestTime, 'drawingTimeInvalid'),
  price: z
    .number({ error: 'drawingPriceInvalid' })
    .min(-DRAWING_LIMITS.largestPrice, 'drawingPriceInvalid')
    .max(DRAWING_LIMITS.largestPrice, 'drawingPriceInvalid'),
});
export type DrawingPoint = z.infer<typeof drawingPointSchema>;

const kindField = z.enum(DRAWING_KINDS, { error: 'drawingKindUnknown' });
const pointsField = z.array(drawingPointSchema, { error: 'drawingPointCount' }).min(1, 'drawingPointCount').max(2, 'drawingPointCount');
const noteField = z.string({ error: 'drawingNoteLength' }).trim().max(DRAWING_LIMITS.noteLength, 'drawingNoteLength');
const drawingIdField = z.string().trim().min(1).max(64);

export const drawingSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  duration: durationSchema,
  kind: z.enum(DRAWING_KINDS),
  points: z.array(drawingPointSchema),
  /** The words of a note; empty for the other kinds. */
  text: z.string(),
  updatedAt: z.number().int(),
});
export type Drawing = z.infer<typeof drawingSchema>;

/** A kind takes exactly its number of anchors, and only a note carries words, which it must have. */
const drawingShape = z
  .strictObject({
    id: drawingIdField.optional(),
    symbol: symbolField,
    duration: durationSchema,
    kind: kindField,
    points: pointsField,
    text: noteField.default(''),
  })
  .superRefine((body, ctx) => {
    if (body.points.length !== DRAWING_POINTS[body.kind]) ctx.addIssue({ code: 'custom', path: ['points'], message: 'drawingPointCount' });
    if (body.kind === 'note' && body.text === '') ctx.addIssue({ code: 'custom', path: ['text'], message: 'drawingNoteRequired' });
    if (body.kind !== 'note' && body.text !== '') ctx.addIssue({ code: 'custom', path: ['text'], message: 'drawingNoteOnly' });
  });

export const drawingCalls = {
  list: defineCall({
    path: '/api/chart/drawing/list',
    role: 'member',
    tag: 'drawings',
    summary: "The signed-in trader's drawings on one symbol and duration, oldest first",
    body: z.strictObject({ symbol: symbolField, duration: durationSchema }),
    reply: z.object({ list: z.array(drawingSchema) }),
  }),
  save: defineCall({
    path: '/api/chart/drawing/save',
    role: 'member',
    tag: 'drawings',
    summary: "Keep a new drawing, or with its id replace one of the trader's own on the same chart (moved, reworded)",
    body: drawingShape,
    reply: z.object({ drawing: drawingSchema }),
  }),
  remove: defineCall({
    path: '/api/chart/drawing/remove',
    role: 'member',
    tag: 'drawings',
    summary: "Delete one of the signed-in trader's drawings",
    body: z.strictObject({ id: drawingIdField }),
    reply: z.null(),
  }),
};
