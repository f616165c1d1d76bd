import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';

/** The work queues of a deployment: market sweeps and symbol computes, backtests, and alert deliveries. */
export const WORK_QUEUE_NAMES = ['market', 'backtests', 'deliveries'] as const;
export type WorkQueueName = (typeof WORK_QUEUE_NAMES)[number];

/** Latest failures the fire screen shows per queue. */
export const QUEUE_FAILURES_SHOWN = 10;

export const queueFailureSchema = z.object({
  /** The job's id, or the record's that stands for it in the embedded process. */
  id: z.string(),
  /** The job's name: a market job, 'deliver' and its channel, or 'backtest'. */
  name: z.string(),
  error: z.string(),
  /** Epoch seconds. */
  at: z.number().int(),
  attempts: z.number().int(),
});
export type QueueFailure = z.infer<typeof queueFailureSchema>;

export const workQueueSchema = z.object({
  name: z.enum(WORK_QUEUE_NAMES),
  waiting: z.number().int(),
  active: z.number().int(),
  /** Waiting for a later time: a retry's backoff. */
  delayed: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  failures: z.array(queueFailureSchema),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

export const queueCalls = {
  list: defineCall({
    path: '/api/queues/list',
    role: 'super',
    tag: 'jobs',
    summary: 'Each work queue’s waiting, active, delayed, completed and failed jobs and its latest failures: BullMQ’s in a scaled-out deployment, the embedded process’s own otherwise',
    body: emptyBody,
    reply: z.object({ processRole: z.enum(['all', 'api', 'worker']), queues: z.array(workQueueSchema) }),
  }),
};
