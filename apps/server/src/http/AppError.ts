import type { MessageKey } from '@signaldesk/contract';

/** A refusal the user should read: an HTTP status, a message key and the values it names. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly vars: Record<string, string | number> = {},
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const unauthorized = (key: MessageKey = 'unauthorized') => new AppError(401, key);
export const forbidden = () => new AppError(403, 'forbidden');
/** A 429 whose Retry-After (seconds) and message say how long to wait; texts name it in seconds or minutes. */
export const tooManyRequests = (key: MessageKey, retryAfter: number, field?: string) =>
  new AppError(429, key, { seconds: retryAfter, minutes: Math.ceil(retryAfter / 60) }, field, { 'retry-after': String(retryAfter) });
