import type { Market } from '@signaldesk/contract';

/** The list beside the chart, read from the route: a folder is a region, a filter a kind of symbol. */
export type QuoteList =
  | { kind: 'folder'; region: Market }
  | { kind: 'filter'; filter: 'index' | 'etf' | 'option' }
  | { kind: 'fav'; list: FavList }
  | { kind: 'label'; value: string }
  | { kind: 'unknown' };

const FOLDERS: Record<string, Market> = { all: 'ALL', us: 'US', hk: 'HK', cn: 'CN', usd: 'USD', gf: 'GF' };
const FILTERS = new Set(['index', 'etf', 'option'] as const);
/** The trader's lists: followed symbols, favourites (the last three) and what traders follow most. */
const FAV_LISTS = ['follow', 'feature', 'like'] as const;
export type FavList = (typeof FAV_LISTS)[number];

/**
 * Spec §2: /apps/quote/{folder|fav|label|filter}/{value}; folders all, us, hk, cn, usd, gf; filters index, etf, option;
 * fav lists follow, feature, like; a label by its slug.
 */
export function quoteList(kind: string, value: string): QuoteList {
  const lower = value.toLowerCase();
  if (kind === 'folder' && lower in FOLDERS) return { kind: 'folder', region: FOLDERS[lower]! };
  if (kind === 'filter') {
    for (const filter of FILTERS) if (filter === lower) return { kind: 'filter', filter };
  }
  if (kind === 'fav') {
    const list = FAV_LISTS.find((known) => known === lower);
    if (list) return { kind: 'fav', list };
  }
  if (kind === 'label') return { kind, value };
  return { kind: 'unknown' };
}
