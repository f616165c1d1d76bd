import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { registerCall } from '../http/registerCall.js';
import { removeLayout, saveChartIndicators, saveLayout, traderLayouts } from './layoutStore.js';

/**
 * The trader's named multi-chart layouts: listed, saved by name (a new one or a replacement), one chart's indicators
 * kept as the trader changes them, and deleted.
 */
export function registerChartLayouts(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const call = calls.chartLayouts;

  registerCall(app, services, call.mine, async ({ viewer }) => ({ layouts: await traderLayouts(db, viewer.user.userid) }));

  registerCall(app, services, call.save, async ({ body, viewer }) => ({
    layouts: await saveLayout(db, viewer.user.userid, body, services.now()),
  }));

  registerCall(app, services, call.indicators, async ({ body, viewer }) => ({
    layouts: await saveChartIndicators(db, viewer.user.userid, body.name, body.chart, body.list, services.now()),
  }));

  registerCall(app, services, call.remove, async ({ body, viewer }) => ({ layouts: await removeLayout(db, viewer.user.userid, body.name) }));
}
