import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderBadAnswer, ProviderUnavailable, ProviderUnsupported } from '../../src/errors.js';
import { withRetry } from '../../src/providers/retry.js';
import { createYahooProvider } from '../../src/providers/yahoo/yahooProvider.js';
import { forbidNetwork } from './support/noNetwork.js';
import { yahooFixture } from './support/ownFixtures.js';
import { type ReplayServer, startReplayServer } from './support/replayServer.js';

/** 2025-03-06 00:00 UTC, the day after our fixtures' last bar. */
const NOW = 1741219200;
const MARCH_3 = 1740960000;

let server: ReplayServer;
let network: ReturnType<typeof forbidNetwork>;

beforeAll(async () => {
  network = forbidNetwork();
  server = await startReplayServer();
});

afterAll(async () => {
  await server.close();
  network.restore();
  expect(network.attempts).toEqual([]);
});

const provider = (timeoutMs = 5_000) =>
  createYahooProvider({
    baseUrl: server.baseUrl,
    timeoutMs,
    now: () => NOW,
    earningsSymbols: () => ['MSFT', 'AAPL', 'SPY'],
  });

const lastRequest = () => server.requests.at(-1)!;

describe('Yahoo candles', () => {
  it('drops the rows Yahoo left null instead of turning them into zeros', async () => {
    server.serve(yahooFixture('chart-MSFT-5m-null-rows'));
    const candles = await provider().candles({ symbol: 'MSFT', duration: '5m', from: 1741012200, to: 1741013700 });
    expect(candles.map((c) => c.ts)).toEqual([1741012200, 1741012500, 1741013100]);
    expect(candles.every((c) => c.open > 0 && c.volume > 0)).toBe(true);
    expect(lastRequest().searchParams.get('interval')).toBe('5m');
    expect(lastRequest().searchParams.get('includePrePost')).toBe('false');
  });

  it('keeps daily bars at the opening bell and lets the live bar update its day', async () => {
    server.serve(yahooFixture('chart-AAPL-1d-live-bar'));
    const candles = await provider().candles({ symbol: 'AAPL', duration: '1d', from: MARCH_3, to: NOW });
    // 09:30 New York on 3, 4 and 5 March 2025; the live row stamped 13:29 on the 5th updates the 5th.
    expect(candles.map((c) => c.ts)).toEqual([1741012200, 1741098600, 1741185000]);
    expect(candles.at(-1)).toMatchObject({ close: 236.01, volume: 49001000 });
    expect(lastRequest().searchParams.get('period1')).toBe(String(MARCH_3));
    expect(lastRequest().searchParams.get('period2')).toBe(String(NOW));
  });

  it('cuts a 1m range into 7-day requests within the last 30 days', async () => {
    const empty = yahooFixture('chart-MSFT-5m-null-rows');
    server.serve(empty, empty, empty, empty, empty);
    server.requests.length = 0;
    await provider().candles({ symbol: 'MSFT', duration: '1m', from: NOW - 60 * 86_400, to: NOW });
    const periods = server.requests.map((u) => [Number(u.searchParams.get('period1')), Number(u.searchParams.get('period2'))]);
    expect(periods.length).toBe(5);
    expect(periods[0]![0]).toBeGreaterThanOrEqual(NOW - 30 * 86_400);
    for (const [p1, p2] of periods) expect(p2! - p1!).toBeLessThanOrEqual(7 * 86_400);
    expect(periods.at(-1)![1]).toBe(NOW);
    expect(server.requests.every((u) => u.searchParams.get('interval') === '1m')).toBe(true);
  });

  it('leaves 4h bars to the store', async () => {
    await expect(provider().candles({ symbol: 'AAPL', duration: '4h' })).rejects.toBeInstanceOf(ProviderUnsupported);
  });

  it('reports an unknown symbol as a bad answer and keeps what Yahoo said', async () => {
    server.serve(yahooFixture('chart-NOSUCH-not-found'));
    const error = await provider()
      .candles({ symbol: 'NOSUCH', duration: '1d', from: MARCH_3, to: NOW })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderBadAnswer);
    expect((error as ProviderBadAnswer).raw).toMatchObject({ chart: { error: { code: 'Not Found' } } });
  });

  it('reports an HTML page as a bad answer with the page kept', async () => {
    server.serve(yahooFixture('chart-AAPL-garbage-html'));
    const error = await provider()
      .candles({ symbol: 'AAPL', duration: '1d', from: MARCH_3, to: NOW })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderBadAnswer);
    expect(String((error as ProviderBadAnswer).raw)).toContain('Will be right back');
  });

  it('reports prices sent as text, and columns of unequal length, as a bad answer', async () => {
    server.serve(yahooFixture('chart-AAPL-wrong-shape'));
    await expect(provider().candles({ symbol: 'AAPL', duration: '1d', from: MARCH_3, to: NOW })).rejects.toBeInstanceOf(
      ProviderBadAnswer,
    );
  });

  it('reports a 429 as unavailable with the wait Yahoo asked for', async () => {
    server.serve(yahooFixture('chart-AAPL-429'));
    const error = await provider()
      .candles({ symbol: 'AAPL', duration: '1d', from: MARCH_3, to: NOW })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as ProviderUnavailable).retryAfterSeconds).toBe(30);
  });

  it('reports a server that never answers as unavailable once the timeout passes', async () => {
    server.serve(yahooFixture('chart-AAPL-never-answers'));
    const started = Date.now();
    const error = await provider(300)
      .candles({ symbol: 'AAPL', duration: '1d', from: MARCH_3, to: NOW })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('gets through a 429, a timeout and garbage when retried with backoff', async () => {
    server.serve(
      yahooFixture('chart-AAPL-429'),
      yahooFixture('chart-AAPL-never-answers'),
      yahooFixture('chart-AAPL-garbage-html'),
      yahooFixture('chart-AAPL-1d-live-bar'),
    );
    const waits: number[] = [];
    // Only the second answer never comes: a short timeout there cannot race a local answer that is merely slow,
    // while every other attempt waits as long as a loaded machine needs.
    let attempt = 0;
    const timeoutFor = () => (++attempt === 2 ? 300 : 60_000);
    const candles = await withRetry(() => provider(timeoutFor()).candles({ symbol: 'AAPL', duration: '1d', from: MARCH_3, to: NOW }), {
      retries: 3,
      baseDelayMs: 1_000,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(candles).toHaveLength(3);
    expect(waits).toEqual([30_000, 2_000, 4_000]);
  });
});

describe('Yahoo quotes', () => {
  it('reads a batch and leaves out the symbols Yahoo cannot price', async () => {
    server.serve(yahooFixture('quote-AAPL-MSFT-DELISTED'));
    const quotes = await provider().quotes(['AAPL', 'MSFT', 'DELISTED']);
    expect(lastRequest().searchParams.get('symbols')).toBe('AAPL,MSFT,DELISTED');
    expect(quotes.map((q) => q.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(quotes[0]).toEqual({
      symbol: 'AAPL',
      price: 236.01,
      previousClose: 235.74,
      updown: 0.11453,
      volume: 49001000,
      marketCap: 3545380929536,
      currency: 'USD',
      ts: 1741199340,
      marketState: 'regular',
    });
    // No change percent sent: worked out from the price and the previous close.
    expect(quotes[1]!.updown).toBeCloseTo(((388.49 - 390.12) / 390.12) * 100, 10);
    expect(quotes[1]!.marketState).toBe('post');
  });

  it('reports a price sent as text as a bad answer', async () => {
    server.serve(yahooFixture('quote-wrong-shape'));
    await expect(provider().quotes(['AAPL'])).rejects.toBeInstanceOf(ProviderBadAnswer);
  });
});

describe('Yahoo option chain', () => {
  it('reads the dates, strikes and every contract field of the expiry asked for', async () => {
    server.serve(yahooFixture('options-MSFT-2025-03-21'));
    const chain = await provider().options('MSFT', 1742515200);
    expect(lastRequest().searchParams.get('date')).toBe('1742515200');
    expect(chain).toMatchObject({
      symbol: 'MSFT',
      underlyingPrice: 388.49,
      dates: [1741910400, 1742515200, 1743120000],
      strikes: [380, 390, 400],
      expiration: 1742515200,
    });
    expect(chain.calls).toHaveLength(3);
    expect(chain.puts[1]).toEqual({
      contractSymbol: 'MSFT250321P00390000',
      lastTradeDate: 1741195000,
      strike: 390,
      lastPrice: 9.6,
      bid: 9.45,
      ask: 9.8,
      percentChange: 0,
      // Yahoo leaves out a zero volume.
      volume: 0,
      openInterest: 2810,
      impliedVolatility: 0.2794,
      expiration: 1742515200,
      inTheMoney: true,
    });
  });

  it('reports a contract with a strike sent as text as a bad answer', async () => {
    server.serve(yahooFixture('options-garbage'));
    await expect(provider().options('MSFT')).rejects.toBeInstanceOf(ProviderBadAnswer);
  });
});

describe('Yahoo earnings', () => {
  it('gives the next date of each listed symbol within the range, with its timing', async () => {
    server.serve(
      yahooFixture('quoteSummary-MSFT-earnings'),
      yahooFixture('quoteSummary-AAPL-earnings-estimate'),
      yahooFixture('quoteSummary-SPY-no-earnings'),
    );
    const entries = await provider().earnings(1745000000, 1747000000);
    expect(entries).toEqual([
      { symbol: 'MSFT', day: '20250423', ts: 1745438400, marketCap: 2888067334144, timing: 'amc' },
      { symbol: 'AAPL', day: '20250430', ts: 1746010740, marketCap: 3545380929536, timing: 'unknown' },
    ]);
  });

  it("gives any listed symbol's next date from its quote summary, without a list of symbols", async () => {
    server.serve(yahooFixture('quoteSummary-MSFT-earnings'), yahooFixture('quoteSummary-SPY-no-earnings'));
    const yahoo = createYahooProvider({ baseUrl: server.baseUrl });
    expect(await yahoo.nextEarnings!(['MSFT', 'SPY'], 1745000000)).toEqual([
      { symbol: 'MSFT', day: '20250423', ts: 1745438400, marketCap: 2888067334144, timing: 'amc' },
    ]);
    server.serve(yahooFixture('quoteSummary-MSFT-earnings'));
    // A date Yahoo has not moved on yet is a report that has passed.
    expect(await yahoo.nextEarnings!(['MSFT'], 1745438400 + 1)).toEqual([]);
  });

  it('needs a list of symbols, since Yahoo has no calendar of all companies', async () => {
    await expect(createYahooProvider({ baseUrl: server.baseUrl }).earnings(0, NOW)).rejects.toBeInstanceOf(ProviderUnsupported);
  });
});
