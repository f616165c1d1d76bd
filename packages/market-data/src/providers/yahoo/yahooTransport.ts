import type YahooFinanceLibrary from 'yahoo-finance2';
import { ProviderBadAnswer, ProviderUnavailable } from '../../errors.js';
import type { YahooInterval } from './historyWindows.js';

export interface YahooTransportOptions {
  /** Origin that stands in for every Yahoo host (query1, query2, finance.yahoo.com), e.g. a local replay server. */
  baseUrl?: string;
  /** How to reach the network; the global fetch when omitted. */
  fetch?: typeof fetch;
  /** Give up on one call (cookie handshake included) after this long. */
  timeoutMs?: number;
}

/** The quoteSummary modules the provider reads. */
export type SummaryModule = 'calendarEvents' | 'price' | 'quoteType';

/** Raw answers of the Yahoo endpoints the provider reads, checked by the caller's schema. */
export interface YahooTransport {
  chart(symbol: string, interval: YahooInterval, period1: number, period2: number): Promise<unknown>;
  quote(symbols: readonly string[]): Promise<unknown>;
  options(symbol: string, expiration?: number): Promise<unknown>;
  quoteSummary(symbol: string, modules: readonly SummaryModule[]): Promise<unknown>;
}

/** Data endpoints (as against the cookie and crumb handshake). */
const DATA_PATH = /^\/(v\d+\/finance|ws)\//;

const silent = { info() {}, warn() {}, error() {}, debug() {}, dir() {} };

function retryAfterSeconds(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * yahoo-finance2 performs the requests: it knows the cookie, crumb and consent
 * handshake and the query each endpoint expects, and it follows Yahoo when that
 * changes. Its own result checks are off and its result is not used: the body it
 * received is kept as it came and checked once by our schemas, so a live answer
 * and a recorded one go through the same parser, and a bad one keeps its raw text.
 */
type YahooFinance = InstanceType<typeof YahooFinanceLibrary>;

export function createYahooTransport(options: YahooTransportOptions = {}): YahooTransport {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const bodies = new WeakMap<AbortSignal, unknown>();

  const toOrigin = (url: string): string => {
    if (!options.baseUrl) return url;
    const target = new URL(url);
    return new URL(`${target.pathname}${target.search}`, options.baseUrl).toString();
  };

  const yahooFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let response: Response;
    let text: string | undefined;
    try {
      response = await baseFetch(toOrigin(url), init);
      if (response.status === 429 || response.status >= 500) {
        throw new ProviderUnavailable('yahoo', retryAfterSeconds(response), await response.text());
      }
      if (!DATA_PATH.test(new URL(url).pathname)) return response;
      text = await response.text();
    } catch (cause) {
      // A refused connection, a timeout, a body cut off: all worth another try later.
      throw cause instanceof ProviderUnavailable ? cause : new ProviderUnavailable('yahoo', null, cause);
    }
    if (init?.signal) bodies.set(init.signal, readJson(text));
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };

  // The library takes a third of a second to load: it is loaded on the first call, not by every process that imports the package.
  let library: Promise<YahooFinance> | undefined;
  const yahooLibrary = () => {
    library ??= import('yahoo-finance2').then(({ default: Library }) => {
      const yahoo = new Library({
        suppressNotices: ['yahooSurvey'],
        validation: { logErrors: false, logOptionsErrors: false },
        logger: silent,
      });
      // yahoo-finance2 3.4 takes no fetch option; `_env.fetch` (public in its types) is the one it calls.
      // Its crumb is cached per process: a failed handshake is not retried until restart (upstream behaviour).
      yahoo._env = { ...yahoo._env, fetch: yahooFetch };
      return yahoo;
    });
    return library;
  };

  /** Runs one library call and hands back the body Yahoo answered it with. */
  async function answer(what: string, call: (yahoo: YahooFinance, moduleOptions: { fetchOptions: RequestInit; validateResult: false }) => Promise<unknown>): Promise<unknown> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      await call(await yahooLibrary(), { fetchOptions: { signal }, validateResult: false });
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw error;
      // The library refuses some answers our schema reads fine (and the reverse); ours decides.
      if (!bodies.has(signal)) throw new ProviderUnavailable('yahoo', null, error);
    }
    if (!bodies.has(signal)) throw new ProviderBadAnswer('yahoo', what, null);
    return bodies.get(signal);
  }

  return {
    chart: (symbol, interval, period1, period2) =>
      answer('chart', (yahoo, moduleOptions) =>
        yahoo.chart(symbol, { period1, period2, interval, includePrePost: false, events: '', return: 'object' }, moduleOptions),
      ),
    quote: (symbols) => answer('quote', (yahoo, moduleOptions) => yahoo.quote([...symbols], {}, moduleOptions)),
    options: (symbol, expiration) =>
      answer('option chain', (yahoo, moduleOptions) =>
        yahoo.options(symbol, expiration === undefined ? {} : { date: new Date(expiration * 1000) }, moduleOptions),
      ),
    quoteSummary: (symbol, modules) =>
      answer('quote summary', (yahoo, moduleOptions) => yahoo.quoteSummary(symbol, { modules: [...modules] }, moduleOptions)),
  };
}
