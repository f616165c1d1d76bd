import { type Market, STOCK_FILTERS, type StockFilter } from '@signaldesk/contract';
import { folderOf } from '../region/regionFilters.js';

export const FOLDERS: Record<string, Market> = { all: 'ALL', us: 'US', hk: 'HK', cn: 'CN', usd: 'USD', gf: 'GF' };

/**
 * What the stock list shows, read from its search parameters: ?folder=us&filter=etf&q=apple. Without a folder it
 * shows the region chosen in the top bar.
 */
export type StockListParams =
  | { kind: 'list'; folder: string; region: Market; filter: StockFilter | undefined; text: string }
  | { kind: 'unknownFolder'; folder: string };

export function stockListParams(search: URLSearchParams, chosen: Market): StockListParams {
  const folder = (search.get('folder') ?? folderOf(chosen)).toLowerCase();
  const region = FOLDERS[folder];
  if (!region) return { kind: 'unknownFolder', folder };
  const wanted = search.get('filter')?.toLowerCase();
  const filter = STOCK_FILTERS.find((known) => known === wanted);
  return { kind: 'list', folder, region, filter, text: search.get('q') ?? '' };
}

/** The chart of a symbol in its own region's folder, as search results open it (spec §2). */
export const chartPath = (region: string, symbol: string) => `/apps/quote/folder/${region.toLowerCase()}/${encodeURIComponent(symbol)}`;
