import { LIMITS, type SymbolInfo } from '@signaldesk/contract';
import MiniSearch from 'minisearch';
import { symbolTerms } from './symbolTerms.js';

/** Spec §5 of both documents: symbol, name and cnname; fuzzy 0.2, prefix matching, the symbol weighted 3 times. */
const SEARCH_OPTIONS = { boost: { symbol: 3 }, fuzzy: 0.2, prefix: true, combineWith: 'AND' } as const;

/** A search over a symbol list: blank text finds nothing, any other text at most 10 stocks, best first. */
export function createSymbolSearch(symbols: readonly SymbolInfo[]): (text: string) => SymbolInfo[] {
  const bySymbol = new Map(symbols.map((info) => [info.symbol, info]));
  const index = new MiniSearch<SymbolInfo>({
    idField: 'symbol',
    fields: ['symbol', 'name', 'cnname'],
    tokenize: symbolTerms,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll([...bySymbol.values()]);
  return (text) => {
    if (text.trim() === '') return [];
    return index
      .search(text)
      .slice(0, LIMITS.searchResultCap)
      .flatMap((result) => bySymbol.get(String(result.id)) ?? []);
  };
}
