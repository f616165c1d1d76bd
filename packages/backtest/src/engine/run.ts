import { type BacktestStrategy, costsOf, type MarketCosts, NO_SHORT_REGIONS, type Region, rulesOf } from '@signaldesk/contract';
import type { EquityCurve, ExitReason, Trade } from '../metrics/types.js';
import { chinaDay, limitPrice, priceLimitOf } from './markets.js';
import { type Columns, signalOf } from './signals.js';

/** One symbol ready to trade: its candles and the catalogue columns its strategy reads, oldest bar first. */
export interface BacktestSymbol {
  symbol: string;
  market: Region;
  /** Shares an order is rounded down to; 0 for any fraction. */
  lot: number;
  ts: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  columns: Columns;
}

export interface BacktestResult {
  trades: Trade[];
  equity: EquityCurve;
  /** The starting cash split evenly over the symbols, each bought at its first open and held, without costs. */
  buyAndHold: Float64Array;
  /** Commission, stamp duty, fees and slippage of every fill. */
  costs: number;
  startingCash: number;
  /** What the strategy does after each symbol's last bar: see lastBarSignals. */
  signals: LastBarSignal[];
}

/**
 * A symbol's signal at its last bar: an order its close decided, which has no next open to fill at yet (the trader
 * places it), or a stop or target the bar reached. An entry is listed whether or not a slot is free.
 */
export interface LastBarSignal {
  symbol: string;
  side: 'enter' | 'exit';
  reason: 'rule' | 'maxBars' | 'stopLoss' | 'takeProfit' | 'trailingStop';
  /** Opening time of the last bar. */
  time: number;
  /** The last close for an order; the fill price for a stop or target. */
  price: number;
}

/** A strategy refused for a symbol's market; the key is one of the contract's message texts. */
export class BacktestRefusal extends Error {
  constructor(
    readonly key: 'backtestShortNotAllowed',
    readonly symbol: string,
  ) {
    super(`${key}: ${symbol}`);
  }
}

const DAY = 86_400;

/** Epoch seconds of the first and the last moment a strategy's from/to days cover. */
export function runWindow(strategy: Pick<BacktestStrategy, 'from' | 'to'>): { from: number; to: number } {
  return {
    from: strategy.from === undefined ? Number.NEGATIVE_INFINITY : Date.parse(`${strategy.from}T00:00:00Z`) / 1000,
    to: strategy.to === undefined ? Number.POSITIVE_INFINITY : Date.parse(`${strategy.to}T00:00:00Z`) / 1000 + DAY - 1,
  };
}

/** The moments at which any symbol has a bar inside the window, merged in order. */
function clockOf(symbols: readonly BacktestSymbol[], first: Int32Array, end: Int32Array): Float64Array {
  let clock = new Float64Array(0);
  for (let s = 0; s < symbols.length; s++) {
    const ts = symbols[s]!.ts;
    const merged = new Float64Array(clock.length + end[s]! - first[s]!);
    let a = 0;
    let b = first[s]!;
    let n = 0;
    while (a < clock.length || b < end[s]!) {
      const x = a < clock.length ? clock[a]! : Number.POSITIVE_INFINITY;
      const y = b < end[s]! ? ts[b]! : Number.POSITIVE_INFINITY;
      if (x <= y) {
        merged[n++] = x;
        a++;
        if (x === y) b++;
      } else {
        merged[n++] = y;
        b++;
      }
    }
    clock = merged.subarray(0, n);
  }
  return clock;
}

/** First bar at or after `from`, and one past the last bar at or before `to`. */
function windowOf(ts: Float64Array, from: number, to: number): [number, number] {
  let first = 0;
  while (first < ts.length && ts[first]! < from) first++;
  let end = ts.length;
  while (end > first && ts[end - 1]! > to) end--;
  return [first, end];
}

/** The close of the last bar of the previous Shanghai day, at each bar (NaN on the first day). */
function previousDayCloses(symbol: BacktestSymbol): Float64Array {
  const { ts, close } = symbol;
  const previous = new Float64Array(ts.length);
  let reference = Number.NaN;
  for (let i = 0; i < ts.length; i++) {
    if (i > 0 && chinaDay(ts[i]!) !== chinaDay(ts[i - 1]!)) reference = close[i - 1]!;
    previous[i] = reference;
  }
  return previous;
}

/** What one fill costs: commission (with its minimum), stamp duty of the side, fees and slippage. */
function feeOf(c: MarketCosts, buying: boolean, quantity: number, price: number): number {
  const value = quantity * price;
  const commission = Math.max(c.minimumCommission, quantity * c.commissionPerShare + (value * c.commissionBps) / 10_000);
  const rest = (value * ((buying ? c.stampDutyBuyBps : c.stampDutySellBps) + c.feeBps + c.slippageBps)) / 10_000;
  return commission + rest;
}

