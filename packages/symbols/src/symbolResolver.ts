import { symbolSpellings } from './symbolSpellings.js';

/** The product's symbol a trader's text names, else its likeliest spelling; null when the text cannot be a symbol. */
export type SymbolResolver = (typed: string) => string | null;

/** Yahoo adds CoinMarketCap's id to a ticker several coins share (SUI20947-USD); traders still write SUI. */
const COIN_WITH_ID = /^([A-Z]+)\d+-USD$/;

/**
 * The resolver over a list of the product's symbols: of the text's spellings, the first the list holds, so BTC is a
 * coin where no stock is called BTC and 000300 the Shanghai index where Shenzhen has no such stock. Text that names
 * none of them gets its likeliest spelling, which the caller may still know (an option contract) or refuse as unknown.
 */
export function symbolResolver(symbols: Iterable<string>): SymbolResolver {
  const bySpelling = new Map<string, string>();
  const coins: [string, string][] = [];
  for (const symbol of symbols) {
    const upper = symbol.toUpperCase();
    bySpelling.set(upper, symbol);
    const coin = COIN_WITH_ID.exec(upper);
    if (coin) coins.push([`${coin[1]}-USD`, symbol]);
  }
  // A listed symbol keeps its own spelling; the coin's short name only fills a gap.
  for (const [short, symbol] of coins) if (!bySpelling.has(short)) bySpelling.set(short, symbol);
  return (typed) => {
    const spellings = symbolSpellings(typed);
    for (const spelling of spellings) {
      const symbol = bySpelling.get(spelling);
      if (symbol) return symbol;
    }
    return spellings[0] ?? null;
  };
}
