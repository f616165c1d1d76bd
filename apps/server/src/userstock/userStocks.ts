import { entitlementRole, hasRole, USERSTOCK_LIMITS, type UserStockLists } from '@signaldesk/contract';
import { roleOf } from '../auth/roleOf.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import { stocksOf } from '../stocks/symbolList.js';

/** follow: the followed symbols behind the fav filter; feature: the favourites, the last three only. */
export type UserList = 'follow' | 'feature';

type Result = 0 | 1;

async function listed(db: Db, userid: string, list: UserList): Promise<string[]> {
  const rows = await db
    .selectFrom('user_stocks')
    .select('symbol')
    .where('userid', '=', userid)
    .where('list', '=', list)
    .orderBy('pos', 'desc')
    .execute();
  return rows.map((row) => row.symbol);
}

/** Puts a symbol last on a list (a symbol already there moves last); answers 1 when it was not there before. */
async function putLast(db: Db, userid: string, list: UserList, symbol: string, now: number): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    const { top } = await trx
      .selectFrom('user_stocks')
      .select((eb) => eb.fn.max('pos').as('top'))
      .where('userid', '=', userid)
      .where('list', '=', list)
      .executeTakeFirstOrThrow();
    const pos = Number(top ?? 0) + 1;
    const moved = await trx
      .updateTable('user_stocks')
      .set({ pos, added_at: now })
      .where('userid', '=', userid)
      .where('list', '=', list)
      .where('symbol', '=', symbol)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) return 0;
    await trx.insertInto('user_stocks').values({ userid, list, symbol, pos, added_at: now }).execute();
    return 1;
  });
}

async function drop(db: Db, userid: string, list: UserList, symbol: string): Promise<Result> {
  const result = await db
    .deleteFrom('user_stocks')
    .where('userid', '=', userid)
    .where('list', '=', list)
    .where('symbol', '=', symbol)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? 1 : 0;
}

export async function follow(db: Db, userid: string, symbol: string, now: number): Promise<Result> {
  const followed = await listed(db, userid, 'follow');
  if (followed.includes(symbol)) return 0;
  if (followed.length >= USERSTOCK_LIMITS.follows) throw new AppError(409, 'followLimitReached', { limit: USERSTOCK_LIMITS.follows });
  return putLast(db, userid, 'follow', symbol, now);
}

export const unfollow = (db: Db, userid: string, symbol: string) => drop(db, userid, 'follow', symbol);

/** Spec §4: adding a favourite keeps only the last 3; the older ones are dropped and named in the answer. */
export async function feature(db: Db, userid: string, symbol: string, now: number): Promise<{ result: Result; dropped: string[] }> {
  const result = await putLast(db, userid, 'feature', symbol, now);
  const dropped = (await listed(db, userid, 'feature')).slice(USERSTOCK_LIMITS.favourites);
  if (dropped.length > 0) {
    await db.deleteFrom('user_stocks').where('userid', '=', userid).where('list', '=', 'feature').where('symbol', 'in', dropped).execute();
  }
  return { result, dropped };
}

export const unfeature = (db: Db, userid: string, symbol: string) => drop(db, userid, 'feature', symbol);

/** What traders follow most, by number of followers, then by symbol so the order is stable. */
async function mostFollowed(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('user_stocks')
    .select(['symbol', (eb) => eb.fn.countAll<number>().as('followers')])
    .where('list', '=', 'follow')
    .groupBy('symbol')
    .orderBy('followers', 'desc')
    .orderBy('symbol')
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
      .selectFrom('user_stocks')
      .innerJoin('users', 'users.userid', 'user_stocks.userid')
      .select('user_stocks.symbol')
      .selectAll('users')
      .where('user_stocks.list', '=', 'feature')
      .execute();
    return [...new Set(rows.filter((row) => hasRole(roleOf(row, now()), entitlementRole('freshFavourites'))).map((row) => row.symbol))];
  };
}
