import { ProviderBadAnswer, ProviderUnavailable } from '../errors.js';

export interface RetryOptions {
  /** Further attempts after the first one. */
  retries: number;
  /** Wait before the first retry; each later wait doubles. */
  baseDelayMs: number;
  /** How to wait; tests pass a fake that only records the delays. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fetch` again after a source timed out, rate-limited or answered garbage,
 * waiting twice as long each time (and at least as long as the source asked for).
 * Anything else — an unsupported kind of data, a bug — is thrown at once: waiting
 * would not change it.
 */
export async function withRetry<T>(fetch: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch();
    } catch (error) {
      const retryable = error instanceof ProviderUnavailable || error instanceof ProviderBadAnswer;
      if (!retryable || attempt >= options.retries) throw error;
      const backoff = options.baseDelayMs * 2 ** attempt;
      const asked = error instanceof ProviderUnavailable && error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : 0;
      await sleep(Math.max(backoff, asked));
    }
  }
}
