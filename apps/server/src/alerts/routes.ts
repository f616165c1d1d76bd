import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { alertLimitsOf } from './alertPlan.js';
import { createAlert, ownAlerts, pauseAlert, removeAlert, resumeAlert, updateAlert } from './alertStore.js';
import { rotateSigningSecret, signingSecretOf } from './signingSecrets.js';

export function registerAlerts(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const { alerts } = calls;
  const limitsOf = (viewer: Viewer) => alertLimitsOf(db, viewer.user.userid, viewer.role, services.now());

  registerCall(app, services, alerts.list, async ({ viewer }) => ({ list: await ownAlerts(db, viewer.user.userid) }));

  registerCall(app, services, alerts.create, async ({ body, viewer }) => ({
    alert: await createAlert(db, viewer.user.userid, body, await limitsOf(viewer), services.now()),
  }));

  registerCall(app, services, alerts.update, async ({ body, viewer }) => ({
    alert: await updateAlert(db, viewer.user.userid, body.id, body.alert, await limitsOf(viewer), services.now()),
  }));

  registerCall(app, services, alerts.pause, async ({ body, viewer }) => ({ alert: await pauseAlert(db, viewer.user.userid, body.id, services.now()) }));

  registerCall(app, services, alerts.resume, async ({ body, viewer }) => ({
    alert: await resumeAlert(db, viewer.user.userid, body.id, await limitsOf(viewer), services.now()),
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
    return null;
  });
}
