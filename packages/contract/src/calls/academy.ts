import { z } from 'zod';
import { defineCall } from '../call.js';
import { durationSchema } from '../market.js';
import { roleSchema } from '../roleSchemas.js';

/** Shelves of the catalogue; the screen names them in both languages and filters by them. */
export const COURSE_CATEGORIES = ['beginner', 'indicators', 'options', 'strategy', 'psychology', 'product'] as const;
export const courseCategorySchema = z.enum(COURSE_CATEGORIES);
export type CourseCategory = z.infer<typeof courseCategorySchema>;

/** Course ids are folder names under content/academy and path segments of the reader. */
export const COURSE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Any text may ask for a course; one the catalogue does not hold is refused as missing. */
const courseIdField = z.string({ error: 'courseNotFound' }).trim().min(1, 'courseNotFound').max(100, 'courseNotFound');
const stepField = z
  .number({ error: 'courseStepOutOfRange' })
  .int('courseStepOutOfRange')
  .min(0, 'courseStepOutOfRange');

/** The fenced block a step embeds a live chart with: ```chart {"symbol":"AAPL","duration":"1d"}```. */
export const CHART_BLOCK_LANGUAGE = 'chart';
export const chartBlockSchema = z.strictObject({ symbol: z.string().min(1), duration: durationSchema });
export type ChartBlock = z.infer<typeof chartBlockSchema>;

/** A heading's fixed anchor, written `### Heading {#anchor}` so links work in both languages. */
export const HEADING_ANCHOR = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

export const courseProgressSchema = z.object({
  /** Steps read: the reader stands on this step (0-based); equal to totalSteps once the last one is read. */
  currentStep: z.number().int(),
  /** Reached totalSteps once; re-reading a finished course keeps it finished. */
  completed: z.boolean(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const courseOutlineStepSchema = z.object({ order: z.number().int(), title: z.string(), subtitle: z.string() });

export const courseEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  abstract: z.string(),
  category: courseCategorySchema,
  /** #rrggbb, the card's accent. */
  color: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  totalSteps: z.number().int(),
  featured: z.boolean(),
  /** The minimum login requirement of the course. */
  role: roleSchema,
  steps: z.array(courseOutlineStepSchema),
  progress: courseProgressSchema,
});
export type CourseEntry = z.infer<typeof courseEntrySchema>;

export const courseStepSchema = z.object({
  order: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** Markdown without raw HTML; may hold chart blocks and heading anchors. */
  content: z.string(),
});
export type CourseStep = z.infer<typeof courseStepSchema>;

export const academyCalls = {
  list: defineCall({
    path: '/api/academy/course/list',
    role: 'member',
    tag: 'academy',
    summary: "The course catalogue in the request's language with the signed-in trader's progress; version is the content's date",
    body: z.strictObject({}),
    reply: z.object({ version: z.string(), list: z.array(courseEntrySchema) }),
  }),
  course: defineCall({
    path: '/api/academy/course/detail',
    role: 'member',
    tag: 'academy',
    summary: "One course with all its steps in the request's language and the trader's progress",
    body: z.strictObject({ courseId: courseIdField }),
    reply: z.object({ version: z.string(), course: courseEntrySchema, steps: z.array(courseStepSchema) }),
  }),
  progress: defineCall({
    path: '/api/academy/course/progress',
    role: 'member',
    tag: 'academy',
    summary: 'Save the step the trader stands on; currentStep equal to totalSteps marks the course completed',
    body: z.strictObject({ courseId: courseIdField, currentStep: stepField }),
    reply: z.object({ progress: courseProgressSchema }),
  }),
};
