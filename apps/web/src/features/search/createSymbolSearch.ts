import { LIMITS, type SymbolInfo } from '@signaldesk/contract';
import { symbolResolver } from '@signaldesk/symbols';
import MiniSearch from 'minisearch';
import { symbolTerms } from './symbolTerms.js';

/** Spec §5 of both documents: symbol, name and cnname; fuzzy 0.2, prefix matching, the symbol weighted 3 times. */
const SEARCH_OPTIONS = { boost: { symbol: 3 }, fuzzy: 0.2, prefix: true, combineWith: 'AND' } as const;

/**
 * How directly a stock answers the query, lower first: the start of its ticker, the start of its name or of a word
 * in it, then MiniSearch's fuzzy matches. A trader typing "appl" means Apple, not APP or PPL one typo away; the fuzzy
 * score alone ranks short tickers above it. The symbol the query spells whole comes before all of them.
 */
function matchTier(info: SymbolInfo, query: string): number {
  if (info.symbol.toLowerCase().startsWith(query)) return 0;
  const name = info.name.toLowerCase();
  if (name.startsWith(query) || symbolTerms(name).some((word) => word.startsWith(query)) || info.cnname.startsWith(query)) return 1;
  return 2;
}

/** A search over a symbol list: blank text finds nothing, any other text at most 10 stocks, best first. */
export function createSymbolSearch(symbols: readonly SymbolInfo[]): (text: string) => SymbolInfo[] {
  const bySymbol = new Map(symbols.map((info) => [info.symbol, info]));
  const resolve = symbolResolver(bySymbol.keys());
  const index = new MiniSearch<SymbolInfo>({
    idField: 'symbol',
    fields: ['symbol', 'name', 'cnname'],
    tokenize: symbolTerms,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll([...bySymbol.values()]);
  return (text) => {
    const query = text.trim().toLowerCase();
    if (query === '') return [];
    // Text that spells a symbol however traders write it (aapl, 0700, SH600519, btc/usdt) names that one first, even
    // where MiniSearch finds nothing like it.
    const named = bySymbol.get(resolve(text) ?? '');
    // Among tickers or names begun alike ("appl": Apple, AppLovin), the larger company is the likelier meaning;
    // fuzzy matches keep MiniSearch's score order, which the stable sort leaves in place.
    const found = index
      .search(query)
      .flatMap((result) => bySymbol.get(String(result.id)) ?? [])
      .filter((info) => info !== named)
      .map((info) => ({ info, tier: matchTier(info, query) }))
      .sort((a, b) => a.tier - b.tier || (a.tier < 2 ? b.info.cap - a.info.cap : 0))
      .map(({ info }) => info);
    return (named ? [named, ...found] : found).slice(0, LIMITS.searchResultCap);
  };
}
