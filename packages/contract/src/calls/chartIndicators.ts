import { z } from 'zod';
import { defineCall } from '../call.js';
import { chartIndicatorListSchema } from '../chartIndicators.js';
import { emptyBody } from '../fields.js';

export const chartIndicatorCalls = {
  mine: defineCall({
    path: '/api/chart/indicators/mine',
    role: 'member',
    tag: 'chart',
    summary: "The signed-in trader's chart indicators, as last saved from any of their browsers; null when never saved",
    body: emptyBody,
    reply: z.object({ list: chartIndicatorListSchema.nullable() }),
  }),
  save: defineCall({
    path: '/api/chart/indicators/save',
    role: 'member',
    tag: 'chart',
    summary: "Keep the signed-in trader's chart indicators, replacing what was kept: every browser they sign in on shows them",
    body: z.strictObject({ list: chartIndicatorListSchema }),
    reply: z.null(),
  }),
};
