import type { WatchlistKind } from '@signaldesk/contract';

/** One of a trader's watchlists; columns and sections are the validated lists as JSON. */
export interface WatchlistsTable {
  id: string;
  userid: string;
  name: string;
  kind: WatchlistKind;
  /** The list's place among the trader's lists: the followed list 0, the favourites 1, own lists after them. */
  pos: number;
  columns: string;
  sections: string;
  created_at: number;
  updated_at: number;
}

/** A symbol on a list: section '' is the unnamed one at the top; pos orders the list, the newest highest. */
export interface WatchlistSymbolsTable {
  list_id: string;
  symbol: string;
  section: string;
  pos: number;
  added_at: number;
}

export interface WatchlistTables {
  watchlists: WatchlistsTable;
  watchlist_symbols: WatchlistSymbolsTable;
}
