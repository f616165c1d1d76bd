import { SYMBOLS } from '@signaldesk/market-data/universe';
import { createSymbolSearch } from './createSymbolSearch.js';

let search: ReturnType<typeof createSymbolSearch> | undefined;

/** The bundled universe's search; its index is built on the first query, not when the app starts. */
export function searchSymbols(text: string) {
  search ??= createSymbolSearch(SYMBOLS);
  return search(text);
}
