import { type CcxtProviderOptions, createCcxtProvider, createYahooProvider } from '@signaldesk/market-data';
import type { Config } from '../config.js';

/**
 * Longest the start waits to hear from the sources under MARKET_PROVIDER=auto. Offline, a lookup usually fails
 * at once; a network that swallows packets would otherwise hold the start for as long as the sources' own timeouts.
 */
export const PROBE_MS = 2_500;

/** Days of AAPL's daily bars asked of Yahoo: one small chart request, which needs no cookie handshake. */
const PROBE_DAYS = 7;

/** How the source in force was chosen; it holds until the server restarts. */
export type ChoiceBasis =
  /** MARKET_PROVIDER named it. */
  | 'configured'
  /** auto, and the sources answered the probe at start. */
  | 'reached'
  /** auto, and Yahoo did not answer in time: the demo market. */
  | 'unreached'
  /** auto in a test run or under CI, which never reach the network: the demo market, without a probe. */
  | 'offline-run';

export interface SourceChoice {
  /** Where stock, fund, gold and forex prices come from. */
  market: 'demo' | 'yahoo';
  /** The ccxt exchange crypto comes from; null when crypto comes from the market source. */
  cryptoExchange: string | null;
  basis: ChoiceBasis;
}

/** Where the probe looks: the real sources unless a test points it at a local server. */
export interface ProbeReach {
  yahoo?: { baseUrl: string };
  exchangeConfig?: CcxtProviderOptions['exchangeConfig'];
  /** Resolves when the probe has waited long enough: after PROBE_MS, unless a test ends the wait itself. */
  deadline?: () => Promise<void>;
}

function afterProbeTime(): { done: Promise<void>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PROBE_MS);
  });
  return { done, cancel: () => clearTimeout(timer) };
}

/** True once the source answered in its own format (the provider's parser accepted it); false on any failure. */
async function answers(ask: () => Promise<unknown>): Promise<boolean> {
  try {
    await ask();
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks Yahoo for a week of AAPL's daily bars (and the exchange, when CRYPTO_PROVIDER=ccxt, for BTC-USD's quote),
 * at the same time, through the providers the market will use, and gives up on whichever has not answered by the
 * deadline. Yahoo's request is aborted then; ccxt cannot be aborted, so its own timeout is the probe's and its late
 * answer is ignored. The chart call keeps clear of yahoo-finance2's cookie handshake, whose failure the library
 * would keep for the rest of the process.
 */
async function probe(config: Config, reach: ProbeReach): Promise<{ yahoo: boolean; exchange: boolean }> {
  const abort = new AbortController();
  const timer = reach.deadline ? null : afterProbeTime();
  const deadline = (reach.deadline?.() ?? timer!.done).then(() => false);
  const yahooFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, abort.signal]) : abort.signal });
  const to = Math.floor(Date.now() / 1000);
  const yahoo = answers(() =>
    createYahooProvider({ fetch: yahooFetch, timeoutMs: PROBE_MS, ...reach.yahoo }).candles({
      symbol: 'AAPL',
      duration: '1d',
      from: to - PROBE_DAYS * 86_400,
      to,
    }),
  );
  const exchange =
    config.cryptoProvider === 'ccxt'
      ? answers(() =>
          createCcxtProvider({ exchangeId: config.ccxtExchange, exchangeConfig: { timeout: PROBE_MS, ...reach.exchangeConfig } }).quotes([
            'BTC-USD',
          ]),
        )
      : Promise.resolve(false);
  try {
    const yahooReached = await Promise.race([yahoo, deadline]);
    // Without Yahoo the exchange does not matter: no need to wait for it.
    return { yahoo: yahooReached, exchange: yahooReached && (await Promise.race([exchange, deadline])) };
  } finally {
    abort.abort();
    timer?.cancel();
  }
}

/**
 * The market source in force until restart. `auto` uses real quotes when Yahoo answers at start, and the demo
 * market when it does not: never a mix of generated stocks and real crypto, so the demo label is the whole truth.
 * Crypto comes from the exchange when it answered too, else from Yahoo.
 */
export async function chooseSource(config: Config, reach: ProbeReach = {}): Promise<SourceChoice> {
  const ccxt = config.cryptoProvider === 'ccxt' ? config.ccxtExchange : null;
  if (config.marketProvider !== 'auto') {
    return { market: config.marketProvider, cryptoExchange: ccxt, basis: 'configured' };
  }
  if (config.offlineRun) return { market: 'demo', cryptoExchange: null, basis: 'offline-run' };
  const reached = await probe(config, reach);
  if (!reached.yahoo) return { market: 'demo', cryptoExchange: null, basis: 'unreached' };
  return { market: 'yahoo', cryptoExchange: reached.exchange ? ccxt : null, basis: 'reached' };
}

/** The start banner's line about market data. */
export function sourceBannerLine(choice: SourceChoice): string {
  const crypto = choice.cryptoExchange ? `, crypto from ${choice.cryptoExchange} through ccxt` : '';
  switch (choice.basis) {
    case 'configured':
      return choice.market === 'demo'
        ? 'Market data: the generated demo market (MARKET_PROVIDER=demo; auto uses real quotes when Yahoo answers at start).'
        : `Market data: Yahoo Finance${crypto}.`;
    case 'reached':
      return `Market data: Yahoo Finance${crypto} (MARKET_PROVIDER=auto: Yahoo answered at start; held until restart).`;
    case 'unreached':
      return `Market data: the generated demo market (MARKET_PROVIDER=auto: Yahoo Finance did not answer at start, within ${PROBE_MS / 1000} s; restart once online for real quotes).`;
    case 'offline-run':
      return 'Market data: the generated demo market (MARKET_PROVIDER=auto never reaches the network in tests or under CI).';
  }
}
