import { z } from 'zod';
import { defineCall } from '../call.js';
import { MARKETS } from '../constants.js';
import { adminUserSchema, marketSchema, userSchema } from '../entities.js';
import { emailCodeField, emptyBody, nicknameField, pageFields, pushEmailField, userIdField } from '../fields.js';
import { riseFallColoursSchema } from '../riseFallSchema.js';
import { accountRoleSchema } from '../roleSchemas.js';

/** An address waiting for its confirmation code, and until when the code in its mail is good. */
export const pendingPushEmailSchema = z.object({ email: z.string(), expiresAt: z.number().int() });
export type PendingPushEmail = z.infer<typeof pendingPushEmailSchema>;

export const userCalls = {
  list: defineCall({
    path: '/api/user/list',
    role: 'super',
    tag: 'users',
    summary: 'All users, filtered by role or by text in e-mail, name or id',
    body: z.strictObject({
      type: accountRoleSchema.optional(),
      query: z.string().trim().max(100).optional(),
      ...pageFields,
    }),
    reply: z.object({ list: z.array(adminUserSchema), total: z.number().int() }),
  }),
  updateRoleAndMarket: defineCall({
    path: '/api/user/update/market/admin',
    role: 'super',
    tag: 'users',
    summary: 'Change a user’s assigned role or market',
    body: z
      .strictObject({ userid: userIdField, role: accountRoleSchema.optional(), market: marketSchema.optional() })
      .refine((b) => b.role !== undefined || b.market !== undefined, { message: 'role or market', path: ['role'] }),
    reply: z.object({ user: adminUserSchema }),
  }),
  forceOffline: defineCall({
    path: '/api/user/force/offline',
    role: 'super',
    tag: 'users',
    summary: 'End every session of a user at once',
    body: z.strictObject({ userid: userIdField }),
    reply: z.object({ sessions: z.number().int() }),
  }),
  updatePushEmail: defineCall({
    path: '/api/user/update/push/email',
    role: 'user',
    tag: 'users',
    summary:
      'Ask to push alerts to this e-mail address: a code is mailed to it, and the address takes over once the code is confirmed; the confirmed address itself cancels a pending one',
    body: z.strictObject({ email: pushEmailField }),
    reply: z.object({ user: userSchema, pending: pendingPushEmailSchema.nullable() }),
  }),
  confirmPushEmail: defineCall({
    path: '/api/user/confirm/push/email',
    role: 'user',
    tag: 'users',
    summary: 'Confirm the pending push e-mail with the code mailed to it; it becomes the address alerts are pushed to',
    body: z.strictObject({ code: emailCodeField }),
    reply: z.object({ user: userSchema }),
  }),
  pendingPushEmail: defineCall({
    path: '/api/user/pending/push/email',
    role: 'user',
    tag: 'users',
    summary: 'The push e-mail address waiting for its confirmation code, if any',
    body: emptyBody,
    reply: z.object({ pending: pendingPushEmailSchema.nullable() }),
  }),
  updateName: defineCall({
    path: '/api/user/update/name',
    role: 'user',
    tag: 'users',
    summary: 'Set the nickname',
    body: z.strictObject({ username: nicknameField }),
    reply: z.object({ user: userSchema }),
  }),
  updateBotPush: defineCall({
    path: '/api/user/update/bot/push',
    role: 'user',
    tag: 'users',
    summary: 'Set the Telegram user ID and whether alerts are pushed there',
    body: z.strictObject({
      telegramId: z
        .string()
        .trim()
        .regex(/^\d{3,20}$/, 'botPushNeedsTelegram')
        .nullable(),
      botPush: z.boolean(),
    }),
    reply: z.object({ user: userSchema }),
  }),
  updateRiseFallColours: defineCall({
    path: '/api/user/update/rise/fall/colours',
    role: 'user',
    tag: 'users',
    summary: 'Choose whether a rise shows green and a fall red, or a rise red and a fall green, on every screen',
    body: z.strictObject({ riseFallColours: riseFallColoursSchema }),
    reply: z.object({ user: userSchema }),
  }),
  updateMarket: defineCall({
    path: '/api/user/update/market',
    role: 'user',
    tag: 'users',
    summary: 'Choose the region every screen that lists symbols starts from: ALL, US, HK, CN, USD (crypto) or GF (gold and forex)',
    body: z.strictObject({ market: z.enum(MARKETS, { error: 'regionUnknown' }) }),
    reply: z.object({ user: userSchema }),
  }),
};
