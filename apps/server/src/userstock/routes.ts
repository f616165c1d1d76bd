import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { registerCall } from '../http/registerCall.js';
import { knownSymbol } from '../stocks/routes.js';
import { feature, follow, unfeature, unfollow, userLists } from './userStocks.js';

export function registerUserStocks(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const { userstock } = calls;

  registerCall(app, services, userstock.list, ({ viewer }) => userLists(db, viewer.user.userid));

  registerCall(app, services, userstock.follow, async ({ body, viewer }) => {
    await knownSymbol(services, body.symbol);
    return { result: await follow(db, viewer.user.userid, body.symbol, services.now()) };
  });

  registerCall(app, services, userstock.unfollow, async ({ body, viewer }) => ({
    result: await unfollow(db, viewer.user.userid, body.symbol, services.now()),
  }));

  registerCall(app, services, userstock.feature, async ({ body, viewer }) => {
    await knownSymbol(services, body.symbol);
    return feature(db, viewer.user.userid, body.symbol, services.now());
  });

  registerCall(app, services, userstock.unfeature, async ({ body, viewer }) => ({
    result: await unfeature(db, viewer.user.userid, body.symbol, services.now()),
  }));
}
