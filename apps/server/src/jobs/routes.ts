import { calls, MANUAL_JOBS } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { registerCall } from '../http/registerCall.js';
import type { MarketModule } from '../market/marketModule.js';
import { knownSymbol } from '../stocks/routes.js';

const forOneSeries = new Set<string>(MANUAL_JOBS);

/** The fire screen: the job ledger, the queue, and jobs fired by hand. */
export function registerJobs(app: FastifyInstance, services: Services, market: MarketModule): void {
  const queueState = () => ({ depth: market.jobs.queue.depth(), running: market.jobs.queue.running() });

  registerCall(app, services, calls.jobs.list, async () => ({
    list: await market.jobs.records.list(),
    queue: queueState(),
    provider: market.service.provider.name,
  }));

  registerCall(app, services, calls.jobs.run, async ({ body }) => {
    if (forOneSeries.has(body.name) && body.symbol) {
      await knownSymbol(services, body.symbol);
      // A failure is recorded on the job and shown on the fire screen; the call itself did its part.
      await market.jobs.runSeries(body.name, body.symbol, body.duration ?? '1d');
    } else {
      await market.jobs.fire(body.name);
    }
    return { job: await market.jobs.records.get(body.name), queue: queueState() };
  });
}
