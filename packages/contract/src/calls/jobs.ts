import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';
import { jobNameSchema, jobSchema, MANUAL_JOBS, queueStateSchema } from '../jobs.js';
import { durationSchema } from '../market.js';
import { symbolField } from '../stocks.js';

const forOneSeries = new Set<string>(MANUAL_JOBS);

export const jobCalls = {
  list: defineCall({
    path: '/api/jobs/list',
    role: 'super',
    tag: 'jobs',
    summary: 'The market jobs with last run, next run and failures, and the depth of the queue',
    body: emptyBody,
    reply: z.object({ list: z.array(jobSchema), queue: queueStateSchema, provider: z.string() }),
  }),
  run: defineCall({
    path: '/api/jobs/run',
    role: 'super',
    tag: 'jobs',
    summary: 'Fire a scheduled job now, or update or compute one series; one series is answered when done',
    body: z
      .strictObject({ name: jobNameSchema, symbol: symbolField.optional(), duration: durationSchema.optional() })
      .refine((b) => !forOneSeries.has(b.name) || b.symbol !== undefined, { message: 'symbolRequired', path: ['symbol'] }),
    reply: z.object({ job: jobSchema, queue: queueStateSchema }),
  }),
};
