import { LIMITS } from '@signaldesk/contract';
import type { Services } from '../../app/services.js';
import { tooManyRequests } from '../../http/AppError.js';
import { tellOwnerOfLockout } from './lockoutNotice.js';

const failuresKey = (email: string) => `login-fail:${email}`;
const lockKey = (email: string) => `login-lock:${email}`;
const lockoutsKey = (email: string) => `login-lockouts:${email}`;

/** The n-th lock-out in a row: the first length, doubled for each one before it, up to the longest. */
export const lockoutSeconds = (nth: number): number =>
  Math.min(LIMITS.emailLockoutSeconds * 2 ** (nth - 1), LIMITS.emailLockoutMaxSeconds);

/**
 * Refuses a code check while the address is locked out, without judging the code. Asking for a code stays
 * open, and the mailed link still signs in: it cannot be guessed, so the owner is never locked out.
 */
export async function refuseWhileLockedOut(services: Services, email: string): Promise<void> {
  const left = await services.limiter.secondsLeft(lockKey(email));
  if (left > 0) throw tooManyRequests('emailLockedOut', left, 'captcha');
}

/**
 * Counts a wrong guess at a code that was issued and still live; every so many lock the code check. Anyone can
 * ask for a code, so this is what bounds guessing: each lock-out is twice as long as the one before, and the
 * count of lock-outs is kept until a quiet day has passed after the last one ends.
 */
export async function countWrongCode(services: Services, email: string): Promise<void> {
  const { limiter } = services;
  const failures = await limiter.hitSliding(failuresKey(email), LIMITS.emailLockoutQuietSeconds);
  if (failures.count % LIMITS.emailFailuresBeforeLockout !== 0) return;
  const seconds = lockoutSeconds((await limiter.peek(lockoutsKey(email))) + 1);
  const lock = await limiter.hit(lockKey(email), seconds);
  await limiter.hitSliding(lockoutsKey(email), seconds + LIMITS.emailLockoutQuietSeconds);
  // The lock is counted in one atomic step in the store every process shares, so exactly one guess opens each lock
  // (count 1); only that guess tells the owner, however many processes guess at once.
  if (lock.count === 1) tellOwnerOfLockout(services, email, services.now() + seconds);
}
