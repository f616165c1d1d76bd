import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { registerCall } from '../http/registerCall.js';
import { chartSymbol } from '../stocks/routes.js';
import {
  allAnnotations,
  createAnnotation,
  ownAnnotations,
  removeAnnotation,
  updateAnnotation,
} from './annotationStore.js';

export function registerAnnotations(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const { annotations } = calls;

  registerCall(app, services, annotations.list, async ({ body, viewer }) => ({
    list: await ownAnnotations(db, viewer.user.userid, body.symbol, body.duration),
  }));

  registerCall(app, services, annotations.create, async ({ body, viewer }) => {
    await chartSymbol(services, body.symbol);
    return { annotation: await createAnnotation(db, viewer.user.userid, body, services.now()) };
  });

  registerCall(app, services, annotations.update, async ({ body, viewer }) => ({
    annotation: await updateAnnotation(db, viewer.user.userid, body.aid, body, services.now()),
  }));

  registerCall(app, services, annotations.remove, async ({ body, viewer }) => {
    await removeAnnotation(db, body.idx, viewer.user.userid);
    return null;
  });

  registerCall(app, services, annotations.adminList, ({ body }) => allAnnotations(db, body));

  registerCall(app, services, annotations.adminRemove, async ({ body }) => {
    await removeAnnotation(db, body.idx);
    return null;
  });
}
