import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailable } from '../../src/errors.js';
import { createYahooProvider } from '../../src/providers/yahoo/yahooProvider.js';
import { forbidNetwork } from './support/noNetwork.js';

let network: ReturnType<typeof forbidNetwork>;
beforeAll(() => {
  network = forbidNetwork();
});
afterAll(() => network.restore());

describe('the network guard of the provider tests', () => {
  it('stops a provider that is not pointed at the local server before it leaves the machine', async () => {
    const error = await createYahooProvider({ timeoutMs: 2_000 })
      .candles({ symbol: 'AAPL', duration: '1d', from: 1_700_000_000, to: 1_700_086_400 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(network.attempts).toEqual(['query2.finance.yahoo.com']);
    network.attempts.length = 0;
  });
});
