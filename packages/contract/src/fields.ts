import { z } from 'zod';
import { LIMITS } from './constants.js';

/** Field rules shared by forms and the server; each message is a key of MESSAGES. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const loginEmailField = z
  .string({ error: 'emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .regex(EMAIL_PATTERN, 'emailInvalid');

export const pushEmailField = z
  .string({ error: 'pushEmailRequired' })
  .trim()
  .min(1, 'pushEmailRequired')
  .max(254, 'pushEmailInvalid')
  .regex(EMAIL_PATTERN, 'pushEmailInvalid');

export const nicknameField = z.string({ error: 'nicknameRequired' }).trim().min(1, 'nicknameRequired').max(40);

export const ticketTokenField = z
  .string({ error: 'ticketTokenInvalid' })
  .trim()
  .length(LIMITS.ticketTokenLength, 'ticketTokenInvalid');

export const emailCodeField = z.string().regex(/^\d{4}$/, 'codeWrong');

export const userIdField = z.string().min(1).max(64);

export const pageFields = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
};

export const emptyBody = z.strictObject({});
