import type { z } from 'zod';
import { type WindowRefusal, windowRefusalSchema } from '../../src/window/windowApi.js';
import { currentLanguage, i18n } from './i18n.js';

/** A refusal of the assistant, with its text in the window's language; `field` names a settings field at fault. */
export class WindowCallError extends Error {
  constructor(readonly refusal: WindowRefusal) {
    super(refusal.msg);
  }
}

/** `keepalive` lets a call finish after the window closes (the layout saved as the window goes). */
type CallOptions = { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; keepalive?: boolean };

/**
 * Sends a call to the window's API on the local server. The cookie the launch ticket gave this window goes along by
 * itself (same origin); Accept-Language asks for texts in the language the trader chose here rather than the
 * browser's.
 */
export function sendWindowCall(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(path, {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? null : JSON.stringify(options.body),
    keepalive: options.keepalive ?? false,
  });
}

/** The answer checked against its schema, or the assistant's refusal as a WindowCallError. */
export async function readWindowReply<T>(sent: Promise<Response>, schema: z.ZodType<T>): Promise<T> {
  let reply: Response;
  try {
    reply = await sent;
  } catch {
    throw new WindowCallError({ code: 0, key: 'assistantUnreachable', msg: i18n.t('unreachable') });
  }
  const text = await reply.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!reply.ok) {
    const refusal = windowRefusalSchema.safeParse(json);
    throw new WindowCallError(refusal.success ? refusal.data : { code: reply.status, key: 'unexpected', msg: `${reply.status} ${reply.statusText}` });
  }
  return schema.parse(json);
}

export const windowCall = <T>(path: string, schema: z.ZodType<T>, options: CallOptions = {}): Promise<T> =>
  readWindowReply(sendWindowCall(path, options), schema);
