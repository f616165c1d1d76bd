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

export const ALERT_HISTORY_LIMITS = { defaultLimit: 50, maxLimit: 500 } as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One firing of an alert and, when it had a webhook, how its delivery stands. */
export const alertFiringSchema = z.object({
  /** The firing's idempotency key (see docs/alerts.md, triggers). */
  key: z.string(),
  alertId: z.string(),
  symbol: z.string(),
  duration: z.enum(ALERT_DURATIONS),
  /** The price that set it off. */
  value: z.number(),
  /** Epoch seconds. */
  firedAt: z.number().int(),
  webhook: z
    .object({
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      /** Attempts made so far. */
      attempts: z.number().int(),
      /** The last attempt's reason (`ok`, `timeout`, `status`, …), null before the first. */
      lastReason: z.string().nullable(),
      /** The HTTP status of the last answer, null when none came. */
      lastStatus: z.number().int().nullable(),
      /** When the next attempt is due, epoch seconds; null once delivered or given up. */
      nextAttemptAt: z.number().int().nullable(),
    })
    .nullable(),
});
export type AlertFiring = z.infer<typeof alertFiringSchema>;
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
  history: defineCall({
    path: '/api/alert/mine/history',
    role: 'member',
    tag: 'alerts',
    summary: 'The trader’s firings, newest first, of one alert or of all, with how each webhook delivery stands',
    body: z.strictObject({
      id: alertIdField.optional(),
      limit: z.number().int().min(1).max(ALERT_HISTORY_LIMITS.maxLimit).default(ALERT_HISTORY_LIMITS.defaultLimit),
    }),
    reply: z.object({ list: z.array(alertFiringSchema) }),
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
