import { z } from 'zod';
import { MARKETS } from './constants.js';
import { accountRoleSchema } from './roleSchemas.js';
import { riseFallColoursSchema } from './riseFallSchema.js';
import { ticketTypeSchema } from './tickets.js';

export const marketSchema = z.enum(MARKETS);

export const userSchema = z.object({
  userid: z.string(),
  email: z.string().nullable(),
  /** Where alerts are mailed; nothing is mailed there until the member confirmed it with a code sent to it. */
  pushemail: z.string().nullable(),
  pushemailConfirmed: z.boolean(),
  username: z.string(),
  /** Effective role now: the assigned role raised by a live subscription. */
  role: accountRoleSchema,
  level: z.number().int(),
  regtype: z.enum(['email', 'wechat']),
  status: z.enum(['active', 'disabled']),
  market: marketSchema,
  telegramId: z.string().nullable(),
  botPush: z.boolean(),
  createdAt: z.number().int(),
  /** Subscription expiry, epoch seconds; null when the user never subscribed. */
  exp: z.number().int().nullable(),
  /** When the current session was signed in, epoch seconds. */
  iat: z.number().int(),
  settings: z.record(z.string(), z.unknown()),
  /** The rise/fall colours the user chose; null until they chose, when the interface language decides. */
  riseFallColours: riseFallColoursSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const adminUserSchema = userSchema.omit({ iat: true }).extend({
  assignedRole: accountRoleSchema,
  sessions: z.number().int(),
  lastSeenAt: z.number().int().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ticketSchema = z.object({
  token: z.string(),
  type: ticketTypeSchema,
  days: z.number().int(),
  createdAt: z.number().int(),
  checkedinAt: z.number().int().nullable(),
  /** End of the subscription time this ticket granted, epoch seconds. */
  expiredAt: z.number().int().nullable(),
  consumer: z.string().nullable(),
  consumerEmail: z.string().nullable(),
  revertedAt: z.number().int().nullable(),
  note: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const sessionSchema = z.object({
  sessionid: z.string(),
  kind: z.enum(['web', 'desktop']),
  name: z.string(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof sessionSchema>;
