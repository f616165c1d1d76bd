import { createRequire } from 'node:module';
import type * as Ccxt from 'ccxt';
import type { ConstructorArgs, Exchange } from 'ccxt';
import { z } from 'zod';
import { ProviderBadAnswer, ProviderUnavailable, ProviderUnsupported } from '../../errors.js';
import type { Candle, CandleRequest, CandleWatch, FetchDuration, MarketProvider, Quote } from '../../types.js';
import { fromExchangeSymbol, toExchangeSymbol } from './symbolMapping.js';

export interface CcxtProviderOptions {
  /** A ccxt exchange id; `binance` when omitted. */
  exchangeId?: string;
  /** The dollar stablecoin that stands in for USD (`BTC-USD` ↔ `BTC/USDT`); `USDT` when omitted. */
  usdQuote?: string;
  /** Given to the ccxt exchange's constructor over spot-only defaults: `urls.api` to reach a local server, timeouts, keys. */
  exchangeConfig?: ConstructorArgs;
  /** Candles asked for in one request; 1000 (Binance's most) when omitted. */
  pageSize?: number;
  /** The first wait before a failed socket is opened again, doubled at each failure up to five minutes; 5 s when omitted. */
  socketRetryMs?: number;
}

/** The longest wait before a failed socket is tried again. */
const SOCKET_RETRY_MOST_MS = 300_000;

const TIMEFRAMES: Record<FetchDuration, string> = {
  '1m': '1m',
  '5m': '5m',
  '15m': '15m',
  '30m': '30m',
  '1h': '1h',
  '4h': '4h',
  '1d': '1d',
  '1wk': '1w',
};

/** ccxt's unified candle: [ms, open, high, low, close, volume]. */
const ohlcvRow = z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.number().nullish()]);

const toCandle = ([ms, open, high, low, close, volume]: z.infer<typeof ohlcvRow>): Candle => ({ ts: ms / 1000, open, high, low, close, volume: volume ?? 0 });

/** ccxt's unified ticker, only the fields we read. */
const tickerRow = z.object({
  symbol: z.string(),
  timestamp: z.number(),
  last: z.number(),
  open: z.number(),
  percentage: z.number().nullish(),
  baseVolume: z.number().nullish(),
});

function isJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

type ExchangeId = keyof typeof Ccxt.exchanges;
/** ccxt's CommonJS build: the exchange ids, and each exchange's class under its id. */
type CcxtLibrary = {
  exchanges: readonly string[];
  NetworkError: typeof Ccxt.NetworkError;
  /** The exchanges with sockets (ccxt's "pro" classes), under their ids. */
  pro: Partial<Record<string, new (config: ConstructorArgs) => Exchange>>;
} & { [id in ExchangeId]: (typeof Ccxt.exchanges)[id] };

// ccxt takes a second to load; only a process that opens an exchange pays for it (not `npm run import`, say).
const loadCcxt = (): CcxtLibrary => createRequire(import.meta.url)('ccxt');

function isExchangeId(ccxt: CcxtLibrary, id: string): id is ExchangeId {
  return ccxt.exchanges.includes(id);
}

/**
 * ccxt sends a subscription that waited for its turn under the exchange's message limit without catching a socket that
 * closed meanwhile (`throttle(cost).then(() => client.send(message))`): an unhandled rejection, which ends a Node
 * process. A closing socket already fails every watch waiting on it, so each send's failure is marked handled here and
 * still reaches whoever awaits the send.
 */
function withSafeSends(exchange: Exchange): Exchange {
  const clientOf = exchange.client.bind(exchange);
  const safe = new WeakSet<object>();
  exchange.client = (url) => {
    const client = clientOf(url);
    if (!safe.has(client)) {
      safe.add(client);
      const send = client.send.bind(client);
      client.send = (message: unknown) => {
        const sent = send(message);
        sent.catch(() => undefined);
        return sent;
      };
    }
    return client;
  };
  return exchange;
}

