import { CALENDAR_COUNTRIES, type CalendarCountry } from '@signaldesk/contract';
import type { Db } from '../../db/database.js';

/**
 * Whose releases move a market: US stocks and crypto follow US data; Hong Kong follows the mainland and,
 * through the dollar peg, US rates; A-shares follow China; gold and forex trade against every currency.
 */
const COUNTRIES_OF: Record<string, readonly CalendarCountry[]> = {
  US: ['US'],
  USD: ['US'],
  HK: ['CN', 'US'],
  CN: ['CN'],
  GF: CALENDAR_COUNTRIES,
};

/**
 * The Mine filter: countries of the trader's market setting and of the regions of the symbols they follow;
 * a trader of all markets who follows nothing yet sees every country.
 */
export async function mineCountries(db: Db, userid: string): Promise<CalendarCountry[]> {
  const user = await db.selectFrom('users').select('market').where('userid', '=', userid).executeTakeFirst();
  const followed = await db
    .selectFrom('user_stocks')
    .innerJoin('symbols', 'symbols.symbol', 'user_stocks.symbol')
    .select('symbols.region')
    .distinct()
    .where('user_stocks.userid', '=', userid)
    .execute();
  const markets = [...(user && user.market !== 'ALL' ? [user.market] : []), ...followed.map((row) => row.region)];
  const countries = new Set(markets.flatMap((market) => COUNTRIES_OF[market] ?? []));
  return countries.size === 0 ? [...CALENDAR_COUNTRIES] : CALENDAR_COUNTRIES.filter((country) => countries.has(country));
}
