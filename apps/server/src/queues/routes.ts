import { calls } from '@signaldesk/contract';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { registerCall } from '../http/registerCall.js';
import { bullQueueState, embeddedQueueStates } from './queueStates.js';
import { survivingOutages, WORK_QUEUES } from './workQueues.js';

/** The fire screen's queues: BullMQ's in Redis in a scaled-out deployment, the embedded process's own otherwise. */
export function registerQueues(app: FastifyInstance, services: Services): void {
  const { queues } = services;
  const bull = queues ? WORK_QUEUES.map((name) => ({ name, queue: survivingOutages(new Queue(name, { connection: queues.producer, prefix: queues.prefix })) })) : [];
  app.addHook('onClose', async () => {
    await Promise.all(bull.map(({ queue }) => queue.close()));
  });

  registerCall(app, services, calls.queues.list, async () => ({
    processRole: services.config.processRole,
    queues: queues ? await Promise.all(bull.map(({ name, queue }) => bullQueueState(name, queue))) : await embeddedQueueStates(app, services),
  }));
}
