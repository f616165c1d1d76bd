import { ProviderUnsupported } from '../../errors.js';
import type { Candle, CandleRequest, EarningsEntry, MarketProvider, OptionChain, Quote } from '../../types.js';
import { parseChartBars } from './chartBars.js';
import { EARNINGS_MODULES, parseEarningsDate } from './earningsDates.js';
import { HISTORY_LIMITS, requestWindows } from './historyWindows.js';
import { parseOptionChain } from './optionChain.js';
import { parseQuotes } from './quotes.js';
import { createYahooTransport, type YahooTransportOptions } from './yahooTransport.js';

export interface YahooProviderOptions extends YahooTransportOptions {
  /**
   * Symbols whose earnings dates `earnings()` looks up: Yahoo has no calendar of
   * all companies, only each company's next date.
   */
  earningsSymbols?: () => readonly string[] | Promise<readonly string[]>;
  /** Now, epoch seconds; Yahoo's intraday reach is counted back from it. */
  now?: () => number;
}

/** Yahoo answers at most this many symbols in one quote call. */
const QUOTE_BATCH = 100;

/** Market data from Yahoo Finance: candles, quotes, option chains and earnings dates. */
export function createYahooProvider(options: YahooProviderOptions = {}): MarketProvider {
  const transport = createYahooTransport(options);
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  async function candles(request: CandleRequest): Promise<Candle[]> {
    if (request.duration === '4h') {
      // Yahoo has no 4h bars; the store builds them from 1h ones, cut at each market's sessions.
      throw new ProviderUnsupported('yahoo', '4h candles (fetch 1h and resample)');
    }
    const limit = HISTORY_LIMITS[request.duration];
    const byTs = new Map<number, Candle>();
    for (const { period1, period2 } of requestWindows(limit, now(), request.from, request.to)) {
      const raw = await transport.chart(request.symbol, limit.interval, period1, period2);
      for (const candle of parseChartBars(raw, limit.interval)) byTs.set(candle.ts, candle);
    }
    const from = request.from ?? Number.NEGATIVE_INFINITY;
    const to = request.to ?? Number.POSITIVE_INFINITY;
    return [...byTs.values()].filter((c) => c.ts >= from && c.ts < to).sort((a, b) => a.ts - b.ts);
  }

  async function quotes(symbols: readonly string[]): Promise<Quote[]> {
    const batches: string[][] = [];
    for (let i = 0; i < symbols.length; i += QUOTE_BATCH) batches.push(symbols.slice(i, i + QUOTE_BATCH));
    const answers = await Promise.all(batches.map((batch) => transport.quote(batch)));
    return answers.flatMap(parseQuotes);
  }

  async function optionChain(symbol: string, expiration?: number): Promise<OptionChain> {
    return parseOptionChain(await transport.options(symbol, expiration), expiration);
  }

  /** Each symbol's next date as its quote summary's calendar events list it; none for one that lists none. */
  async function nextDates(symbols: readonly string[]): Promise<EarningsEntry[]> {
    const entries = await Promise.all(
      symbols.map(async (symbol) => parseEarningsDate(symbol, await transport.quoteSummary(symbol, EARNINGS_MODULES))),
    );
    return entries.filter((e): e is EarningsEntry => e !== null);
  }

  async function earnings(from: number, to: number): Promise<EarningsEntry[]> {
    if (!options.earningsSymbols) throw new ProviderUnsupported('yahoo', 'earnings dates without a list of symbols');
    const entries = await nextDates(await options.earningsSymbols());
    return entries.filter((e) => e.ts >= from && e.ts < to).sort((a, b) => a.ts - b.ts);
  }

  async function nextEarnings(symbols: readonly string[], from: number): Promise<EarningsEntry[]> {
    return (await nextDates(symbols)).filter((e) => e.ts >= from);
  }

  return { name: 'yahoo', candles, quotes, options: optionChain, earnings, nextEarnings };
}
