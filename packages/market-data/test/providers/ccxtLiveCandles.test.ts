import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderBadAnswer, ProviderUnavailable, ProviderUnsupported } from '../../src/errors.js';
import { createCcxtProvider } from '../../src/providers/ccxt/ccxtProvider.js';
import type { Candle, CandleWatch, MarketProvider } from '../../src/types.js';
import { fakeBinance } from './support/fakeBinance.js';
import { type FakeBinanceStream, startFakeBinanceStream } from './support/fakeBinanceStream.js';
import { forbidNetwork } from './support/noNetwork.js';
import { type ReplayServer, startReplayServer } from './support/replayServer.js';

const MINUTE_MS = 60_000;
const FIRST_MS = Date.UTC(2027, 0, 4, 14, 30);

let server: ReplayServer;
let stream: FakeBinanceStream;
let network: ReturnType<typeof forbidNetwork>;
const opened: MarketProvider[] = [];

beforeAll(async () => {
  network = forbidNetwork();
  server = await startReplayServer();
  fakeBinance(server);
  stream = await startFakeBinanceStream();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((provider) => provider.close?.()));
  stream.requests.length = 0;
});

afterAll(async () => {
  await stream.close();
  await server.close();
  network.restore();
  expect(network.attempts).toEqual([]);
});

/** Binance through ccxt, its REST API and its market streams pointed at the local fakes. */
function provider(): MarketProvider {
  const made = createCcxtProvider({
    exchangeConfig: { urls: { api: { public: `${server.baseUrl}/api/v3`, ws: { spot: stream.url } } }, timeout: 60_000 },
    socketRetryMs: 20,
  });
  opened.push(made);
  return made;
}

/** A watch whose candles and errors arrive as promises, one at a time, in order. */
function listen(symbol: string) {
  const heard: (Candle[] | Error)[] = [];
  const waiting: ((value: Candle[] | Error) => void)[] = [];
  const hear = (value: Candle[] | Error) => {
    const next = waiting.shift();
    if (next) next(value);
    else heard.push(value);
  };
  const watch: CandleWatch = {
    symbol,
    duration: '1m',
    onCandles: (candles) => hear(candles),
    onError: (error) => hear(error instanceof Error ? error : new Error(String(error))),
  };
  return {
    watch,
    next: () => {
      const ready = heard.shift();
      return ready ? Promise.resolve(ready) : new Promise<Candle[] | Error>((resolve) => waiting.push(resolve));
    },
    pending: () => heard.length,
  };
}

const bar = (minute: number, close: number, closed = false) => ({
  openMs: FIRST_MS + minute * MINUTE_MS,
  open: 100,
  high: Math.max(100, close) + 1,
  low: Math.min(100, close) - 1,
  close,
  volume: 5 + minute,
  closed,
});

describe('ccxt live candles over the exchange socket', () => {
  it('subscribes to the kline stream and reads each pushed kline as a candle, the forming one and the next', async () => {
    const source = provider();
    const btc = listen('BTC-USD');
    const stop = source.watchCandles!(btc.watch)!;
    await stream.whenSubscribed('btcusdt@kline_1m');
    expect(stream.requests[0]).toMatchObject({ method: 'SUBSCRIBE', params: ['btcusdt@kline_1m'] });

    stream.kline('BTCUSDT', '1m', bar(0, 101));
    expect(await btc.next()).toEqual([{ ts: FIRST_MS / 1000, open: 100, high: 102, low: 99, close: 101, volume: 5 }]);
    stream.kline('BTCUSDT', '1m', bar(0, 103, true));
    expect(await btc.next()).toEqual([{ ts: FIRST_MS / 1000, open: 100, high: 104, low: 99, close: 103, volume: 5 }]);
    stream.kline('BTCUSDT', '1m', bar(1, 99));
    expect(await btc.next()).toEqual([{ ts: FIRST_MS / 1000 + 60, open: 100, high: 101, low: 98, close: 99, volume: 6 }]);
    stop();
  });

  it('carries several series over one connection and stops one with an UNSUBSCRIBE, the other still heard', async () => {
    const source = provider();
    const btc = listen('BTC-USD');
    const eth = listen('ETH-USD');
    const stopBtc = source.watchCandles!(btc.watch)!;
    const stopEth = source.watchCandles!(eth.watch)!;
    await Promise.all([stream.whenSubscribed('btcusdt@kline_1m'), stream.whenSubscribed('ethusdt@kline_1m')]);
    const markets = server.requests.filter((url) => url.pathname === '/api/v3/exchangeInfo').length;

    stopBtc();
    await expect.poll(() => stream.subscribed()).toEqual(['ethusdt@kline_1m']);
    expect(stream.requests.at(-1)).toMatchObject({ method: 'UNSUBSCRIBE', params: ['btcusdt@kline_1m'] });
    stream.kline('BTCUSDT', '1m', bar(2, 110));
    stream.kline('ETHUSDT', '1m', bar(2, 120));
    expect(await eth.next()).toEqual([expect.objectContaining({ close: 120 })]);
    expect(btc.pending()).toBe(0);
    // The socket takes the markets the REST side loaded: opening it asked the exchange for nothing more.
    expect(server.requests.filter((url) => url.pathname === '/api/v3/exchangeInfo').length).toBe(markets);
    stopEth();
  });

  it('reports a dropped socket as unavailable and subscribes again by itself', async () => {
    const source = provider();
    const btc = listen('BTC-USD');
    const stop = source.watchCandles!(btc.watch)!;
    await stream.whenSubscribed('btcusdt@kline_1m');
    stream.dropAll();
    expect(await btc.next()).toBeInstanceOf(ProviderUnavailable);
    await stream.whenSubscribed('btcusdt@kline_1m');
    stream.kline('BTCUSDT', '1m', bar(3, 104));
    expect(await btc.next()).toEqual([expect.objectContaining({ close: 104 })]);
    stop();
  });

  it('reports a kline it cannot read as a bad answer and goes on with the next', async () => {
    const source = provider();
    const btc = listen('BTC-USD');
    const stop = source.watchCandles!(btc.watch)!;
    await stream.whenSubscribed('btcusdt@kline_1m');
    stream.raw(JSON.stringify({ e: 'kline', E: 1, s: 'BTCUSDT', k: { t: FIRST_MS, s: 'BTCUSDT', i: '1m', o: 'x', h: 'y', l: 'z', c: 'NaN', v: '' } }));
    expect(await btc.next()).toBeInstanceOf(ProviderBadAnswer);
    stream.kline('BTCUSDT', '1m', bar(4, 105));
    expect(await btc.next()).toEqual([expect.objectContaining({ close: 105 })]);
    stop();
  });

  it('says once that an unlisted pair is not there, and offers no socket for a stock', async () => {
    const source = provider();
    const doge = listen('DOGE-USD');
    source.watchCandles!(doge.watch);
    expect(await doge.next()).toBeInstanceOf(ProviderUnsupported);
    expect(source.watchCandles!(listen('AAPL').watch)).toBeNull();
    expect(stream.requests).toEqual([]);
  });
});
