import { CALENDAR_COUNTRIES, type CalendarCountry, MARKET_COUNTRIES, type Market, type Region } from '@signaldesk/contract';

/**
 * What the region chosen in the top bar means on each screen that lists symbols. The heatmap, the screener, the
 * assessment, the featured ideas and the signal lists filter by the region itself, all markets included; the signal
 * lists compare it with the region of each index (cloud/signals/signalListsOf.ts).
 */

/** The screens that filter by the region itself. */
export const regionItself = (region: Market): Market => region;

/** The stock lists' folder, as their addresses spell it: /apps/stock?folder=hk, /apps/quote/folder/hk. */
export const folderOf = (region: Market): string => region.toLowerCase();

/** The ranking has a tab per market and none for all of them: all markets open on the largest, the US. */
export const rankingRegionOf = (region: Market): Region => (region === 'ALL' ? 'US' : region);

/**
 * The economic calendar's countries: those whose releases move the region. Gold and forex move with every country,
 * which the calendar says by choosing none, as it does for all markets.
 */
export function calendarCountriesOf(region: Market): CalendarCountry[] {
  const countries = MARKET_COUNTRIES[region];
  return countries.length === CALENDAR_COUNTRIES.length ? [] : [...countries];
}

/** Whether a symbol of `symbolRegion` belongs on a screen filtered by `region`. */
export const inRegion = (region: Market, symbolRegion: string): boolean => region === 'ALL' || symbolRegion === region;
