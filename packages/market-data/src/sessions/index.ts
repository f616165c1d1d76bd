export { barOpenTimes, INTRADAY_SECONDS, type IntradayDuration, isIntraday, resample } from './bars.js';
export {
  isTradingTime,
  lastClose,
  lastSession,
  marketSessions,
  type SessionPart,
  sessionAt,
  sessionBounds,
  sessionOn,
  type TradingSession,
  tradingDays,
} from './calendar.js';
export { dayText, epochDay } from './clock.js';
export { AFTER_CLOSE_SECONDS, nextDailyRun } from './dailyRuns.js';
export { marketOf, needsIntradayFetch, timeZoneOf, timeZoneOfMarket } from './markets.js';
export { utcOffset, zonedDay, zonedTime } from './timeZones.js';
