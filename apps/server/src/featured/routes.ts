import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { registerCall } from '../http/registerCall.js';
import { knownSymbol } from '../stocks/routes.js';
import { deliverWaitingPushes } from './featuredDelivery.js';
import { clearFeatured, createFeatured, listFeatured, pushFeatured, removeFeatured, updateFeatured } from './featuredStore.js';

export function registerFeatured(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const { featured } = calls;

  // One round at a time in this process; a push that could not be sent stays waiting for the next round and is logged.
  let sending: Promise<void> = Promise.resolve();
  const sendWaiting = () => {
    sending = sending
      .then(async () => {
        await deliverWaitingPushes(db, (notices) => app.messenger.notify(notices), services.now);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'featured push not delivered yet; it stays waiting in featured_pushes'));
    return sending;
  };
  // Pushes left waiting by a failure or a stop are sent when the server is up again.
  app.addHook('onReady', sendWaiting);

  registerCall(app, services, featured.list, async ({ body }) => ({ list: await listFeatured(db, body.tag) }));

  registerCall(app, services, featured.create, async ({ body, viewer }) => {
    await knownSymbol(services, body.symbol);
    return { item: await createFeatured(db, viewer.user.userid, body, services.now()) };
  });

  registerCall(app, services, featured.update, async ({ body }) => ({ item: await updateFeatured(db, body.idx, body, services.now()) }));

  registerCall(app, services, featured.remove, async ({ body }) => {
    await removeFeatured(db, body.idx);
    return null;
  });

  registerCall(app, services, featured.clear, async () => ({ removed: await clearFeatured(db) }));

  registerCall(app, services, featured.push, async ({ body, viewer }) => {
    const item = await pushFeatured(db, body.idx, viewer.user.userid, services.now());
    await sendWaiting();
    return { item };
  });
}
