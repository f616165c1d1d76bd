import { calls, chartIndicatorListSchema } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { registerCall } from '../http/registerCall.js';

/** The trader's chart indicators, kept whole: the chart saves its list as it changes, the last save wins. */
export function registerChartIndicators(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const call = calls.chartIndicators;

  registerCall(app, services, call.mine, async ({ viewer }) => {
    const row = await db.selectFrom('chart_indicator_lists').select('list').where('userid', '=', viewer.user.userid).executeTakeFirst();
    if (!row) return { list: null };
    // Kept as checked when saved; one the catalogue has since changed under answers what still passes, not a refusal.
    const kept = chartIndicatorListSchema.safeParse(JSON.parse(row.list));
    return { list: kept.success ? kept.data : null };
  });

  registerCall(app, services, call.save, async ({ body, viewer }) => {
    const list = JSON.stringify(body.list);
    const now = services.now();
    await db
      .insertInto('chart_indicator_lists')
      .values({ userid: viewer.user.userid, list, updated_at: now })
      .onConflict((oc) => oc.column('userid').doUpdateSet({ list, updated_at: now }))
      .execute();
    return null;
  });
}
