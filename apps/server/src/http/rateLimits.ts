import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { calls } from '@signaldesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../app/services.js';
import { bearer } from '../auth/sessions.js';
import { tooManyRequests } from './AppError.js';

const MINUTE_MS = 60_000;

/**
 * Calls that compute over the market or fetch from the quote source, a minute per trader, each counted on its
 * own. The screener form asks for the seek list on every change; the stats and jobs ones are the administrator's.
 */
export const COSTLY_CALLS_PER_MINUTE: ReadonlyMap<string, number> = new Map([
  [calls.strategies.seek.path, 60],
  [calls.strategies.create.path, 60],
  [calls.strategies.update.path, 60],
  [calls.quotes.refresh.path, 30],
  [calls.jobs.run.path, 60],
  [calls.stocks.statsReset.path, 30],
  [calls.stocks.symbolsReset.path, 10],
  // The return page asks at most every 2 s while a payment settles, each time a call to Stripe.
  [calls.payments.confirm.path, 60],
]);

/** Who a request counts against: the user its token names (checked by signature alone, no database), else its address. */
async function caller(services: Services, request: FastifyRequest): Promise<string> {
  const token = bearer(request);
  const claims = token ? await services.tokens.verify(token) : null;
  return claims ? `user:${claims.userid}` : `ip:${normalizeIP(request.ip)}`;
}

/**
 * The limit every route shares and the tighter one of each costly call, counted in Redis when REDIS_URL is set so
 * every process sees the same counts. The web app's files are not counted: a first visit and the service worker's
 * precache fetch dozens at once, the same bytes for everyone. A Redis outage lets calls through rather than
 * refusing them all.
 */
export async function registerRateLimits(app: FastifyInstance, services: Services): Promise<void> {
  app.addHook('onRoute', (route) => {
    // Every route of the server declares a role (roles.test.ts); only the built web files served from disk do not.
    if (!route.config?.role) route.config = { ...route.config, rateLimit: false };
    const costly = COSTLY_CALLS_PER_MINUTE.get(route.url);
    if (costly !== undefined) route.config = { ...route.config, rateLimit: { max: costly, timeWindow: MINUTE_MS } };
  });
  await app.register(fastifyRateLimit, {
    max: services.config.callsPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => caller(services, request),
    skipOnError: true,
    ...(services.redis ? { redis: services.redis, nameSpace: `${services.keyPrefix}calls:` } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests('tooManyRequests', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
