import { MESSAGES, type MessageKey } from '@signaldesk/contract';
import type { z } from 'zod';
import { AppError } from './AppError.js';

const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(MESSAGES, text);

/** Turns the first problem zod found into a 422 naming the field, in the product's words when it has them. */
export function invalidBody(error: z.ZodError): AppError {
  const issue = error.issues[0];
  if (!issue) return new AppError(422, 'invalidField', { field: 'body', reason: 'invalid' }, 'body');
  if (issue.code === 'unrecognized_keys') {
    const field = [...issue.path, issue.keys[0]].join('.');
    return new AppError(422, 'unknownField', { field }, field);
  }
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  if (isMessageKey(issue.message)) return new AppError(422, issue.message, {}, field);
  return new AppError(422, 'invalidField', { field, reason: issue.message }, field);
}
