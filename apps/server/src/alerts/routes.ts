import { calls, indicatorGroupOf, type PriceAlert } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { firingHistory } from './alertHistory.js';
import { alertLimitsOf } from './alertPlan.js';
import { createAlert, ownAlerts, pauseAlert, removeAlert, resumeAlert, updateAlert } from './alertStore.js';
import { type MarketModule, type MarketOverrides, readsLiveFeed } from '../market/marketModule.js';
import { createAlertWatch } from './alertWatch.js';
import { screenerRulesHold } from './indicatorRules.js';
import { webhookQueue } from './webhookDeliveries.js';
import { rotateSigningSecret, signingSecretOf } from './signingSecrets.js';

/**
 * The price alerts read on the live feed (on the market's live charts, judging indicator rules on the strategies'
 * screener, delivering through the messenger) and the calls of the alerts screen.
 */
export function registerAlerts(app: FastifyInstance, services: Services, market: MarketModule, overrides: MarketOverrides): void {
  const { db } = services;
  const watch = createAlertWatch({
    db,
    now: services.now,
    live: market.live,
    history: (symbol, duration) => market.service.warmUpBars(symbol, duration),
    rulesHold: (symbol, duration) => {
      const group = indicatorGroupOf(duration);
      return group ? screenerRulesHold(app.strategies.screener.table, symbol, group) : () => false;
    },
    notify: (notices) => app.messenger.notify(notices),
    webhooks: webhookQueue(db, { now: services.now, ...overrides.webhooks }),
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  market.alerts = watch;
  // Firings under way are handed to the messenger before it closes.
  app.addHook('preClose', () => watch.close());
  // The alerts in the database are watched before the server answers: a restart loses none.
  app.addHook('onReady', async () => {
    if (readsLiveFeed(services)) await watch.refresh().catch((error: unknown) => app.log.error({ err: error }, 'price alerts could not be read'));
  });
  const { alerts } = calls;
  const limitsOf = (viewer: Viewer) => alertLimitsOf(db, viewer.user.userid, viewer.role, services.now());
  // The live feed watches an alert as it now stands before the answer goes back; a failure to follow its series is
  // the feed's to report and to retry at its next refresh, not the trader's refusal.
  const watched = async <T extends { alert: PriceAlert }>(answer: T): Promise<T> => {
    await watch.changed(answer.alert.id).catch((error: unknown) => app.log.error({ err: error }, 'price alert could not be watched'));
    return answer;
  };

  registerCall(app, services, alerts.list, async ({ viewer }) => ({ list: await ownAlerts(db, viewer.user.userid) }));

  registerCall(app, services, alerts.create, async ({ body, viewer }) =>
    watched({ alert: await createAlert(db, viewer.user.userid, body, await limitsOf(viewer), services.now()) }),
  );

  registerCall(app, services, alerts.update, async ({ body, viewer }) =>
    watched({ alert: await updateAlert(db, viewer.user.userid, body.id, body.alert, await limitsOf(viewer), services.now()) }),
  );

  registerCall(app, services, alerts.pause, async ({ body, viewer }) => watched({ alert: await pauseAlert(db, viewer.user.userid, body.id, services.now()) }));

  registerCall(app, services, alerts.resume, async ({ body, viewer }) =>
    watched({ alert: await resumeAlert(db, viewer.user.userid, body.id, await limitsOf(viewer), services.now()) }),
  );

  registerCall(app, services, alerts.history, async ({ body, viewer }) => ({
    list: await firingHistory(db, viewer.user.userid, { id: body.id, limit: body.limit }),
  }));

  // Only a plan with webhooks has a secret to sign them with; like phone push, the plan is told apart past the role check.
  const webhookOwner = async (viewer: Viewer) => {
    if (!(await limitsOf(viewer)).webhook) throw new AppError(422, 'needsPlus');
    return viewer.user.userid;
  };

  registerCall(app, services, alerts.webhookSecret, async ({ viewer }) => ({
    secret: await signingSecretOf(db, await webhookOwner(viewer), services.now()),
  }));

  registerCall(app, services, alerts.rotateWebhookSecret, async ({ viewer }) => ({
    secret: await rotateSigningSecret(db, await webhookOwner(viewer), services.now()),
  }));

  registerCall(app, services, alerts.remove, async ({ body, viewer }) => {
    await removeAlert(db, viewer.user.userid, body.id);
    await watch.changed(body.id).catch((error: unknown) => app.log.error({ err: error }, 'price alert could not be let go'));
    return null;
  });
}
