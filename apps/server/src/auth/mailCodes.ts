import { createHmac, randomInt } from 'node:crypto';
import { LIMITS } from '@signaldesk/contract';
import { sameHash } from './secrets.js';

/** A code of LIMITS.emailCodeLength digits, from the system's secure random source. */
export const newMailCode = (): string => String(randomInt(10 ** (LIMITS.emailCodeLength - 1), 10 ** LIMITS.emailCodeLength));

/**
 * A mailed code as it is stored: an HMAC keyed by the server secret over what the code confirms and the code. A
 * stolen row gives no code away without the secret, and a code confirms only the subject it was sent for.
 */
export const mailCodeHash = (secret: string, subject: string, code: string): string =>
  createHmac('sha256', secret).update(`${subject}:${code}`).digest('hex');

export const mailCodeMatches = (secret: string, subject: string, code: string, stored: string): boolean =>
  sameHash(stored, mailCodeHash(secret, subject, code));
