import { SYMBOL_TYPES } from '@signaldesk/contract';
import { createYahooProvider, type MarketProvider } from '@signaldesk/market-data';
import type { Services } from '../../app/services.js';
import type { SourceChoice } from '../../market/sourceChoice.js';
import type { Db } from '../../db/database.js';
import type { EarningsSource, EconomicSource } from './calendarSources.js';
import { CalendarService } from './calendarService.js';
import { demoEconomicSource } from './demoReleases.js';
import { tradingEconomicsSource } from './tradingEconomics.js';

/** Yahoo has no calendar of all companies, only each company's next date: the largest US companies are asked. */
const YAHOO_EARNINGS_SYMBOLS = 150;

async function largestUsStocks(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('symbols')
    .select('symbol')
    .where('region', '=', 'US')
    .where('type', '=', SYMBOL_TYPES.stock)
    .orderBy('cap', 'desc')
    .limit(YAHOO_EARNINGS_SYMBOLS)
    .execute();
  return rows.map((row) => row.symbol);
}

function earningsFrom(provider: MarketProvider): EarningsSource {
  return {
    name: provider.name,
    earnings: (from, to) => provider.earnings(from, to),
    // A source without earnings (a crypto exchange) knows no report.
    nextEarnings: async (symbols, from) => (provider.nextEarnings ? provider.nextEarnings(symbols, from) : []),
  };
}

/**
 * Economic releases from Trading Economics when ECONOMIC_CALENDAR_KEY is set, else the demo calendar;
 * earnings from Yahoo when it is the market provider, else from the market's own source (the demo market).
 */
export function configuredCalendar(services: Services, marketProvider: MarketProvider, source: SourceChoice): CalendarService {
  const { config, db, now } = services;
  const economic: EconomicSource = config.economicCalendarKey
    ? tradingEconomicsSource(config.economicCalendarKey)
    : demoEconomicSource(now);
  const earnings =
    source.market === 'yahoo'
      ? earningsFrom(createYahooProvider({ now, earningsSymbols: () => largestUsStocks(db) }))
      : earningsFrom(marketProvider);
  return new CalendarService(economic, earnings, now);
}
