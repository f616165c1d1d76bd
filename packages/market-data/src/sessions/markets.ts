import type { Duration, Region } from '@signaldesk/contract';

/**
 * Which market a symbol trades on, read from Yahoo's symbol conventions:
 * `.HK` Hong Kong (and its two headline indices), `.SS`/`.SZ` Shanghai and
 * Shenzhen, `-USD` crypto, `=X` forex and `=F` futures (gold and silver),
 * everything else New York. The market is named by the universe's region.
 */
export function marketOf(symbol: string): Region {
  const upper = symbol.toUpperCase();
  if (upper.endsWith('.HK') || upper === '^HSI' || upper === '^HSTECH') return 'HK';
  if (upper.endsWith('.SS') || upper.endsWith('.SZ')) return 'CN';
  if (upper.endsWith('-USD')) return 'USD';
  if (upper.endsWith('=X') || upper.endsWith('=F')) return 'GF';
  return 'US';
}

const TIME_ZONES: Record<Region, string> = {
  US: 'America/New_York',
  HK: 'Asia/Hong_Kong',
  CN: 'Asia/Shanghai',
  USD: 'UTC',
  // Gold futures and spot forex roll their trading day at 17:00 New York time.
  GF: 'America/New_York',
};

export function timeZoneOfMarket(market: Region): string {
  return TIME_ZONES[market];
}

export function timeZoneOf(symbol: string): string {
  return TIME_ZONES[marketOf(symbol)];
}

const INTRADAY_FETCH_DURATIONS: ReadonlySet<Duration> = new Set(['1m', '5m', '15m', '30m', '1h']);

/**
 * Spec §4 "Compute": A-shares and Hong Kong symbols get an extra intraday
 * fetch, for the minute-to-hour durations only when a duration is given.
 */
export function needsIntradayFetch(symbol: string, duration?: Duration): boolean {
  const market = marketOf(symbol);
  if (market !== 'CN' && market !== 'HK') return false;
  return duration === undefined || INTRADAY_FETCH_DURATIONS.has(duration);
}
