import type { SymbolInfo } from '@signaldesk/contract';

/** Where a search result opens: the quote screen of the stock's region folder (spec §2). */
export function quotePathOf(info: Pick<SymbolInfo, 'region' | 'symbol'>): string {
  return `/apps/quote/folder/${info.region.toLowerCase()}/${encodeURIComponent(info.symbol)}`;
}
