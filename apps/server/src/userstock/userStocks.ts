import { entitlementRole, hasRole, USERSTOCK_LIMITS, type UserStockLists } from '@signaldesk/contract';
import { roleOf } from '../auth/roleOf.js';
import type { Db } from '../db/database.js';
import { stocksOf } from '../stocks/symbolList.js';
import { addSymbols, dropSymbols } from '../watchlists/listSymbols.js';
import { builtInId } from '../watchlists/watchlistStore.js';

/** follow: the followed symbols behind the fav filter; feature: the favourites, the last three only. */
export type UserList = 'follow' | 'feature';

type Result = 0 | 1;

/** A trader's followed list or favourites (their watchlists of that kind), newest first. */
async function listed(db: Db, userid: string, list: UserList): Promise<string[]> {
  const rows = await db
    .selectFrom('watchlist_symbols')
    .innerJoin('watchlists', 'watchlists.id', 'watchlist_symbols.list_id')
    .select('watchlist_symbols.symbol')
    .where('watchlists.userid', '=', userid)
    .where('watchlists.kind', '=', list)
    .orderBy('watchlist_symbols.pos', 'desc')
    .execute();
  return rows.map((row) => row.symbol);
}

/** A symbol already followed stays where it is and answers 0; one more than the limit allows is refused. */
export async function follow(db: Db, userid: string, symbol: string, now: number): Promise<Result> {
  const { added } = await addSymbols(db, userid, await builtInId(db, userid, 'follow', now), [{ symbol, section: '' }], now);
  return added > 0 ? 1 : 0;
}

async function drop(db: Db, userid: string, list: UserList, symbol: string, now: number): Promise<Result> {
  const { removed } = await dropSymbols(db, userid, await builtInId(db, userid, list, now), [symbol], now);
  return removed > 0 ? 1 : 0;
}

export const unfollow = (db: Db, userid: string, symbol: string, now: number) => drop(db, userid, 'follow', symbol, now);

/** Spec §4: adding a favourite makes it the newest and keeps only the last 3; the older ones are dropped and named. */
export async function feature(db: Db, userid: string, symbol: string, now: number): Promise<{ result: Result; dropped: string[] }> {
  const { added, dropped } = await addSymbols(db, userid, await builtInId(db, userid, 'feature', now), [{ symbol, section: '' }], now);
  return { result: added > 0 ? 1 : 0, dropped };
}

export const unfeature = (db: Db, userid: string, symbol: string, now: number) => drop(db, userid, 'feature', symbol, now);

/** What traders follow most, by number of followers, then by symbol so the order is stable. */
async function mostFollowed(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('watchlist_symbols')
    .innerJoin('watchlists', 'watchlists.id', 'watchlist_symbols.list_id')
    .select(['watchlist_symbols.symbol', (eb) => eb.fn.countAll<number>().as('followers')])
    .where('watchlists.kind', '=', 'follow')
    .groupBy('watchlist_symbols.symbol')
    .orderBy('followers', 'desc')
    .orderBy('watchlist_symbols.symbol')
    .limit(USERSTOCK_LIMITS.liked)
    .execute();
  return rows.map((row) => row.symbol);
}

/** Stocks in the list's own order (stocksOf answers by cap). */
async function inOrder(db: Db, symbols: string[]) {
  const stocks = new Map((await stocksOf(db, symbols)).map((stock) => [stock.symbol, stock]));
  const list = symbols.flatMap((symbol) => stocks.get(symbol) ?? []);
  return { list, count: list.length };
}

export async function userLists(db: Db, userid: string): Promise<UserStockLists> {
  const [followed, liked, favourites] = await Promise.all([listed(db, userid, 'follow'), mostFollowed(db), listed(db, userid, 'feature')]);
  const [followlist, likelist, featurelist] = await Promise.all([inOrder(db, followed), inOrder(db, liked), inOrder(db, favourites)]);
  return { followlist, likelist, featurelist };
}

/** The symbols a trader follows, for the fav filter of the stock list. */
export const followedSymbols = (db: Db, userid: string) => listed(db, userid, 'follow');

/**
 * The favourites of advanced subscribers (Plus and above), which the 15-minute update keeps fresh;
 * at three a trader the list stays small however many subscribe.
 */
export function subscriberFavourites(db: Db, now: () => number): () => Promise<string[]> {
  return async () => {
    const rows = await db
      .selectFrom('watchlist_symbols')
      .innerJoin('watchlists', 'watchlists.id', 'watchlist_symbols.list_id')
      .innerJoin('users', 'users.userid', 'watchlists.userid')
      .select('watchlist_symbols.symbol')
      .selectAll('users')
      .where('watchlists.kind', '=', 'feature')
      .execute();
    return [...new Set(rows.filter((row) => hasRole(roleOf(row, now()), entitlementRole('freshFavourites'))).map((row) => row.symbol))];
  };
}
