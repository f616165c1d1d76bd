import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { registerCall } from '../http/registerCall.js';
import { symbolsTagged } from '../stocks/stockMeta.js';
import { AssessList } from './assessList.js';

export function registerAssess(app: FastifyInstance, services: Services): void {
  const assessments = new AssessList(services.db);
  registerCall(app, services, calls.assess.list, async ({ body }) => {
    const only = body.tag === undefined ? undefined : await symbolsTagged(services.db, body.tag);
    return assessments.list({ ...body, only });
  });
}
