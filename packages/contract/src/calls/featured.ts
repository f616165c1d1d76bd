import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';
import { stockSchema, symbolField, tagField, tagsField } from '../stocks.js';

export const FEATURED_LIMITS = {
  titleLength: 120,
  reasonLength: 4_000,
  /** Ideas kept at once; the team curates a short list, not an archive. */
  items: 500,
} as const;

const idxField = z.string().trim().min(1).max(64);

export const featuredItemSchema = z.object({
  idx: z.string(),
  stock: stockSchema,
  title: z.string(),
  /** Why the team features it, plain text. */
  reason: z.string(),
  tags: z.array(z.string()),
  /** Spec §3: 1 once pushed to members. */
  pushed: z.union([z.literal(0), z.literal(1)]),
  pushedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type FeaturedItem = z.infer<typeof featuredItemSchema>;

const itemReply = z.object({ item: featuredItemSchema });

export const featuredCalls = {
  list: defineCall({
    path: '/api/stock/featured/list',
    role: 'member',
    tag: 'featured',
    summary: "The team's featured ideas, newest first, optionally of one label",
    body: z.strictObject({ tag: tagField.optional() }),
    reply: z.object({ list: z.array(featuredItemSchema) }),
  }),
  create: defineCall({
    path: '/api/stock/featured/create',
    role: 'super',
    tag: 'featured',
    summary: 'Add a featured idea',
    body: z.strictObject({
      symbol: symbolField,
      title: z.string().trim().min(1).max(FEATURED_LIMITS.titleLength),
      reason: z.string().trim().max(FEATURED_LIMITS.reasonLength).default(''),
      tags: tagsField.default([]),
    }),
    reply: itemReply,
  }),
  update: defineCall({
    path: '/api/stock/featured/update',
    role: 'super',
    tag: 'featured',
    summary: 'Change what is sent of a featured idea',
    body: z.strictObject({
      idx: idxField,
      title: z.string().trim().min(1).max(FEATURED_LIMITS.titleLength).optional(),
      reason: z.string().trim().max(FEATURED_LIMITS.reasonLength).optional(),
      tags: tagsField.optional(),
    }),
    reply: itemReply,
  }),
  remove: defineCall({
    path: '/api/stock/featured/remove',
    role: 'super',
    tag: 'featured',
    summary: 'Drop one featured idea',
    body: z.strictObject({ idx: idxField }),
    reply: z.null(),
  }),
  clear: defineCall({
    path: '/api/stock/featured/clear',
    role: 'super',
    tag: 'featured',
    summary: 'Drop every featured idea',
    body: emptyBody,
    reply: z.object({ removed: z.number().int() }),
  }),
  push: defineCall({
    path: '/api/stock/featured/push',
    role: 'super',
    tag: 'featured',
    summary: 'Send a featured idea to the members; it is marked pushed and queued for delivery',
    body: z.strictObject({ idx: idxField }),
    reply: itemReply,
  }),
};
