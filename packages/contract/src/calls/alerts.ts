import { z } from 'zod';
import { ALERT_DURATIONS, ALERT_READINGS, alertConditionSchema, alertDraftSchema, alertTriggerSchema } from '../alerts.js';
import { defineCall } from '../call.js';

const alertIdField = z.string().trim().min(1).max(64);

export const priceAlertSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  duration: z.enum(ALERT_DURATIONS),
  reading: z.enum(ALERT_READINGS),
  condition: alertConditionSchema,
  trigger: alertTriggerSchema,
  expiresAt: z.number().int().nullable(),
  message: z.string(),
  webhookUrl: z.string().nullable(),
  /** False while the trader has it paused. */
  active: z.boolean(),
  lastFiredAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

const oneAlert = z.object({ alert: priceAlertSchema });
const signingSecret = z.object({ secret: z.string() });

export const alertCalls = {
  list: defineCall({
    path: '/api/alert/mine/list',
    role: 'member',
    tag: 'alerts',
    summary: "The signed-in trader's price alerts, newest first",
    body: z.strictObject({}),
    reply: z.object({ list: z.array(priceAlertSchema) }),
  }),
  create: defineCall({
    path: '/api/alert/mine/create',
    role: 'member',
    tag: 'alerts',
    summary: 'Set a price alert, active at once; refused past the plan’s number of active alerts',
    body: alertDraftSchema,
    reply: oneAlert,
  }),
  update: defineCall({
    path: '/api/alert/mine/update',
    role: 'member',
    tag: 'alerts',
    summary: 'Change one of the trader’s alerts; it is set again, so an alert that fired once may fire again',
    body: z.strictObject({ id: alertIdField, alert: alertDraftSchema }),
    reply: oneAlert,
  }),
  pause: defineCall({
    path: '/api/alert/mine/pause',
    role: 'member',
    tag: 'alerts',
    summary: 'Stop one of the trader’s alerts from firing until it is resumed',
    body: z.strictObject({ id: alertIdField }),
    reply: oneAlert,
  }),
  resume: defineCall({
    path: '/api/alert/mine/resume',
    role: 'member',
    tag: 'alerts',
    summary: 'Set a paused alert going again; refused past the plan’s number of active alerts',
    body: z.strictObject({ id: alertIdField }),
    reply: oneAlert,
  }),
  webhookSecret: defineCall({
    path: '/api/alert/webhook/secret',
    role: 'member',
    tag: 'alerts',
    summary: 'The secret the trader’s webhook deliveries are signed with (Plus and above), made at the first ask',
    body: z.strictObject({}),
    reply: signingSecret,
  }),
  rotateWebhookSecret: defineCall({
    path: '/api/alert/webhook/secret/rotate',
    role: 'member',
    tag: 'alerts',
    summary: 'Replace the trader’s webhook signing secret; deliveries from now on are signed with the new one',
    body: z.strictObject({}),
    reply: signingSecret,
  }),
  remove: defineCall({
    path: '/api/alert/mine/remove',
    role: 'member',
    tag: 'alerts',
    summary: 'Delete one of the trader’s alerts',
    body: z.strictObject({ id: alertIdField }),
    reply: z.null(),
  }),
};
