import { CALENDAR_COUNTRIES, type CalendarCountry, MARKET_COUNTRIES, MARKETS } from '@signaldesk/contract';
import type { Db } from '../../db/database.js';

/**
 * The Mine filter: countries of the trader's market setting (the region chosen in the top bar) and of the regions
 * of the symbols on their watchlists; a trader of all markets whose lists are empty sees every country.
 */
export async function mineCountries(db: Db, userid: string): Promise<CalendarCountry[]> {
  const user = await db.selectFrom('users').select('market').where('userid', '=', userid).executeTakeFirst();
  const followed = await db
    .selectFrom('watchlists')
    .innerJoin('watchlist_symbols', 'watchlist_symbols.list_id', 'watchlists.id')
    .innerJoin('symbols', 'symbols.symbol', 'watchlist_symbols.symbol')
    .select('symbols.region')
    .distinct()
    .where('watchlists.userid', '=', userid)
    .execute();
  const markets = [...(user ? [user.market] : []), ...followed.map((row) => row.region)];
  const countries = new Set(markets.flatMap((market) => MARKET_COUNTRIES[MARKETS.find((known) => known === market) ?? 'ALL']));
  return countries.size === 0 ? [...CALENDAR_COUNTRIES] : CALENDAR_COUNTRIES.filter((country) => countries.has(country));
}
