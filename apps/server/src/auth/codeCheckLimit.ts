import { LIMITS } from '@signaldesk/contract';
import type { Services } from '../app/services.js';
import { tooManyRequests } from '../http/AppError.js';

/**
 * Counts one code check (e-mail or official account) against the caller's address. Per-address limits alone
 * let one machine try codes across many addresses; this bounds its guesses whatever addresses it names.
 */
export async function countCodeCheck(services: Services, ip: string): Promise<void> {
  const checks = await services.limiter.hit(`code-check-ip:${ip}`, LIMITS.codeCheckWindowSeconds);
  if (checks.count > LIMITS.codeChecksPerIp) throw tooManyRequests('tooManyRequests', checks.retryAfter);
}
