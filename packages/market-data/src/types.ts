import type { Duration, Region } from '@signaldesk/contract';

/** One bar; ts is the bar's opening time in epoch seconds (UTC). */
export interface Candle {
  ts: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Durations a provider is asked for; 4h, 1wk and intraday may be resampled from these by the store. */
export type FetchDuration = Exclude<Duration, 'intraday'>;

export interface CandleRequest {
  symbol: string;
  duration: FetchDuration;
  /** Inclusive start, epoch seconds; the provider's longest history when omitted. */
  from?: number;
  /** Exclusive end, epoch seconds; now when omitted. */
  to?: number;
}

export interface Quote {
  symbol: string;
  price: number;
  previousClose: number;
  /** Percent change against the previous close (1 = 1 %). */
  updown: number;
  volume: number;
  /** Market capitalisation in US dollars when known. */
  marketCap: number | null;
  currency: string;
  /** Time of the price, epoch seconds. */
  ts: number;
  marketState: 'pre' | 'regular' | 'post' | 'closed';
}

export interface OptionContract {
  contractSymbol: string;
  lastTradeDate: number;
  strike: number;
  lastPrice: number;
  bid: number;
  ask: number;
  percentChange: number;
  volume: number;
  openInterest: number;
  /** Fraction: 0.25 is 25 % a year. */
  impliedVolatility: number;
  expiration: number;
  inTheMoney: boolean;
}

export interface OptionChain {
  symbol: string;
  underlyingPrice: number;
  /** Expiry dates on offer, epoch seconds (midnight UTC of the expiry day). */
  dates: number[];
  strikes: number[];
  /** The chain of one expiry: the one asked for, or the nearest. */
  expiration: number;
  calls: OptionContract[];
  puts: OptionContract[];
}

export interface EarningsEntry {
  symbol: string;
  /** yyyyMMdd in the exchange's time zone. */
  day: string;
  ts: number;
  marketCap: number | null;
  timing: 'bmo' | 'amc' | 'unknown';
}

export interface EconomicEvent {
  /** yyyyMMdd. */
  day: string;
  ts: number;
  title: string;
  country: string;
  importance: 1 | 2 | 3;
  actual: string | null;
  forecast: string | null;
  previous: string | null;
}

/** One series followed over a source's socket. */
export interface CandleWatch {
  symbol: string;
  duration: FetchDuration;
  /** Each update's candles, oldest first: the forming one, and the one that has just closed when a new one began. */
  onCandles: (candles: Candle[]) => void;
  /** The socket failed or answered what cannot be read; the watch tries again by itself unless the symbol is not there. */
  onError: (error: unknown) => void;
}

/** What every market-data source answers; a source that lacks a kind of data throws ProviderUnsupported. */
export interface MarketProvider {
  readonly name: string;
  candles(request: CandleRequest): Promise<Candle[]>;
  quotes(symbols: readonly string[]): Promise<Quote[]>;
  options(symbol: string, expiration?: number): Promise<OptionChain>;
  earnings(from: number, to: number): Promise<EarningsEntry[]>;
  /** Each listed symbol's first report from `from` on, where the source knows one; absent where it has no earnings. */
  nextEarnings?(symbols: readonly string[], from: number): Promise<EarningsEntry[]>;
  /** Follows a series as the source pushes it, where it has a socket for it; answers how to stop, or null where it has none. */
  watchCandles?(watch: CandleWatch): (() => void) | null;
  /** Closes what the source holds open, its sockets. */
  close?(): Promise<void>;
}

export type { Duration, Region };