/** The most shares that `money` buys at `price` with the fill's costs on top, rounded down to the lot. */
function quantityFor(c: MarketCosts, buying: boolean, money: number, price: number, lot: number): number {
  const proportional = (c.commissionBps + (buying ? c.stampDutyBuyBps : c.stampDutySellBps) + c.feeBps + c.slippageBps) / 10_000;
  let quantity = money / (price * (1 + proportional) + c.commissionPerShare);
  if (quantity * c.commissionPerShare + (quantity * price * c.commissionBps) / 10_000 < c.minimumCommission) {
    const others = (proportional * 10_000 - c.commissionBps) / 10_000;
    quantity = (money - c.minimumCommission) / (price * (1 + others));
  }
  if (lot === 0) return quantity > 0 ? quantity : 0;
  quantity = Math.floor(quantity / lot + 1e-9) * lot;
  // The tolerance above may round up to a lot a hair too dear: give it back.
  while (quantity > 0 && quantity * price + feeOf(c, buying, quantity, price) > money + 1e-9) quantity -= lot;
  return quantity > 0 ? quantity : 0;
}

const NONE = 0;
const REASONS: readonly ExitReason[] = ['rule', 'rule', 'stopLoss', 'takeProfit', 'trailingStop', 'maxBars'];
const RULE = 1;
const STOP_LOSS = 2;
const TAKE_PROFIT = 3;
const TRAILING_STOP = 4;
const MAX_BARS = 5;

/** A symbol's position and orders between bars. */
class Book {
  quantity = 0;
  entryPrice = 0;
  entryCosts = 0;
  entryBar = 0;
  entryDay = 0;
  /** Highest high (long) or lowest low (short) since entry, as of the last close. */
  extreme = 0;
  lastClose = Number.NaN;
  pendingEntry = false;
  pendingExit = NONE;
  trade: Trade | null = null;
  /** The symbol's last closed trade. */
  closed: Trade | null = null;
  /** Buy-and-hold shares, bought at the symbol's first open in the window. */
  holding = 0;
}

/**
 * Runs a strategy over one or many symbols on one clock (every moment any of them has a bar), cash shared.
 * At a bar's close the rules are read; orders fill at the symbol's next open; stops and take-profit fill inside
 * a bar. See docs/cloud.md for the fill model and the market rules.
 */
