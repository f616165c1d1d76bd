import type { SymbolInfo } from '@signaldesk/contract';
import { useMemo, useState } from 'react';

type SymbolSearch = (text: string) => SymbolInfo[];

/** The universe and its index are a chunk of their own, fetched when the trader first reaches for a symbol box. */
const loadSymbolSearch = (): Promise<SymbolSearch> => import('./searchSymbols.js').then((module) => module.searchSymbols);

/**
 * The stocks a symbol box suggests for its text, best first (none for blank text). There are none until `prepare`,
 * called as the trader reaches for the box, has fetched the search; `ready` says it has.
 */
export function useSymbolSuggestions(text: string) {
  const [search, setSearch] = useState<SymbolSearch | null>(null);
  const suggestions = useMemo(() => (search ? search(text) : []), [search, text]);
  const prepare = () => {
    if (!search) void loadSymbolSearch().then((loaded) => setSearch(() => loaded));
  };
  return { suggestions, ready: search !== null, prepare };
}
