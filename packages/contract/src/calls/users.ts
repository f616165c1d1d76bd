import { z } from 'zod';
import { defineCall } from '../call.js';
import { adminUserSchema, marketSchema, userSchema } from '../entities.js';
import { nicknameField, pageFields, pushEmailField, userIdField } from '../fields.js';
import { accountRoleSchema } from '../roles.js';

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
    summary: 'Set the e-mail address alerts are pushed to',
    body: z.strictObject({ email: pushEmailField }),
    reply: z.object({ user: userSchema }),
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
};
