import { describe, expect, it } from 'vitest';
import { ProviderBadAnswer, ProviderUnavailable, ProviderUnsupported } from '../../src/errors.js';
import { withRetry } from '../../src/providers/retry.js';

/** A source that fails with these errors, in turn, and then answers 'bars'. */
function failingThen(errors: Error[]) {
  let calls = 0;
  return {
    fetch: async () => {
      const error = errors[calls++];
      if (error) throw error;
      return 'bars';
    },
    calls: () => calls,
  };
}

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('withRetry', () => {
  it('waits twice as long after each timeout or garbage answer, then returns the answer', async () => {
    const source = failingThen([new ProviderUnavailable('yahoo', null), new ProviderBadAnswer('yahoo', 'chart', '<html>'), new ProviderUnavailable('yahoo', null)]);
    const { waits, sleep } = recordingSleep();
    await expect(withRetry(source.fetch, { retries: 3, baseDelayMs: 500, sleep })).resolves.toBe('bars');
    expect(waits).toEqual([500, 1_000, 2_000]);
  });

  it('waits at least as long as the source asked for', async () => {
    const source = failingThen([new ProviderUnavailable('yahoo', 60)]);
    const { waits, sleep } = recordingSleep();
    await withRetry(source.fetch, { retries: 1, baseDelayMs: 500, sleep });
    expect(waits).toEqual([60_000]);
  });

  it('gives up after the last retry with the last error', async () => {
    const last = new ProviderUnavailable('yahoo', null);
    const source = failingThen([new ProviderUnavailable('yahoo', null), new ProviderUnavailable('yahoo', null), last]);
    const { waits, sleep } = recordingSleep();
    await expect(withRetry(source.fetch, { retries: 2, baseDelayMs: 100, sleep })).rejects.toBe(last);
    expect(source.calls()).toBe(3);
    expect(waits).toEqual([100, 200]);
  });

  it('does not retry what waiting cannot change', async () => {
    const source = failingThen([new ProviderUnsupported('ccxt:binance', 'option chains'), new TypeError('a bug')]);
    const { waits, sleep } = recordingSleep();
    await expect(withRetry(source.fetch, { retries: 5, baseDelayMs: 100, sleep })).rejects.toBeInstanceOf(ProviderUnsupported);
    expect(source.calls()).toBe(1);
    expect(waits).toEqual([]);
  });
});
