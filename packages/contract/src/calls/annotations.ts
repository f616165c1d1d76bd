import { z } from 'zod';
import { defineCall } from '../call.js';
import { pageFields } from '../fields.js';
import { durationSchema } from '../market.js';
import { symbolField } from '../stocks.js';

/** Limits of a trader's chart annotations. */
export const ANNOTATION_LIMITS = {
  titleLength: 120,
  markLength: 4_000,
  /** Annotations one user may keep in all; far above real use, it stops a script filling the database. */
  perUser: 2_000,
} as const;

/** Spec §5: an annotation without a symbol is refused with its own text; a malformed one reads as any bad symbol. */
const annotationSymbolField = z
  .string({ error: 'annotationSymbolRequired' })
  .trim()
  .min(1, 'annotationSymbolRequired')
  .pipe(symbolField);

const titleField = z.string().trim().max(ANNOTATION_LIMITS.titleLength);
const markField = z.string().max(ANNOTATION_LIMITS.markLength);
/** The aid names one annotation; remove calls it idx, as the spec's call does. */
const aidField = z.string().trim().min(1).max(64);

export const annotationSchema = z.object({
  aid: z.string(),
  symbol: z.string(),
  duration: durationSchema,
  /** Opening time of the candle it marks, epoch seconds. */
  ts: z.number().int(),
  title: z.string(),
  /** The trader's notes, plain text. */
  mark: z.string(),
  createdAt: z.number().int(),
});
export type Annotation = z.infer<typeof annotationSchema>;

export const adminAnnotationSchema = annotationSchema.extend({
  userid: z.string(),
  username: z.string(),
  email: z.string().nullable(),
});
export type AdminAnnotation = z.infer<typeof adminAnnotationSchema>;

export const annotationCalls = {
  list: defineCall({
    path: '/api/stock/annotion/list',
    role: 'member',
    tag: 'annotations',
    summary: "The signed-in trader's annotations of one symbol and duration, oldest candle first",
    body: z.strictObject({ symbol: annotationSymbolField, duration: durationSchema }),
    reply: z.object({ list: z.array(annotationSchema) }),
  }),
  create: defineCall({
    path: '/api/stock/annotion/create',
    role: 'member',
    tag: 'annotations',
    summary: 'Write an annotation on a candle of a chart',
    body: z.strictObject({
      symbol: annotationSymbolField,
      duration: durationSchema,
      ts: z.number().int().min(0),
      title: titleField.default(''),
      mark: markField.default(''),
    }),
    reply: z.object({ annotation: annotationSchema }),
  }),
  update: defineCall({
    path: '/api/stock/annotion/update',
    role: 'member',
    tag: 'annotations',
    summary: "Change the title or notes of one of the signed-in trader's annotations",
    body: z.strictObject({ aid: aidField, title: titleField.optional(), mark: markField.optional() }),
    reply: z.object({ annotation: annotationSchema }),
  }),
  remove: defineCall({
    path: '/api/stock/annotion/remove',
    role: 'member',
    tag: 'annotations',
    summary: "Drop one of the signed-in trader's annotations; idx is its aid",
    body: z.strictObject({ idx: aidField }),
    reply: z.null(),
  }),
  adminList: defineCall({
    path: '/api/stock/annotion/admin/list',
    role: 'super',
    tag: 'annotations',
    summary: "Every trader's annotations, newest first, optionally of one symbol",
    body: z.strictObject({ symbol: symbolField.optional(), ...pageFields }),
    reply: z.object({ list: z.array(adminAnnotationSchema), total: z.number().int() }),
  }),
  adminRemove: defineCall({
    path: '/api/stock/annotion/admin/remove',
    role: 'super',
    tag: 'annotations',
    summary: "Drop anyone's annotation; idx is its aid",
    body: z.strictObject({ idx: aidField }),
    reply: z.null(),
  }),
};
