import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Services } from '../app/services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one socket.io server of this process: the chart channel and the notification channel live on it. */
    realtime: Server;
  }
}

/**
 * Creates the socket.io server on the app's HTTP server. With REDIS_URL every emit is published through Redis,
 * so a notification raised in one process reaches sockets connected to any other.
 */
export function registerRealtime(app: FastifyInstance, services: Services): Server {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redisUrl = services.config.redisUrl;
  const clients: Redis[] = [];
  if (redisUrl) {
    const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    // The adapter subscribes at once; a ready check would send INFO on a connection already in subscriber mode.
    const subscriber = publisher.duplicate({ enableReadyCheck: false });
    for (const client of [publisher, subscriber]) {
      client.on('error', (error) => app.log.warn({ err: error }, 'realtime Redis connection failed'));
      clients.push(client);
    }
    io.adapter(createAdapter(publisher, subscriber));
  }
  app.decorate('realtime', io);
  app.addHook('onClose', async () => {
    await io.close();
    for (const client of clients) client.disconnect();
  });
  return io;
}
