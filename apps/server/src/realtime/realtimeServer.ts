import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Services } from '../app/services.js';
import { markAnswersBeside } from '../http/edge.js';
import { openRedis } from '../outages/redisClients.js';
import { spliceEncodedJson } from './encodedJson.js';
import { watchRedisGaps } from './redisGaps.js';

/** Largest message a client may send on any channel. */
export const MESSAGE_BYTES = 16 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The one socket.io server of this process: the chart channel and the notification channel live on it. */
    realtime: Server;
  }
}

/**
 * The adapter publishes without holding the promise, so a publish Redis refused (it is down) would end the process
 * as an unhandled rejection. This publisher's publish never rejects: a refusal is reported instead.
 */
function publishingWithoutRejection(publisher: Redis, onRefused: () => void): Redis {
  const publish = publisher.publish.bind(publisher);
  return Object.assign(publisher, {
    publish: (channel: string | Buffer, message: string | Buffer) =>
      publish(channel, message).catch(() => {
        onRefused();
        return 0;
      }),
  });
}

/**
 * Creates the socket.io server on the app's HTTP server. With REDIS_URL every emit is published through Redis,
 * so a notification raised in one process reaches sockets connected to any other; sockets of the process that
 * raised it hear it even while Redis is down, and when Redis is back after an outage 'realtime-resumed' says since
 * when emits between processes may have been lost.
 */
export function registerRealtime(app: FastifyInstance, services: Services): Server {
  // A chart request or an acknowledgement is well under 1 KB; a bigger message ends its connection (1 MB by default).
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, maxHttpBufferSize: MESSAGE_BYTES });
  markAnswersBeside(app.server, '/socket.io/', services.config, app.log);
  spliceEncodedJson(io);
  const redisUrl = services.config.redisUrl;
  const clients: Redis[] = [];
  if (redisUrl) {
    const publisher = openRedis(redisUrl, 'publisher', app.log, 'Redis (realtime publisher)');
    const subscriber = openRedis(redisUrl, 'subscriber', app.log, 'Redis (realtime subscriber)');
    const gaps = watchRedisGaps(publisher, subscriber, services.now, (since) => services.events.emit('realtime-resumed', { since }));
    // Channels under the deployment's key prefix, as its other Redis keys: two deployments (or parallel test runs)
    // sharing one Redis never hear each other's emits.
    io.adapter(createAdapter(publishingWithoutRejection(publisher, gaps.publishRefused), subscriber, { key: `${services.keyPrefix}socket.io` }));
    clients.push(publisher, subscriber);
  }
  app.decorate('realtime', io);
  app.addHook('onClose', async () => {
    await io.close();
    for (const client of clients) client.disconnect();
  });
  return io;
}
