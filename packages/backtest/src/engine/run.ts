import { type BacktestStrategy, NO_SHORT_REGIONS, type Region, rulesOf } from '@signaldesk/contract';
import type { EquityCurve, ExitReason, Trade } from '../metrics/types.js';
import { bracket, openChildren } from '../orders/book.js';
import { feeOf, quantityFor } from '../orders/costs.js';
import { firstToFill, trailAfter } from '../orders/fill.js';
import { flatState, holdingAfter, marketAllows, setDailyLimits, symbolRules } from '../orders/rules.js';
import type { Order, SymbolRules } from '../orders/types.js';
import { chinaDay, priceLimitOf } from './markets.js';
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
  /** The holding and today's limits, as the market rules read them. */
  readonly state = flatState();
  /** The entry as a bracket's parent, and its children: the strategy's stop-loss, trailing stop and take-profit. */
  readonly entry: Order;
  readonly exits: Order[];
  /** The trailing stop among the exits, moved at each close. */
  readonly trailing: Order | null;
  lastClose = Number.NaN;
  pendingEntry = false;
  pendingExit = NONE;
  trade: Trade | null = null;
  /** The symbol's last closed trade. */
  closed: Trade | null = null;
  /** Buy-and-hold shares, bought at the symbol's first open in the window. */
  holding = 0;

  constructor(slot: number, strategy: BacktestStrategy) {
    const [entry, ...exits] = bracket(
      { slot, side: strategy.direction === 'short' ? 'sell' : 'buy', type: 'market', timeInForce: 'gtc' },
      { stopLossPercent: strategy.stopLoss, trailPercent: strategy.trailingStop, takeProfitPercent: strategy.takeProfit },
    );
    this.entry = entry!;
    this.exits = exits;
    this.trailing = exits.find((o) => o.type === 'trailingStop') ?? null;
  }
}

/** The exit reason of a bracket's child. */
const reasonOf = (order: Order): number => (order.type === 'stop' ? STOP_LOSS : order.type === 'trailingStop' ? TRAILING_STOP : TAKE_PROFIT);

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
  const rules: SymbolRules[] = [];
  /** For A-shares, the close of the previous trading day at each bar, which the daily price limits start from. */
  const dayBefore: (Float64Array | null)[] = [];
  const books: Book[] = [];
  for (let s = 0; s < count; s++) {
    const symbol = symbols[s]!;
    [first[s], end[s]] = windowOf(symbol.ts, from, to);
    entrySignals.push(signalOf(entryRules, symbol.columns, symbol.ts.length));
    exitSignals.push(exitRules ? signalOf(exitRules, symbol.columns, symbol.ts.length) : null);
    rules.push(symbolRules(symbol.symbol, symbol.market, strategy.costs, { lot: symbol.lot }));
    dayBefore.push(symbol.market === 'CN' ? previousDayCloses(symbol) : null);
    books.push(new Book(s, strategy));
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

  /** True when the market lets this fill happen at this price on bar i (A-shares' limits and T+1). */
  const allowed = (s: number, i: number, buying: boolean, price: number): boolean => {
    const previous = dayBefore[s];
    if (!previous) return true;
    const symbol = symbols[s]!;
    const book = books[s]!;
    const ts = symbol.ts[i]!;
    setDailyLimits(book.state, previous[i]!, priceLimitOf(symbol.symbol, symbol.market, ts));
    return marketAllows(rules[s]!, book.state, buying, book.quantity, price, chinaDay(ts));
  };

  const exit = (s: number, i: number, price: number, reason: number): void => {
    const book = books[s]!;
    const q = book.quantity;
    const fee = feeOf(rules[s]!.costs, direction === -1, q, price);
    cash += q * book.entryPrice + direction * q * (price - book.entryPrice) - fee;
    holdingAfter(book.state, direction === -1, q, chinaDay(symbols[s]!.ts[i]!));
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
      const q = money > 0 ? quantityFor(rules[s]!.costs, direction === 1, money, price, symbol.lot) : 0;
      if (q === 0) continue;
      const fee = feeOf(rules[s]!.costs, direction === 1, q, price);
      cash -= q * price + fee;
      paid += fee;
      book.quantity = q;
      book.entryPrice = price;
      book.entryCosts = fee;
      book.entryBar = i;
      holdingAfter(book.state, direction === 1, q, chinaDay(symbol.ts[i]!));
      const entry = book.entry;
      entry.quantity = q;
      entry.fillPrice = price;
      for (const order of book.exits) order.status = 'waiting';
      openChildren(entry);
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
    // Stops and take-profit inside the bar, the first the bar reaches (see firstToFill).
    for (let k = 0; k < n; k++) {
      const s = active[k]!;
      const book = books[s]!;
      if (book.quantity === 0 || book.exits.length === 0) continue;
      const symbol = symbols[s]!;
      const i = cursor[s]!;
      const first = firstToFill(book.exits, symbol.open[i]!, symbol.high[i]!, symbol.low[i]!);
      if (first && allowed(s, i, direction === -1, first.at)) exit(s, i, first.at, reasonOf(first));
    }
    // The close: trailing extremes, exit orders for the next open, the account marked.
    for (let k = 0; k < n; k++) {
      const s = active[k]!;
      const book = books[s]!;
      const symbol = symbols[s]!;
      const i = cursor[s]!;
      book.lastClose = symbol.close[i]!;
      if (book.quantity === 0) continue;
      if (book.trailing) trailAfter(book.trailing, symbol.high[i]!, symbol.low[i]!);
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
