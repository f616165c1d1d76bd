import { calls, type PriceAlert } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { firingHistory } from './alertHistory.js';
import { alertLimitsOf } from './alertPlan.js';
import { createAlert, ownAlerts, pauseAlert, removeAlert, resumeAlert, updateAlert } from './alertStore.js';
import type { AlertWatch } from './alertWatch.js';
import { rotateSigningSecret, signingSecretOf } from './signingSecrets.js';

export function registerAlerts(app: FastifyInstance, services: Services, watch: AlertWatch): void {
  const { db } = services;
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
