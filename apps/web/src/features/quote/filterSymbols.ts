import { SYMBOL_TYPES, type SymbolInfo } from '@signaldesk/contract';
import { SYMBOLS } from '@signaldesk/market-data/universe';

/** The option grid's rule (spec §2): A-shares, Hong Kong symbols and indices have no option chain. */
const hasOptions = (symbol: string) => !/\.(SS|SZ|HK)$/.test(symbol) && !symbol.startsWith('^');

/** A filter of the bundled symbol list: indices, exchange-traded funds, or US underlyings with an option chain. */
export function filterSymbols(filter: 'index' | 'etf' | 'option'): SymbolInfo[] {
  if (filter === 'index') return SYMBOLS.filter((info) => info.type === SYMBOL_TYPES.index);
  if (filter === 'etf') return SYMBOLS.filter((info) => info.type === SYMBOL_TYPES.etf);
  return SYMBOLS.filter((info) => info.region === 'US' && info.type !== SYMBOL_TYPES.index && hasOptions(info.symbol));
}
