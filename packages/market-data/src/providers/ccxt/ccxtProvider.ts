import { createRequire } from 'node:module';
import type * as Ccxt from 'ccxt';
import type { ConstructorArgs, Exchange } from 'ccxt';
import { z } from 'zod';
import { ProviderBadAnswer, ProviderUnavailable, ProviderUnsupported } from '../../errors.js';
import type { Candle, CandleRequest, FetchDuration, MarketProvider, Quote } from '../../types.js';
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
}

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
type CcxtLibrary = { exchanges: readonly string[]; NetworkError: typeof Ccxt.NetworkError } & { [id in ExchangeId]: (typeof Ccxt.exchanges)[id] };

// ccxt takes a second to load; only a process that opens an exchange pays for it (not `npm run import`, say).
const loadCcxt = (): CcxtLibrary => createRequire(import.meta.url)('ccxt');

function isExchangeId(ccxt: CcxtLibrary, id: string): id is ExchangeId {
  return ccxt.exchanges.includes(id);
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
  const exchange: Exchange = new ccxt[exchangeId]({
    ...config,
    options: { defaultType: 'spot', fetchMarkets: { types: ['spot'] }, ...config.options },
  });

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
      for (const [ms, open, high, low, close, volume] of rows.data) {
        if (ms >= since && ms < end) byTs.set(ms / 1000, { ts: ms / 1000, open, high, low, close, volume: volume ?? 0 });
      }
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

  return {
    name,
    candles,
    quotes,
    options: async () => {
      throw new ProviderUnsupported(name, 'option chains');
    },
    earnings: async () => {
      throw new ProviderUnsupported(name, 'earnings dates');
    },
  };
}
