import { z } from 'zod';
import { defineCall } from '../call.js';
import { chartIndicatorListSchema } from '../chartIndicators.js';
import { chartLayoutSchema, layoutChartIndexField, layoutNameField } from '../chartLayouts.js';
import { emptyBody } from '../fields.js';

/** The trader's layouts after a change, by name, so the screen's menu takes them without asking again. */
const layoutsReply = z.object({ layouts: z.array(chartLayoutSchema) });

export const chartLayoutCalls = {
  mine: defineCall({
    path: '/api/chart/layouts/mine',
    role: 'member',
    tag: 'chart',
    summary: "The signed-in trader's named multi-chart layouts, by name",
    body: emptyBody,
    reply: layoutsReply,
  }),
  save: defineCall({
    path: '/api/chart/layouts/save',
    role: 'member',
    tag: 'chart',
    summary: 'Keep a multi-chart layout under its name, replacing the one of that name; every symbol must be known',
    body: chartLayoutSchema,
    reply: layoutsReply,
  }),
  indicators: defineCall({
    path: '/api/chart/layouts/indicators',
    role: 'member',
    tag: 'chart',
    summary: "Keep one chart's indicators in one of the trader's layouts, replacing that chart's; the layout stays as it is otherwise",
    body: z.strictObject({ name: layoutNameField, chart: layoutChartIndexField, list: chartIndicatorListSchema }),
    reply: layoutsReply,
  }),
  remove: defineCall({
    path: '/api/chart/layouts/remove',
    role: 'member',
    tag: 'chart',
    summary: 'Delete one of the trader’s layouts by name',
    body: z.strictObject({ name: layoutNameField }),
    reply: layoutsReply,
  }),
};