export function runBacktest(given: readonly BacktestSymbol[], strategy: BacktestStrategy): BacktestResult {
  // Orders of one moment are filled, and slots taken, in alphabetical order of symbols whatever the caller's order.
  const symbols = [...given].sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  const direction = strategy.direction === 'short' ? -1 : 1;
  if (direction === -1) {
    const refused = symbols.find((s) => NO_SHORT_REGIONS.includes(s.market));
    if (refused) throw new BacktestRefusal('backtestShortNotAllowed', refused.symbol);
  }
  const { from, to } = runWindow(strategy);
  const count = symbols.length;
  const first = new Int32Array(count);
  const end = new Int32Array(count);
  const entrySignals: Uint8Array[] = [];
  const exitSignals: (Uint8Array | null)[] = [];
  const entryRules = rulesOf(strategy, 'entry');
  const exitRules = strategy.exit ? rulesOf(strategy, 'exit') : null;
  const costs: MarketCosts[] = [];
  /** For A-shares, the close of the previous trading day at each bar, which the daily price limits start from. */
  const dayBefore: (Float64Array | null)[] = [];
  const books: Book[] = [];
  for (let s = 0; s < count; s++) {
    const symbol = symbols[s]!;
    [first[s], end[s]] = windowOf(symbol.ts, from, to);
    entrySignals.push(signalOf(entryRules, symbol.columns, symbol.ts.length));
    exitSignals.push(exitRules ? signalOf(exitRules, symbol.columns, symbol.ts.length) : null);
    costs.push(costsOf(strategy.costs, symbol.market));
    dayBefore.push(symbol.market === 'CN' ? previousDayCloses(symbol) : null);
    books.push(new Book());
  }
  const clock = clockOf(symbols, first, end);
  const steps = clock.length;
  const equity = new Float64Array(steps);
  const invested = new Float64Array(steps);
  const buyAndHold = new Float64Array(steps);
  const cursor = Int32Array.from(first);
  const active = new Int32Array(count);
  const open: number[] = [];
  const trades: Trade[] = [];
  const stopLoss = (strategy.stopLoss ?? 0) / 100;
  const takeProfit = (strategy.takeProfit ?? 0) / 100;
  const trailing = (strategy.trailingStop ?? 0) / 100;
  const maxBars = strategy.maxBars ?? 0;
  const size = strategy.positionSize;
  const maxPositions = strategy.maxPositions;
  const startingCash = strategy.startingCash;
  const share = count > 0 ? startingCash / count : 0;
  let cash = startingCash;
  let paid = 0;
  let lastEquity = startingCash;
  let pendingEntries = 0;
  let idle = startingCash;

  /** True when the market lets this fill happen at this price on bar i. */
  const allowed = (s: number, i: number, buying: boolean, price: number): boolean => {
    const previous = dayBefore[s];
    if (!previous) return true;
    const symbol = symbols[s]!;
    const book = books[s]!;
    if (!buying && book.quantity > 0 && chinaDay(symbol.ts[i]!) <= book.entryDay) return false;
    const reference = previous[i]!;
    if (Number.isNaN(reference)) return true;
    const limit = priceLimitOf(symbol.symbol, symbol.market, symbol.ts[i]!);
    if (buying) return price < limitPrice(reference, limit) - 1e-9;
    return price > limitPrice(reference, -limit) + 1e-9;
  };

  const exit = (s: number, i: number, price: number, reason: number): void => {
    const book = books[s]!;
    const q = book.quantity;
    const fee = feeOf(costs[s]!, direction === -1, q, price);
    cash += q * book.entryPrice + direction * q * (price - book.entryPrice) - fee;
    paid += fee;
    const trade = book.trade!;
    trade.exitTime = symbols[s]!.ts[i]!;
    trade.exitPrice = price;
    trade.exitReason = REASONS[reason]!;
    trade.costs = book.entryCosts + fee;
    trade.profit = direction * q * (price - book.entryPrice) - trade.costs;
    trade.return = trade.profit / (q * book.entryPrice + book.entryCosts);
    trade.barsHeld = i - book.entryBar;
    book.quantity = 0;
    book.pendingExit = NONE;
    book.closed = trade;
    book.trade = null;
    open.splice(open.indexOf(s), 1);
  };

  for (let step = 0; step < steps; step++) {
    const time = clock[step]!;
    let n = 0;
    for (let s = 0; s < count; s++) {
      const i = cursor[s]!;
      if (i < end[s]! && symbols[s]!.ts[i] === time) active[n++] = s;
    }
    // Exits first, so that their cash is there for the entries of the same moment.
    for (let k = 0; k < n; k++) {
      const s = active[k]!;
      const book = books[s]!;
      const i = cursor[s]!;
      const price = symbols[s]!.open[i]!;
      if (book.pendingExit !== NONE && allowed(s, i, direction === -1, price)) exit(s, i, price, book.pendingExit);
    }
    for (let k = 0; k < n; k++) {
      const s = active[k]!;
      const book = books[s]!;
      const symbol = symbols[s]!;
      const i = cursor[s]!;
      const price = symbol.open[i]!;
      if (book.holding === 0) {
        book.holding = share / price;
        idle -= share;
      }
      if (!book.pendingEntry) continue;
      book.pendingEntry = false;
      pendingEntries--;
      if (!allowed(s, i, direction === 1, price)) continue;
      const money = Math.min(size * lastEquity, cash);
      const q = money > 0 ? quantityFor(costs[s]!, direction === 1, money, price, symbol.lot) : 0;
      if (q === 0) continue;
      const fee = feeOf(costs[s]!, direction === 1, q, price);
      cash -= q * price + fee;
      paid += fee;
      book.quantity = q;
      book.entryPrice = price;
      book.entryCosts = fee;
      book.entryBar = i;
      book.entryDay = chinaDay(symbol.ts[i]!);
      book.extreme = price;
      book.trade = {
        symbol: symbol.symbol,
        direction: direction === 1 ? 'long' : 'short',
        entryTime: symbol.ts[i]!,
        entryPrice: price,
        exitTime: null,
        exitPrice: null,
        exitReason: null,
        quantity: q,
        costs: fee,
        profit: 0,
        return: 0,
        barsHeld: 0,
      };
      trades.push(book.trade);
      open.push(s);
    }
    // Stops and take-profit inside the bar; the stop first when both lie in it, as nothing tells which came first.
    if (stopLoss > 0 || takeProfit > 0 || trailing > 0) {
      for (let k = 0; k < n; k++) {
        const s = active[k]!;
        const book = books[s]!;
        if (book.quantity === 0) continue;
        const symbol = symbols[s]!;
        const i = cursor[s]!;
        const entry = book.entryPrice;
        const o = symbol.open[i]!;
        let price = Number.NaN;
        let reason = NONE;
        if (direction === 1) {
          const fixed = stopLoss > 0 ? entry * (1 - stopLoss) : Number.NEGATIVE_INFINITY;
          const trail = trailing > 0 ? book.extreme * (1 - trailing) : Number.NEGATIVE_INFINITY;
          const stop = trail > fixed ? trail : fixed;
          const stopReason = trail > fixed ? TRAILING_STOP : STOP_LOSS;
          const target = takeProfit > 0 ? entry * (1 + takeProfit) : Number.POSITIVE_INFINITY;
          if (o <= stop) [price, reason] = [o, stopReason];
          else if (o >= target) [price, reason] = [o, TAKE_PROFIT];
          else if (symbol.low[i]! <= stop) [price, reason] = [stop, stopReason];
          else if (symbol.high[i]! >= target) [price, reason] = [target, TAKE_PROFIT];
        } else {
          const fixed = stopLoss > 0 ? entry * (1 + stopLoss) : Number.POSITIVE_INFINITY;
          const trail = trailing > 0 ? book.extreme * (1 + trailing) : Number.POSITIVE_INFINITY;
          const stop = trail < fixed ? trail : fixed;
          const stopReason = trail < fixed ? TRAILING_STOP : STOP_LOSS;
          const target = takeProfit > 0 ? entry * (1 - takeProfit) : Number.NEGATIVE_INFINITY;
          if (o >= stop) [price, reason] = [o, stopReason];
          else if (o <= target) [price, reason] = [o, TAKE_PROFIT];
          else if (symbol.high[i]! >= stop) [price, reason] = [stop, stopReason];
          else if (symbol.low[i]! <= target) [price, reason] = [target, TAKE_PROFIT];
        }
        if (reason !== NONE && allowed(s, i, direction === -1, price)) exit(s, i, price, reason);
      }
    }
    // The close: trailing extremes, exit orders for the next open, the account marked.
    for (let k = 0; k < n; k++) {
      const s = active[k]!;
      const book = books[s]!;
      const symbol = symbols[s]!;
      const i = cursor[s]!;
      book.lastClose = symbol.close[i]!;
      if (book.quantity === 0) continue;
      if (direction === 1) book.extreme = Math.max(book.extreme, symbol.high[i]!);
      else book.extreme = Math.min(book.extreme, symbol.low[i]!);
      if (book.pendingExit !== NONE) continue;
      if (exitSignals[s]?.[i] === 1) book.pendingExit = RULE;
      else if (maxBars > 0 && i - book.entryBar + 1 >= maxBars) book.pendingExit = MAX_BARS;
    }
    let positions = 0;
    let held = 0;
    for (const s of open) {
      const book = books[s]!;
      positions += book.quantity * book.entryPrice + direction * book.quantity * (book.lastClose - book.entryPrice);
      held += book.quantity * book.lastClose;
    }
    lastEquity = cash + positions;
    equity[step] = lastEquity;
    invested[step] = held;
    let holdings = idle;
    for (let s = 0; s < count; s++) if (books[s]!.holding > 0) holdings += books[s]!.holding * books[s]!.lastClose;
    buyAndHold[step] = holdings;
    // Entry orders for the next open, in symbol order while slots remain; a symbol's last bar has no next open
    // to fill at, and its order would hold a slot to the end.
    for (let k = 0; k < n; k++) {
      const s = active[k]!;
      const book = books[s]!;
      const i = cursor[s]!;
      const fillable = i + 1 < end[s]!;
      if (fillable && book.quantity === 0 && !book.pendingEntry && entrySignals[s]![i] === 1 && open.length + pendingEntries < maxPositions) {
        book.pendingEntry = true;
        pendingEntries++;
      }
      cursor[s] = i + 1;
    }
  }
  const signals: LastBarSignal[] = [];
  for (let s = 0; s < count; s++) {
    if (end[s]! <= first[s]!) continue;
    const symbol = symbols[s]!;
    const last = end[s]! - 1;
    const time = symbol.ts[last]!;
    const book = books[s]!;
    const stopped = book.closed?.exitTime === time && book.closed.exitReason !== 'rule' && book.closed.exitReason !== 'maxBars' ? book.closed : null;
    if (stopped) signals.push({ symbol: symbol.symbol, side: 'exit', reason: stopped.exitReason as LastBarSignal['reason'], time, price: stopped.exitPrice! });
    if (book.quantity > 0 && book.pendingExit !== NONE) {
      signals.push({ symbol: symbol.symbol, side: 'exit', reason: REASONS[book.pendingExit] as LastBarSignal['reason'], time, price: symbol.close[last]! });
    } else if (book.quantity === 0 && entrySignals[s]![last] === 1) {
      signals.push({ symbol: symbol.symbol, side: 'enter', reason: 'rule', time, price: symbol.close[last]! });
    }
  }
  for (const s of open) {
    const book = books[s]!;
    const trade = book.trade!;
    trade.profit = direction * book.quantity * (book.lastClose - book.entryPrice) - book.entryCosts;
    trade.return = trade.profit / (book.quantity * book.entryPrice + book.entryCosts);
    trade.barsHeld = cursor[s]! - book.entryBar;
  }
  return { trades, equity: { time: clock.slice(), equity, invested }, buyAndHold, costs: paid, startingCash, signals };
}
