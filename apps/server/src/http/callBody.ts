import { notTextPath } from '@signaldesk/contract';
import type { z } from 'zod';
import { AppError } from './AppError.js';
import { invalidBody } from './zodIssue.js';

/**
 * A call's body as its schema reads it. A string that is not text is refused first, whatever field holds it and
 * whatever the schema says of that field, so no call can store one by declaring a field loosely.
 */
export function readCallBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const notText = notTextPath(body);
  if (notText) {
    const field = notText.length > 0 ? notText.join('.') : 'body';
    throw new AppError(422, 'notText', { field }, field);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidBody(parsed.error);
  return parsed.data;
}
