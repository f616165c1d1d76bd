import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';

/** Longest a stop may take: in-flight jobs and requests finish within it, or the process ends anyway. */
const STOP_GRACE_MS = 10_000;

/**
 * Ends the process on SIGINT or SIGTERM after closing the app (requests answered, queue workers' jobs finished or
 * returned to their queues) and the services, in that order.
 */
export function stopOnSignals(app: FastifyInstance, services: Services): void {
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), STOP_GRACE_MS);
    force.unref();
    await app.close();
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
