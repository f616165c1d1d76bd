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
export const tooManyRequests = (key: MessageKey, retryAfter: number) =>
  new AppError(429, key, { seconds: retryAfter }, undefined, { 'retry-after': String(retryAfter) });
