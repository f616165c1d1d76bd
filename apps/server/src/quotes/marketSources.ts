import {
  createCcxtProvider,
  createYahooProvider,
  DemoMarket,
  type MarketProvider,
  marketOf,
} from '@signaldesk/market-data';
import type { SourceChoice } from '../market/sourceChoice.js';

const isCrypto = (symbol: string) => marketOf(symbol) === 'USD';

/** Sends -USD symbols to the crypto source and everything else to the market source. */
export function withCryptoSource(market: MarketProvider, crypto: MarketProvider): MarketProvider {
  return {
    name: `${market.name}+${crypto.name}`,
    candles: (request) => (isCrypto(request.symbol) ? crypto : market).candles(request),
    async quotes(symbols) {
      const [coins, others] = [symbols.filter(isCrypto), symbols.filter((s) => !isCrypto(s))];
      const answers = await Promise.all([coins.length ? crypto.quotes(coins) : [], others.length ? market.quotes(others) : []]);
      return answers.flat();
    },
    options: (symbol, expiration) => market.options(symbol, expiration),
    earnings: (from, to) => market.earnings(from, to),
    nextEarnings: (symbols, from) => market.nextEarnings?.(symbols, from) ?? Promise.resolve([]),
    watchCandles: (watch) => (isCrypto(watch.symbol) ? crypto : market).watchCandles?.(watch) ?? null,
    async close() {
      await Promise.all([market.close?.(), crypto.close?.()]);
    },
  };
}

/** The providers of the source in force: the offline demo market or Yahoo, with crypto from a ccxt exchange if chosen. */
export function chosenSource(choice: SourceChoice, now: () => number): { provider: MarketProvider; demo: boolean } {
  const demo = choice.market === 'demo';
  const market = demo ? new DemoMarket({ now }) : createYahooProvider({ now });
  if (!choice.cryptoExchange) return { provider: market, demo };
  return { provider: withCryptoSource(market, createCcxtProvider({ exchangeId: choice.cryptoExchange })), demo };
}
