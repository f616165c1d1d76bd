import type { Call, Role } from '@signaldesk/contract';
import { calls } from '@signaldesk/contract';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAcademy } from '../academy/routes.js';
import { registerAuth } from '../auth/routes.js';
import { registerDownloads } from '../downloads/routes.js';
import { registerEdge, serverOptions } from '../http/edge.js';
import { installErrorHandling } from '../http/errorHandling.js';
import { openApiDocument } from '../http/openapi.js';
import { type MarketOverrides, registerMarket } from '../market/marketModule.js';
import { MARKET_FEATURES } from './marketFeatures.js';
import { registerMessenger } from '../messenger/routes.js';
import { registerExtension } from '../extension/routes.js';
import { registerRealtime } from '../realtime/realtimeServer.js';
import { registerOutbox } from '../mail/outboxPage.js';
import { registerPayments } from '../payments/routes.js';
import { registerQueues } from '../queues/routes.js';
import { registerTickets } from '../tickets/routes.js';
import { registerSupportPicture } from '../support/supportContacts.js';
import { registerUsers } from '../users/routes.js';
import { registerWechatCallback } from '../auth/wechat/callbackRoute.js';
import { serveWeb } from '../web/serveWeb.js';
import type { Services } from './services.js';
import { VERSION } from './version.js';

export interface RouteRecord {
  method: string;
  url: string;
  role: Role | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeRecords: RouteRecord[];
  }
}

/** Routes served by plugins that are public by nature; everything else declares its role itself. */
const PUBLIC_PLUGIN_PREFIXES = ['/api/docs'];

export const allCalls: Call[] = Object.values(calls).flatMap((group) => Object.values(group) as Call[]);

export async function buildApp(services: Services, options: { market?: MarketOverrides } = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    loggerInstance: services.logger,
    bodyLimit: 64 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: from anyone else, even a neighbour on
    // the same network, it would let each client pick its own address and walk past the per-IP limits.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ...serverOptions(config),
  });
  app.decorate('routeRecords', [] as RouteRecord[]);
  app.addHook('onRoute', (route) => {
    if (!route.config?.role && PUBLIC_PLUGIN_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, role: 'none' };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeRecords.push({ method, url: route.url, role: route.config?.role });
  });
  installErrorHandling(app);
  await registerEdge(app, services);

  // 200 while the database answers: without Redis a process still serves all but sign-in, quote refresh and queued
  // work, so a load balancer keeps it; `redis` tells a monitor whether Redis is reachable now.
  app.get('/healthz', { config: { role: 'none' } }, async () => {
    await services.db.selectFrom('app_settings').select('key').limit(1).execute();
    const redis = services.redis && (services.redis.status === 'ready' ? 'up' : 'unreachable');
    return { status: 'ok', version: VERSION, database: services.dialect, ...(redis ? { redis } : {}) };
  });

  if (config.apiDocs) {
    await app.register(fastifySwagger, { mode: 'static', specification: { document: openApiDocument(allCalls, VERSION) as never } });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  }

  // The browser's refresh token travels as a cookie (auth/refreshCookie.ts); every other credential is a header.
  await app.register(fastifyCookie);
  registerAuth(app, services);
  registerWechatCallback(app, services);
  registerTickets(app, services);
  registerPayments(app, services);
  registerUsers(app, services);
  // One socket.io server carries the chart channel and notifications; the messenger comes first so the
  // market's strategy runner finds its alert sink on app.messenger.
  registerRealtime(app, services);
  await registerMessenger(app, services);
  const overrides = options.market ?? {};
  const market = await registerMarket(app, services, overrides);
  for (const register of MARKET_FEATURES) await register(app, services, market, overrides);
  // After every feature on it has closed: a feature's last work may still read the market.
  app.addHook('onClose', () => market.close());
  // Beside the market jobs on the fire screen: every work queue's counts and latest failures.
  registerQueues(app, services);
  await registerAcademy(app, services);
  registerExtension(app, services);
  registerDownloads(app, services);
  registerSupportPicture(app, services);
  if (config.outbox) registerOutbox(app, services);
  await serveWeb(app, config.webDist);
  return app;
}
