import type { Duration, Region } from '@signaldesk/contract';
import { marketOf } from '@signaldesk/market-data';

/** Trading days a year and minutes of trading a day in each market; crypto never closes. */
const MARKET_YEAR: Record<Region, { days: number; minutes: number }> = {
  US: { days: 252, minutes: 390 },
  HK: { days: 247, minutes: 330 },
  CN: { days: 242, minutes: 240 },
  USD: { days: 365, minutes: 1_440 },
  GF: { days: 252, minutes: 1_380 },
};

const BAR_MINUTES: Record<Exclude<Duration, '1d' | '1wk'>, number> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '30m': 30,
  '1h': 60,
  '4h': 240,
  intraday: 1,
};

/** Minutes a trading day of a symbol's market lasts: the longest intraday chart. */
export function sessionMinutes(symbol: string): number {
  return MARKET_YEAR[marketOf(symbol)].minutes;
}

/**
 * Bars in a year of a symbol's market, so "1 year" and "4 years" in the indicators span real years
 * in Hong Kong, Shanghai and crypto too, not the engine's New York default.
 */
export function barsPerYear(symbol: string, duration: Duration): number {
  const year = MARKET_YEAR[marketOf(symbol)];
  if (duration === '1wk') return 52;
  if (duration === '1d') return year.days;
  return year.days * Math.ceil(year.minutes / BAR_MINUTES[duration]);
}
