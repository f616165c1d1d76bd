import { REGIONS } from '@signaldesk/contract';
import type { Db } from '../db/database.js';

/** Symbols per region the 15-minute update keeps fresh besides the subscribers' favourites. */
export const HOT_PER_REGION = 50;

/** The largest caps of each region: the symbols most people open. */
export async function largestCaps(db: Db, perRegion = HOT_PER_REGION): Promise<string[]> {
  const lists = await Promise.all(
    REGIONS.map((region) =>
      db.selectFrom('symbols').select('symbol').where('region', '=', region).orderBy('cap', 'desc').orderBy('symbol').limit(perRegion).execute(),
    ),
  );
  return lists.flat().map((row) => row.symbol);
}

/** Symbols on anyone's watchlists, the most recently added first: the charts people open first. */
export async function listedSymbols(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('watchlist_symbols')
    .select('symbol')
    .select((eb) => eb.fn.max('added_at').as('latest'))
    .groupBy('symbol')
    .orderBy('latest', 'desc')
    .orderBy('symbol')
    .execute();
  return rows.map((row) => row.symbol);
}

/** Where the favourites of advanced subscribers come from; the favourites feature supplies its own reader. */
export type FavouritesReader = () => Promise<string[]>;

/** Hot symbols and favourites, each once. */
export async function watchList(db: Db, favourites: FavouritesReader): Promise<string[]> {
  return [...new Set([...(await largestCaps(db)), ...(await favourites())])];
}