/** Crypto candles and quotes from one exchange through ccxt; no option chains, no earnings. */
export function createCcxtProvider(options: CcxtProviderOptions = {}): MarketProvider {
  const exchangeId = options.exchangeId ?? 'binance';
  const usdQuote = options.usdQuote ?? 'USDT';
  const pageSize = options.pageSize ?? 1000;
  const name = `ccxt:${exchangeId}`;
  const ccxt = loadCcxt();
  const { NetworkError } = ccxt;
  if (!isExchangeId(ccxt, exchangeId)) throw new ProviderUnsupported('ccxt', `an exchange named ${exchangeId}`);
  const config = options.exchangeConfig ?? {};
  // Spot markets only: derivatives would cost extra requests at start-up and share no symbols with the product.
  const exchangeConfig: ConstructorArgs = { ...config, options: { defaultType: 'spot', fetchMarkets: { types: ['spot'] }, ...config.options } };
  const exchange: Exchange = new ccxt[exchangeId](exchangeConfig);

  // ccxt reads a body that is not JSON as nothing at all, which would pass for "no data", and keeps
  // the last response on the exchange, where concurrent calls overwrite it. Each answer is checked
  // here, as it arrives, so the error carries its own body and the wait it asked for.
  exchange.onRestResponse = (status: number, _text: string, url: string, _method: string, headers: Record<string, string>, body: string) => {
    if (status === 418 || status === 429 || status >= 500) {
      const retryAfter = Number(headers['retry-after'] ?? headers['Retry-After']);
      throw new ProviderUnavailable(name, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null, body);
    }
    if (!isJson(body)) throw new ProviderBadAnswer(name, new URL(url).pathname, body);
    return body;
  };

  /** Runs one ccxt call, turning its failures into the provider's errors. */
  async function exchangeCall<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderUnavailable || error instanceof ProviderBadAnswer) throw error;
      if (error instanceof NetworkError) throw new ProviderUnavailable(name, null, error);
      throw new ProviderBadAnswer(name, what, error instanceof Error ? error.message : error);
    }
  }

  async function market(symbol: string): Promise<string> {
    const marketSymbol = toExchangeSymbol(symbol, usdQuote);
    const markets = await exchangeCall('markets', () => exchange.loadMarkets());
    if (!marketSymbol || !markets[marketSymbol]) throw new ProviderUnsupported(name, symbol);
    return marketSymbol;
  }

  async function candles(request: CandleRequest): Promise<Candle[]> {
    const timeframe = TIMEFRAMES[request.duration];
    const marketSymbol = await market(request.symbol);
    if (!(timeframe in exchange.timeframes)) throw new ProviderUnsupported(name, `${request.duration} candles`);
    const step = exchange.parseTimeframe(timeframe) * 1000;
    const end = (request.to ?? Math.floor(Date.now() / 1000)) * 1000;
    const byTs = new Map<number, Candle>();
    // The exchange answers at most a page from `since` on; walk forward until the end or until it has no more.
    for (let since = (request.from ?? 0) * 1000; since < end; ) {
      const page = await exchangeCall('candles', () => exchange.fetchOHLCV(marketSymbol, timeframe, since, pageSize));
      const rows = z.array(ohlcvRow).safeParse(page);
      if (!rows.success) throw new ProviderBadAnswer(name, 'candles', page);
      const last = rows.data.at(-1);
      for (const row of rows.data) if (row[0] >= since && row[0] < end) byTs.set(row[0] / 1000, toCandle(row));
      if (!last || last[0] < since) break;
      since = last[0] + step;
    }
    return [...byTs.values()].sort((a, b) => a.ts - b.ts);
  }

  async function quotes(symbols: readonly string[]): Promise<Quote[]> {
    const marketSymbols = await Promise.all(symbols.map(market));
    const tickers = await exchangeCall('quotes', () => exchange.fetchTickers(marketSymbols));
    const rows = z.array(tickerRow).safeParse(Object.values(tickers));
    if (!rows.success) throw new ProviderBadAnswer(name, 'quotes', tickers);
    return rows.data.map((t) => ({
      symbol: fromExchangeSymbol(t.symbol, usdQuote),
      price: t.last,
      // A market that never closes has no close; its previous close is the price 24 hours ago, as its change is.
      previousClose: t.open,
      updown: t.percentage ?? (t.open === 0 ? 0 : ((t.last - t.open) / t.open) * 100),
      volume: t.baseVolume ?? 0,
      marketCap: null,
      currency: usdQuote,
      ts: Math.floor(t.timestamp / 1000),
      marketState: 'regular' as const,
    }));
  }

  // One socket exchange for every watched series: ccxt multiplexes their streams over its connections and keeps to the
  // exchange's own limits on subscriptions. It is opened with the first watch, on the markets already loaded.
  let socketExchange: Exchange | null | undefined;
  function sockets(): Exchange | null {
    if (socketExchange !== undefined) return socketExchange;
    const Socket = ccxt.pro[exchangeId];
    const opened = Socket ? new Socket(exchangeConfig) : null;
    socketExchange = opened?.has.watchOHLCV && opened.has.unWatchOHLCV ? withSafeSends(opened) : null;
    return socketExchange;
  }

  /**
   * A series as the exchange pushes it. A failed socket is reported and opened again after a wait that doubles with
   * each failure in a row; a pair the exchange does not list is reported once and not tried again.
   */
  function watchCandles(watch: CandleWatch): (() => void) | null {
    const timeframe = TIMEFRAMES[watch.duration];
    const socket = sockets();
    if (!socket || !toExchangeSymbol(watch.symbol, usdQuote) || !(timeframe in exchange.timeframes)) return null;
    let stopped = false;
    let marketSymbol: string | null = null;
    let wake: (() => void) | null = null;
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    void (async () => {
      for (let failures = 0; !stopped; ) {
        try {
          marketSymbol ??= await market(watch.symbol);
          if (!socket.markets) socket.setMarkets(exchange.markets);
          // ccxt reaches a plain ws:// address (an exchange's local gateway, a test's) only through an HTTP agent of its own.
          await socket.loadHttpProxyAgent();
          const symbol = marketSymbol;
          const rows = await exchangeCall('live candles', () => socket.watchOHLCV(symbol, timeframe));
          if (stopped) return;
          const read = z.array(ohlcvRow).safeParse(rows);
          if (!read.success) throw new ProviderBadAnswer(name, 'live candles', rows);
          failures = 0;
          watch.onCandles(read.data.map(toCandle));
        } catch (error) {
          if (stopped) return;
          watch.onError(error);
          if (error instanceof ProviderUnsupported) return;
          // An answer that could not be read came over a working socket: the next update is awaited at once.
          if (error instanceof ProviderBadAnswer) continue;
          await pause(Math.min(SOCKET_RETRY_MOST_MS, (options.socketRetryMs ?? 5_000) * 2 ** failures++));
        }
      }
    })();
    return () => {
      stopped = true;
      wake?.();
      if (marketSymbol) void socket.unWatchOHLCV(marketSymbol, timeframe).catch(() => undefined);
    };
  }

  return {
    name,
    candles,
    quotes,
    watchCandles,
    close: async () => {
      await socketExchange?.close();
    },
    options: async () => {
      throw new ProviderUnsupported(name, 'option chains');
    },
    earnings: async () => {
      throw new ProviderUnsupported(name, 'earnings dates');
    },
  };
}
