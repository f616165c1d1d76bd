import type { MarketProvider } from '../types.js';
import { type CcxtProviderOptions, createCcxtProvider } from './ccxt/ccxtProvider.js';
import { createYahooProvider, type YahooProviderOptions } from './yahoo/yahooProvider.js';

/** The live sources by name, with the options each takes. The demo generator and CSV import are not live sources. */
export interface ProviderOptionsByName {
  yahoo: YahooProviderOptions;
  ccxt: CcxtProviderOptions;
}

export type ProviderName = keyof ProviderOptionsByName;

const FACTORIES: { [N in ProviderName]: (options: ProviderOptionsByName[N]) => MarketProvider } = {
  yahoo: createYahooProvider,
  ccxt: createCcxtProvider,
};

export function isProviderName(name: string): name is ProviderName {
  return Object.hasOwn(FACTORIES, name);
}

/** A market-data source by name, e.g. from `MARKET_PROVIDER` (check it with `isProviderName` first). */
export function createProvider<N extends ProviderName>(name: N, options: ProviderOptionsByName[N]): MarketProvider {
  const factory: (options: ProviderOptionsByName[N]) => MarketProvider = FACTORIES[name];
  return factory(options);
}
