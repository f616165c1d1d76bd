import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { registerCall } from '../http/registerCall.js';
import { chartSymbol } from '../stocks/routes.js';
import { ownDrawings, removeDrawing, saveDrawing } from './drawingStore.js';

export function registerDrawings(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const { drawings } = calls;

  registerCall(app, services, drawings.list, async ({ body, viewer }) => ({
    list: await ownDrawings(db, viewer.user.userid, body.symbol, body.duration),
  }));

  registerCall(app, services, drawings.save, async ({ body, viewer }) => {
    await chartSymbol(services, body.symbol);
    return { drawing: await saveDrawing(db, viewer.user.userid, body, services.now()) };
  });

  registerCall(app, services, drawings.remove, async ({ body, viewer }) => {
    await removeDrawing(db, viewer.user.userid, body.id);
    return null;
  });
}
