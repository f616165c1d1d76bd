import type { Market } from '@signaldesk/contract';

/** The list beside the chart, read from the route: a folder is a region, a filter a kind of symbol. */
export type QuoteList =
  | { kind: 'folder'; region: Market }
  | { kind: 'filter'; filter: 'index' | 'etf' | 'option' }
  | { kind: 'fav' | 'label'; value: string }
  | { kind: 'unknown' };

const FOLDERS: Record<string, Market> = { all: 'ALL', us: 'US', hk: 'HK', cn: 'CN', usd: 'USD', gf: 'GF' };
const FILTERS = new Set(['index', 'etf', 'option'] as const);

/** Spec §2: /apps/quote/{folder|fav|label|filter}/{value}; folders all, us, hk, cn, usd, gf; filters index, etf, option. */
export function quoteList(kind: string, value: string): QuoteList {
  const lower = value.toLowerCase();
  if (kind === 'folder' && lower in FOLDERS) return { kind: 'folder', region: FOLDERS[lower]! };
  if (kind === 'filter') {
    for (const filter of FILTERS) if (filter === lower) return { kind: 'filter', filter };
  }
  if (kind === 'fav' || kind === 'label') return { kind, value };
  return { kind: 'unknown' };
}
