import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderBadAnswer, ProviderUnavailable, ProviderUnsupported } from '../../src/errors.js';
import { createCcxtProvider } from '../../src/providers/ccxt/ccxtProvider.js';
import { fromExchangeSymbol, toExchangeSymbol } from '../../src/providers/ccxt/symbolMapping.js';
import { BARS, type FakeBinance, FIRST_BAR_MS, fakeBinance } from './support/fakeBinance.js';
import { forbidNetwork } from './support/noNetwork.js';
import { type ReplayServer, startReplayServer } from './support/replayServer.js';

const FIRST_BAR = FIRST_BAR_MS / 1000;
const END = FIRST_BAR + BARS * 3600;

let server: ReplayServer;
let binance: FakeBinance;
let network: ReturnType<typeof forbidNetwork>;

beforeAll(async () => {
  network = forbidNetwork();
  server = await startReplayServer();
  binance = fakeBinance(server);
});

afterAll(async () => {
  await server.close();
  network.restore();
  expect(network.attempts).toEqual([]);
});

/** Binance through ccxt, its public spot API pointed at the local server. */
const provider = () =>
  createCcxtProvider({ exchangeConfig: { urls: { api: { public: `${server.baseUrl}/api/v3` } }, timeout: 60_000 } });

describe('symbol mapping', () => {
  it('maps Yahoo dollar pairs to the stablecoin pair and back', () => {
    expect(toExchangeSymbol('BTC-USD', 'USDT')).toBe('BTC/USDT');
    expect(toExchangeSymbol('eth-btc', 'USDT')).toBe('ETH/BTC');
    expect(toExchangeSymbol('AAPL', 'USDT')).toBeNull();
    expect(toExchangeSymbol('0700.HK', 'USDT')).toBeNull();
    expect(fromExchangeSymbol('BTC/USDT', 'USDT')).toBe('BTC-USD');
    expect(fromExchangeSymbol('ETH/BTC', 'USDT')).toBe('ETH-BTC');
  });
});

describe('ccxt candles', () => {
  it('walks every page of klines from the start to the end of the range', async () => {
    binance.klineRequests.length = 0;
    const candles = await provider().candles({ symbol: 'BTC-USD', duration: '1h', from: FIRST_BAR, to: END });
    expect(candles).toHaveLength(BARS);
    expect(candles[0]!.ts).toBe(FIRST_BAR);
    expect(candles.at(-1)!.ts).toBe(END - 3600);
    expect(candles.every((c, i) => i === 0 || c.ts - candles[i - 1]!.ts === 3600)).toBe(true);
    expect(candles[0]).toMatchObject({ open: 90_000, volume: 10 });
    // 2,500 bars at 1,000 a page; the last page reaches the end, so nothing more is asked.
    expect(binance.klineRequests.map((u) => u.searchParams.get('startTime'))).toEqual(
      [0, 1000, 2000].map((i) => String(FIRST_BAR_MS + i * 3_600_000)),
    );
    expect(binance.klineRequests.every((u) => u.searchParams.get('symbol') === 'BTCUSDT')).toBe(true);
  });

  it('keeps to the range and asks for weekly bars as 1w', async () => {
    const from = FIRST_BAR + 100 * 3600;
    const hourly = await provider().candles({ symbol: 'ETH-USD', duration: '1h', from, to: from + 10 * 3600 });
    expect(hourly.map((c) => c.ts)).toEqual(Array.from({ length: 10 }, (_, i) => from + i * 3600));
    binance.klineRequests.length = 0;
    const weekly = await provider().candles({ symbol: 'ETH-BTC', duration: '1wk', from: FIRST_BAR, to: END });
    expect(binance.klineRequests[0]!.searchParams.get('interval')).toBe('1w');
    expect(binance.klineRequests[0]!.searchParams.get('symbol')).toBe('ETHBTC');
    expect(weekly).toHaveLength(Math.floor(BARS / 168));
  });

  it('says a stock or an unlisted pair is not there rather than guessing', async () => {
    await expect(provider().candles({ symbol: 'AAPL', duration: '1d' })).rejects.toBeInstanceOf(ProviderUnsupported);
    await expect(provider().candles({ symbol: 'DOGE-USD', duration: '1d' })).rejects.toBeInstanceOf(ProviderUnsupported);
  });

  it('reports a rate limit as unavailable, with the wait Binance asked for', async () => {
    binance.failNextKlines(429, JSON.stringify({ code: -1003, msg: 'Too many requests; current limit is 6000 request weight per 1 MINUTE.' }), {
      'content-type': 'application/json',
      'retry-after': '12',
    });
    const error = await provider()
      .candles({ symbol: 'BTC-USD', duration: '1h', from: FIRST_BAR, to: END })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as ProviderUnavailable).retryAfterSeconds).toBe(12);
  });

  it('reports an HTML page as a bad answer with the page kept', async () => {
    binance.failNextKlines(200, '<html><body>Service maintenance</body></html>', { 'content-type': 'text/html' });
    const error = await provider()
      .candles({ symbol: 'BTC-USD', duration: '1h', from: FIRST_BAR, to: END })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderBadAnswer);
    expect(String((error as ProviderBadAnswer).raw)).toContain('Service maintenance');
  });
});

describe('ccxt quotes', () => {
  it('reads the 24h tickers under Yahoo names', async () => {
    const quotes = await provider().quotes(['BTC-USD', 'ETH-USD']);
    expect(quotes.map((q) => q.symbol).sort()).toEqual(['BTC-USD', 'ETH-USD']);
    const btc = quotes.find((q) => q.symbol === 'BTC-USD')!;
    expect(btc).toMatchObject({ currency: 'USDT', marketCap: null, marketState: 'regular', volume: 312.5, ts: END - 1 });
    expect(btc.updown).toBeCloseTo(((btc.price - btc.previousClose) / btc.previousClose) * 100, 2);
  });

  it('has no option chains and no earnings', async () => {
    await expect(provider().options('BTC-USD')).rejects.toBeInstanceOf(ProviderUnsupported);
    await expect(provider().earnings(0, END)).rejects.toBeInstanceOf(ProviderUnsupported);
  });

  it('refuses an exchange ccxt does not know', () => {
    expect(() => createCcxtProvider({ exchangeId: 'no-such-exchange' })).toThrow(ProviderUnsupported);
  });
});
