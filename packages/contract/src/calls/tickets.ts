import { z } from 'zod';
import { defineCall } from '../call.js';
import { ticketSchema, userSchema } from '../entities.js';
import { emptyBody, pageFields, ticketTokenField, userIdField } from '../fields.js';
import { ticketTypeSchema } from '../tickets.js';

export const ticketCalls = {
  activate: defineCall({
    path: '/api/ticket/activate',
    role: 'user',
    tag: 'tickets',
    summary: 'Bind a 36-character ticket to the signed-in user',
    body: z.strictObject({ token: ticketTokenField }),
    reply: z.object({ ticket: ticketSchema, user: userSchema }),
  }),
  trial: defineCall({
    path: '/api/ticket/trial',
    role: 'user',
    tag: 'tickets',
    summary: 'Start the free trial: a trial ticket issued to and activated by the signed-in user, once per user',
    body: emptyBody,
    reply: z.object({ ticket: ticketSchema, user: userSchema }),
  }),
  mine: defineCall({
    path: '/api/user/ticket/list',
    role: 'user',
    tag: 'tickets',
    summary: 'The tickets the signed-in user has activated',
    body: emptyBody,
    reply: z.object({ list: z.array(ticketSchema) }),
  }),
  list: defineCall({
    path: '/api/ticket/list',
    role: 'super',
    tag: 'tickets',
    summary: 'Issued tickets, filtered by type, consumer or token',
    body: z.strictObject({
      type: ticketTypeSchema.optional(),
      consumer: userIdField.optional(),
      token: z.string().trim().min(1).max(36).optional(),
      ...pageFields,
    }),
    reply: z.object({ list: z.array(ticketSchema), total: z.number().int() }),
  }),
  dispatch: defineCall({
    path: '/api/ticket/dispatch',
    role: 'super',
    tag: 'tickets',
    summary: 'Issue new tickets of one type',
    body: z.strictObject({
      type: ticketTypeSchema,
      count: z.number().int().min(1).max(100).default(1),
      note: z.string().trim().max(200).default(''),
    }),
    reply: z.object({ list: z.array(ticketSchema) }),
  }),
  revert: defineCall({
    path: '/api/ticket/revert',
    role: 'super',
    tag: 'tickets',
    summary: 'Revoke a ticket; time it granted is taken back',
    body: z.strictObject({ token: ticketTokenField }),
    reply: z.object({ ticket: ticketSchema }),
  }),
};
