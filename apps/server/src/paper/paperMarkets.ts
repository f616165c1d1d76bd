import { chinaDay, priceLimitOf, setDailyLimits, symbolRules, type SymbolRules, type SymbolState } from '@signaldesk/backtest';
import { isPaperMarket, PAPER_MARKET_CURRENCY, type PaperCurrency, type PaperMarket } from '@signaldesk/contract';
import { dayText, isTradingTime, sessionAt, sessionBounds, timeZoneOfMarket, zonedDay } from '@signaldesk/market-data';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import { findSymbol } from '../stocks/symbolList.js';
import type { PaperPositionsTable } from './paperTables.js';

/**
 * The market side of paper trading, read from the backtest's order module and the market calendar: which market a
 * symbol trades on, its rules (lots, ticks, short sales, T+1, costs), its trading day and hours.
 */

const rulesCache = new Map<string, SymbolRules>();

/** A symbol's rules as the backtest applies them, with the market's default costs. */
export function rulesOf(symbol: string, market: PaperMarket): SymbolRules {
  let rules = rulesCache.get(symbol);
  if (!rules) {
    rules = symbolRules(symbol, market);
    rulesCache.set(symbol, rules);
  }
  return rules;
}

/** The market a listed symbol trades on; unknown symbols answer 404 and markets paper accounts do not trade 422. */
export async function paperMarketOf(db: Db, symbol: string, currency: PaperCurrency): Promise<PaperMarket> {
  const row = await findSymbol(db, symbol);
  if (!row) throw new AppError(404, 'unknownSymbol', { symbol }, 'symbol');
  if (!isPaperMarket(row.region) || PAPER_MARKET_CURRENCY[row.region] !== currency) {
    throw new AppError(422, 'paperMarketNotTraded', { symbol, currency }, 'symbol');
  }
  return row.region;
}

/** The market's trading day at a moment, as a day number: the unit of T+1 (China's as the backtest counts it). */
export const tradingDayOf = (market: PaperMarket, time: number): number =>
  market === 'CN' ? chinaDay(time) : zonedDay(timeZoneOfMarket(market), time);

export const inSession = (symbol: string, time: number): boolean => isTradingTime(symbol, time);

/** When a day order placed now expires: at the close of the session under way, or of the next one while the market is shut. */
export const sessionCloseOf = (symbol: string, time: number): number => sessionBounds(symbol, time).close;

/** The market whose calendar an account's days follow: its currency's home market. */
const HOME_MARKET: Record<PaperCurrency, PaperMarket> = { USD: 'US', HKD: 'HK', CNY: 'CN' };

/** An account's day for its equity curve, yyyyMMdd in its home market's time zone. */
export const accountDay = (currency: PaperCurrency, time: number): string => dayText(zonedDay(timeZoneOfMarket(HOME_MARKET[currency]), time));

/** A position's holding as the order module reads it, with today's daily limits where the market has them. */
export function stateOf(position: PaperPositionsTable | undefined, symbol: string, market: PaperMarket, time: number, previousClose: number): SymbolState {
  const state: SymbolState = {
    held: position ? Number(position.quantity) : 0,
    boughtToday: position ? Number(position.bought_today) : 0,
    boughtOn: position ? Number(position.bought_on) : Number.NEGATIVE_INFINITY,
    limitUp: Number.NaN,
    limitDown: Number.NaN,
  };
  setDailyLimits(state, previousClose, priceLimitOf(symbol, market, time));
  return state;
}

/** Shares that may be sold today: under T+1 those bought today wait for the next trading day. */
export function sellable(position: PaperPositionsTable | undefined, market: PaperMarket, time: number): number {
  if (!position) return 0;
  const held = Number(position.quantity);
  if (held <= 0) return 0;
  const waits = rulesOf(position.symbol, market).nextDaySale && Number(position.bought_on) >= tradingDayOf(market, time);
  return waits ? held - Number(position.bought_today) : held;
}

/** The open of today's session, for the previous close the daily limits are measured from. */
export const sessionOpenOf = (market: PaperMarket, time: number): number | undefined => sessionAt(market, time)?.ts;
