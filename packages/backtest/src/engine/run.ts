import { type BacktestStrategy, NO_SHORT_REGIONS, type Region, rulesOf } from '@signaldesk/contract';
import type { EquityCurve, ExitReason, Trade } from '../metrics/types.js';
import { bracket, openChildren } from '../orders/book.js';
import { feeOf, quantityFor } from '../orders/costs.js';
import { firstToFill, trailAfter } from '../orders/fill.js';
import { flatState, holdingAfter, marketAllows, setDailyLimits, symbolRules } from '../orders/rules.js';
import type { Order, SymbolRules, SymbolState } from '../orders/types.js';
import { chinaDay, priceLimitOf } from './markets.js';
import { type Columns, signalsOf } from './signals.js';

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
  let clock: Float64Array = new Float64Array(0);
  for (let s = 0; s < symbols.length; s++) {
    const ts = symbols[s]!.ts;
    if (clock.length === 0) {
      clock = ts.subarray(first[s]!, end[s]!);
      continue;
    }
    // Symbols of one market share their moments: most add nothing to the clock, and merging would only copy it.
    if (!onClock(clock, ts, first[s]!, end[s]!)) clock = mergedClock(clock, ts, first[s]!, end[s]!);
  }
  return clock;
}

/**
 * The clock with the bars' moments merged in. Loops nested in a function called once a run are kept in functions of
 * their own throughout this file: the compiler otherwise optimizes the inner loop alone, and throws that away when
 * it ends, at every run.
 */
function mergedClock(clock: Float64Array, ts: Float64Array, first: number, end: number): Float64Array {
  const merged = new Float64Array(clock.length + end - first);
  let a = 0;
  let b = first;
  let n = 0;
  while (a < clock.length || b < end) {
    const x = a < clock.length ? clock[a]! : Number.POSITIVE_INFINITY;
    const y = b < end ? ts[b]! : Number.POSITIVE_INFINITY;
    if (x <= y) {
      merged[n++] = x;
      a++;
      if (x === y) b++;
    } else {
      merged[n++] = y;
      b++;
    }
  }
  return merged.subarray(0, n);
}

/** True when each of the bars has a moment of its own on the clock, so that merging them leaves the clock as it is. */
function onClock(clock: Float64Array, ts: Float64Array, first: number, end: number): boolean {
  for (let i = first, a = 0; i < end; i++, a++) {
    a = stepOf(clock, ts[i]!, a);
    if (clock[a] !== ts[i]) return false;
  }
  return true;
}

/** The first step at or after `from` whose moment is not before `time`: the step of a bar at `time`. */
function stepOf(clock: Float64Array, time: number, from: number): number {
  // A symbol with a bar at every moment finds its next bar at the next step.
  if (clock[from] === time) return from;
  let low = from;
  let high = clock.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (clock[middle]! < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where each symbol's bars fall on the clock. */
class Timeline {
  /** A bar's step less its index, for a symbol whose bars take consecutive steps; NaN for one that skips steps. */
  private readonly shift: Float64Array;

  constructor(
    readonly clock: Float64Array,
    private readonly symbols: readonly BacktestSymbol[],
    first: Int32Array,
    end: Int32Array,
  ) {
    this.shift = new Float64Array(symbols.length);
    for (let s = 0; s < symbols.length; s++) this.shift[s] = steadyShift(clock, symbols[s]!.ts, first[s]!, end[s]!);
  }

  /** The step of symbol s's bar i, looked for from step `from` on when the symbol skips steps. */
  stepOfBar(s: number, i: number, from: number): number {
    const shift = this.shift[s]!;
    return !Number.isNaN(shift) ? i + shift : stepOf(this.clock, this.symbols[s]!.ts[i]!, from);
  }
}

/** A bar's step less its index when the bars take consecutive steps of the clock, else NaN. */
function steadyShift(clock: Float64Array, ts: Float64Array, first: number, end: number): number {
  if (first >= end) return Number.NaN;
  const start = stepOf(clock, ts[first]!, 0);
  if (start + end - first > clock.length) return Number.NaN;
  for (let i = first, step = start; i < end; i++, step++) if (clock[step] !== ts[i]) return Number.NaN;
  return start - first;
}

/** The earliest step a symbol is due at. */
function firstDue(due: Int32Array, steps: number): number {
  let first = steps;
  for (let s = 0; s < due.length; s++) if (due[s]! < first) first = due[s]!;
  return first;
}

/** The first bar at or after `from` where the entry rules hold and a next open is left to fill at; `end` when none. */
function nextEntryBar(signal: Uint8Array, from: number, end: number): number {
  for (let i = from; i + 1 < end; i++) if (signal[i] === 1) return i;
  return end;
}

/**
 * The starting cash split evenly over the symbols, each share spent at the symbol's first open and held, marked
 * at every step. Computed a symbol at a time, which reads each symbol's candles in order, adding at each step in
 * the symbols' order to the cash not yet spent, as a step by step account would.
 */
function buyAndHoldCurve(symbols: readonly BacktestSymbol[], first: Int32Array, end: Int32Array, timeline: Timeline, startingCash: number): Float64Array {
  const count = symbols.length;
  const share = count > 0 ? startingCash / count : 0;
  const curve = new Float64Array(timeline.clock.length);
  for (let s = 0; s < count; s++) countShareSpent(curve, symbols[s]!.open, first[s]!, end[s]!, timeline, s, share);
  cashNotSpent(curve, startingCash, share);
  for (let s = 0; s < count; s++) addHolding(curve, symbols[s]!, first[s]!, end[s]!, timeline, s, share);
  return curve;
}

/** Counts in the curve, at its step, the bar where the symbol spends its share: its first open that buys any. */
function countShareSpent(curve: Float64Array, open: Float64Array, first: number, end: number, timeline: Timeline, s: number, share: number): void {
  let holding = 0;
  for (let i = first, from = 0; i < end && holding === 0; i++) {
    const step = timeline.stepOfBar(s, i, from);
    holding = share / open[i]!;
    curve[step]!++;
    from = step + 1;
  }
}

/** Turns the counts of shares spent at each step into the cash left after them. */
function cashNotSpent(curve: Float64Array, startingCash: number, share: number): void {
  let idle = startingCash;
  for (let step = 0; step < curve.length; step++) {
    for (let k = 0; k < curve[step]!; k++) idle -= share;
    curve[step] = idle;
  }
}

/** Adds the symbol's shares at each step from its first bar on, marked at its last close. */
function addHolding(curve: Float64Array, symbol: BacktestSymbol, first: number, end: number, timeline: Timeline, s: number, share: number): void {
  if (first >= end) return;
  const { open, close } = symbol;
  let holding = 0;
  let value = 0;
  let i = first;
  let barStep = timeline.stepOfBar(s, first, 0);
  for (let step = barStep; step < curve.length; step++) {
    if (step === barStep) {
      if (holding === 0) holding = share / open[i]!;
      value = holding * close[i]!;
      i++;
      barStep = i < end ? timeline.stepOfBar(s, i, step + 1) : curve.length;
    }
    if (holding > 0) curve[step]! += value;
  }
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

/**
 * The symbols' positions and orders between bars, by symbol. The figures every bar reads sit in typed arrays, side
 * by side for the symbols of a moment, rather than in an object a symbol.
 */
class Books {
  readonly quantity: Float64Array;
  readonly entryPrice: Float64Array;
  readonly entryCosts: Float64Array;
  readonly entryBar: Int32Array;
  readonly lastClose: Float64Array;
  /** 1 while an entry order waits for the symbol's next open. */
  readonly pendingEntry: Uint8Array;
  /** Why an exit order waits for the symbol's next open; NONE without one. */
  readonly pendingExit: Uint8Array;
  /** The holding and today's limits, as the market rules read them. */
  readonly state: SymbolState[] = [];
  /** The entry as a bracket's parent, and its children: the strategy's stop-loss, trailing stop and take-profit. */
  readonly entry: Order[] = [];
  readonly exits: Order[][] = [];
  /** The trailing stop among the exits, moved at each close. */
  readonly trailing: (Order | null)[] = [];
  readonly trade: (Trade | null)[] = [];
  /** The symbol's last closed trade. */
  readonly closed: (Trade | null)[] = [];

  constructor(count: number, strategy: BacktestStrategy) {
    this.quantity = new Float64Array(count);
    this.entryPrice = new Float64Array(count);
    this.entryCosts = new Float64Array(count);
    this.entryBar = new Int32Array(count);
    this.lastClose = new Float64Array(count).fill(Number.NaN);
    this.pendingEntry = new Uint8Array(count);
    this.pendingExit = new Uint8Array(count);
    for (let slot = 0; slot < count; slot++) {
      const [entry, ...exits] = bracket(
        { slot, side: strategy.direction === 'short' ? 'sell' : 'buy', type: 'market', timeInForce: 'gtc' },
        { stopLossPercent: strategy.stopLoss, trailPercent: strategy.trailingStop, takeProfitPercent: strategy.takeProfit },
      );
      this.state.push(flatState());
      this.entry.push(entry!);
      this.exits.push(exits);
      this.trailing.push(exits.find((o) => o.type === 'trailingStop') ?? null);
      this.trade.push(null);
      this.closed.push(null);
    }
  }
}

/**
 * The entry and exit rules' marks of the symbols' bars, kept from run to run in this thread (a worker thread loads
 * its own copy of this module): a new buffer a run cost more than marking it. Safe because a run reads them to
 * its end without yielding and hands none of them out.
 */
const marks = { entry: new Uint8Array(0), exit: new Uint8Array(0) };

/** Memory for one side's marks of this many bars. */
function marksMemory(side: 'entry' | 'exit', bars: number): Uint8Array {
  if (marks[side].length < bars) marks[side] = new Uint8Array(bars);
  return marks[side].subarray(0, bars);
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
  if (strategy.direction === 'short') {
    const refused = symbols.find((s) => NO_SHORT_REGIONS.includes(s.market));
    if (refused) throw new BacktestRefusal('backtestShortNotAllowed', refused.symbol);
  }
  const run = new Run(symbols, strategy);
  run.fill();
  return run.result();
}

/**
 * One run's state and its steps. Methods of a class rather than closures made afresh by each run, which the
 * compiler could not inline from one run to the next.
 */
class Run {
  private readonly direction: number;
  private readonly maxBars: number;
  private readonly size: number;
  private readonly maxPositions: number;
  private readonly first: Int32Array;
  private readonly end: Int32Array;
  private readonly entrySignals: Uint8Array[];
  private readonly exitSignals: Uint8Array[] | null;
  private readonly rules: SymbolRules[] = [];
  /** For A-shares, the close of the previous trading day at each bar, which the daily price limits start from. */
  private readonly dayBefore: (Float64Array | null)[] = [];
  private readonly books: Books;
  private readonly clock: Float64Array;
  private readonly timeline: Timeline;
  private readonly steps: number;
  private readonly equity: Float64Array;
  private readonly invested: Float64Array;
  /**
   * The next bar each symbol is looked at, and its step. A flat symbol without an order has nothing to do until its
   * entry rules hold, so it waits for that bar; a symbol with a position or an order is looked at every bar.
   */
  private readonly cursor: Int32Array;
  private readonly due: Int32Array;
  /** The symbols due at the step being filled, in symbol order. */
  private readonly active: Int32Array;
  /** Symbols holding a position, in the order they entered. */
  private readonly open: number[] = [];
  private readonly trades: Trade[] = [];
  private cash: number;
  private paid = 0;
  private lastEquity: number;
  private pendingEntries = 0;

  constructor(
    private readonly symbols: readonly BacktestSymbol[],
    private readonly strategy: BacktestStrategy,
  ) {
    const count = symbols.length;
    this.direction = strategy.direction === 'short' ? -1 : 1;
    this.maxBars = strategy.maxBars ?? 0;
    this.size = strategy.positionSize;
    this.maxPositions = strategy.maxPositions;
    this.cash = strategy.startingCash;
    this.lastEquity = strategy.startingCash;
    const { from, to } = runWindow(strategy);
    this.first = new Int32Array(count);
    this.end = new Int32Array(count);
    const bars = symbols.reduce((sum, symbol) => sum + symbol.ts.length, 0);
    this.entrySignals = signalsOf(rulesOf(strategy, 'entry'), symbols, marksMemory('entry', bars));
    this.exitSignals = strategy.exit ? signalsOf(rulesOf(strategy, 'exit'), symbols, marksMemory('exit', bars)) : null;
    for (let s = 0; s < count; s++) {
      const symbol = symbols[s]!;
      [this.first[s], this.end[s]] = windowOf(symbol.ts, from, to);
      this.rules.push(symbolRules(symbol.symbol, symbol.market, strategy.costs, { lot: symbol.lot }));
      this.dayBefore.push(symbol.market === 'CN' ? previousDayCloses(symbol) : null);
    }
    this.books = new Books(count, strategy);
    this.clock = clockOf(symbols, this.first, this.end);
    this.timeline = new Timeline(this.clock, symbols, this.first, this.end);
    this.steps = this.clock.length;
    this.equity = new Float64Array(this.steps);
    this.invested = new Float64Array(this.steps);
    this.cursor = new Int32Array(count);
    this.due = new Int32Array(count);
    this.active = new Int32Array(count);
    for (let s = 0; s < count; s++) {
      this.cursor[s] = nextEntryBar(this.entrySignals[s]!, this.first[s]!, this.end[s]!);
      this.due[s] = this.cursor[s]! < this.end[s]! ? this.timeline.stepOfBar(s, this.cursor[s]!, 0) : this.steps;
    }
  }

  /**
   * Every step of the clock, in order. Its phases are loops in one method: the compiler keeps them together, where a
   * call a phase a step cost more than the phase itself in runs too short for it to inline them.
   */
  fill(): void {
    const { symbols, active, cursor, due, end, open, direction } = this;
    const { quantity, entryPrice, lastClose, pendingEntry, pendingExit, exits, trailing, entryBar } = this.books;
    for (let step = 0; step < this.steps; step++) {
      if (open.length === 0) {
        // Nothing held: until the next symbol is due (its entry rules hold, or its order fills), the account is its cash.
        const next = firstDue(due, this.steps);
        if (next > step) {
          this.lastEquity = this.cash + 0;
          this.equity.fill(this.lastEquity, step, next);
          step = next - 1;
          continue;
        }
      }
      let n = 0;
      for (let s = 0; s < due.length; s++) if (due[s] === step) active[n++] = s;
      // Exits first, so that their cash is there for the entries of the same moment.
      for (let k = 0; k < n; k++) {
        const s = active[k]!;
        if (pendingExit[s] === NONE) continue;
        const i = cursor[s]!;
        const price = symbols[s]!.open[i]!;
        if (this.allowed(s, i, direction === -1, price)) this.exit(s, i, price, pendingExit[s]!);
      }
      for (let k = 0; k < n; k++) {
        const s = active[k]!;
        if (pendingEntry[s] === 0) continue;
        pendingEntry[s] = 0;
        this.pendingEntries--;
        const i = cursor[s]!;
        const price = symbols[s]!.open[i]!;
        if (this.allowed(s, i, direction === 1, price)) this.enter(s, i, price);
      }
      // Stops and take-profit inside the bar, the first the bar reaches (see firstToFill).
      for (let k = 0; k < n; k++) {
        const s = active[k]!;
        if (quantity[s] === 0 || exits[s]!.length === 0) continue;
        const symbol = symbols[s]!;
        const i = cursor[s]!;
        const first = firstToFill(exits[s]!, symbol.open[i]!, symbol.high[i]!, symbol.low[i]!);
        if (first && this.allowed(s, i, direction === -1, first.at)) this.exit(s, i, first.at, reasonOf(first));
      }
      // The close: trailing extremes, exit orders for the next open, the account marked.
      for (let k = 0; k < n; k++) {
        const s = active[k]!;
        if (quantity[s] === 0) continue;
        const symbol = symbols[s]!;
        const i = cursor[s]!;
        lastClose[s] = symbol.close[i]!;
        const trailingStop = trailing[s];
        if (trailingStop) trailAfter(trailingStop, symbol.high[i]!, symbol.low[i]!);
        if (pendingExit[s] !== NONE) continue;
        if (this.exitSignals !== null && this.exitSignals[s]![i] === 1) pendingExit[s] = RULE;
        else if (this.maxBars > 0 && i - entryBar[s]! + 1 >= this.maxBars) pendingExit[s] = MAX_BARS;
      }
      // Positions summed in the order they entered.
      let positions = 0;
      let held = 0;
      for (let k = 0; k < open.length; k++) {
        const s = open[k]!;
        positions += quantity[s]! * entryPrice[s]! + direction * quantity[s]! * (lastClose[s]! - entryPrice[s]!);
        held += quantity[s]! * lastClose[s]!;
      }
      this.lastEquity = this.cash + positions;
      this.equity[step] = this.lastEquity;
      this.invested[step] = held;
      // Entry orders for the next open, in symbol order while slots remain; a symbol's last bar has no next open
      // to fill at, and its order would hold a slot to the end. Then each symbol due moves on.
      for (let k = 0; k < n; k++) {
        const s = active[k]!;
        const i = cursor[s]!;
        const fillable = i + 1 < end[s]!;
        if (fillable && quantity[s] === 0 && pendingEntry[s] === 0 && this.entrySignals[s]![i] === 1 && open.length + this.pendingEntries < this.maxPositions) {
          pendingEntry[s] = 1;
          this.pendingEntries++;
        }
        // Flat without an order, the symbol waits for the next bar its entry rules hold.
        const next = quantity[s] === 0 && pendingEntry[s] === 0 ? nextEntryBar(this.entrySignals[s]!, i + 1, end[s]!) : i + 1;
        cursor[s] = next;
        due[s] = next < end[s]! ? this.timeline.stepOfBar(s, next, step + 1) : this.steps;
      }
    }
  }

  /** True when the market lets this fill happen at this price on bar i (A-shares' limits and T+1). */
  private allowed(s: number, i: number, buying: boolean, price: number): boolean {
    const previous = this.dayBefore[s];
    if (!previous) return true;
    const symbol = this.symbols[s]!;
    const state = this.books.state[s]!;
    const ts = symbol.ts[i]!;
    setDailyLimits(state, previous[i]!, priceLimitOf(symbol.symbol, symbol.market, ts));
    return marketAllows(this.rules[s]!, state, buying, this.books.quantity[s]!, price, chinaDay(ts));
  }

  private exit(s: number, i: number, price: number, reason: number): void {
    const books = this.books;
    const direction = this.direction;
    const q = books.quantity[s]!;
    const bought = books.entryPrice[s]!;
    const fee = feeOf(this.rules[s]!.costs, direction === -1, q, price);
    this.cash += q * bought + direction * q * (price - bought) - fee;
    holdingAfter(books.state[s]!, direction === -1, q, chinaDay(this.symbols[s]!.ts[i]!));
    this.paid += fee;
    const trade = books.trade[s]!;
    trade.exitTime = this.symbols[s]!.ts[i]!;
    trade.exitPrice = price;
    trade.exitReason = REASONS[reason]!;
    trade.costs = books.entryCosts[s]! + fee;
    trade.profit = direction * q * (price - bought) - trade.costs;
    trade.return = trade.profit / (q * bought + books.entryCosts[s]!);
    trade.barsHeld = i - books.entryBar[s]!;
    books.quantity[s] = 0;
    books.pendingExit[s] = NONE;
    books.closed[s] = trade;
    books.trade[s] = null;
    this.open.splice(this.open.indexOf(s), 1);
  }

  private enter(s: number, i: number, price: number): void {
    const books = this.books;
    const buying = this.direction === 1;
    const symbol = this.symbols[s]!;
    const costs = this.rules[s]!.costs;
    const money = Math.min(this.size * this.lastEquity, this.cash);
    const q = money > 0 ? quantityFor(costs, buying, money, price, symbol.lot) : 0;
    if (q === 0) return;
    const fee = feeOf(costs, buying, q, price);
    this.cash -= q * price + fee;
    this.paid += fee;
    books.quantity[s] = q;
    books.entryPrice[s] = price;
    books.entryCosts[s] = fee;
    books.entryBar[s] = i;
    holdingAfter(books.state[s]!, buying, q, chinaDay(symbol.ts[i]!));
    const entry = books.entry[s]!;
    entry.quantity = q;
    entry.fillPrice = price;
    for (const order of books.exits[s]!) order.status = 'waiting';
    openChildren(entry);
    const trade: Trade = {
      symbol: symbol.symbol,
      direction: buying ? 'long' : 'short',
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
    books.trade[s] = trade;
    this.trades.push(trade);
    this.open.push(s);
  }

  /** What the strategy does after each symbol's last bar. */
  private lastBarSignals(): LastBarSignal[] {
    const { quantity, pendingExit, closed } = this.books;
    const signals: LastBarSignal[] = [];
    for (let s = 0; s < this.symbols.length; s++) {
      if (this.end[s]! <= this.first[s]!) continue;
      const symbol = this.symbols[s]!;
      const last = this.end[s]! - 1;
      const time = symbol.ts[last]!;
      const trade = closed[s];
      const stopped = trade?.exitTime === time && trade.exitReason !== 'rule' && trade.exitReason !== 'maxBars' ? trade : null;
      if (stopped) signals.push({ symbol: symbol.symbol, side: 'exit', reason: stopped.exitReason as LastBarSignal['reason'], time, price: stopped.exitPrice! });
      if (quantity[s]! > 0 && pendingExit[s] !== NONE) {
        signals.push({ symbol: symbol.symbol, side: 'exit', reason: REASONS[pendingExit[s]!] as LastBarSignal['reason'], time, price: symbol.close[last]! });
      } else if (quantity[s] === 0 && this.entrySignals[s]![last] === 1) {
        signals.push({ symbol: symbol.symbol, side: 'enter', reason: 'rule', time, price: symbol.close[last]! });
      }
    }
    return signals;
  }

  result(): BacktestResult {
    const signals = this.lastBarSignals();
    const { quantity, entryPrice, entryCosts, entryBar, lastClose, trade } = this.books;
    for (const s of this.open) {
      const held = trade[s]!;
      held.profit = this.direction * quantity[s]! * (lastClose[s]! - entryPrice[s]!) - entryCosts[s]!;
      held.return = held.profit / (quantity[s]! * entryPrice[s]! + entryCosts[s]!);
      held.barsHeld = this.cursor[s]! - entryBar[s]!;
    }
    const buyAndHold = buyAndHoldCurve(this.symbols, this.first, this.end, this.timeline, this.strategy.startingCash);
    return {
      trades: this.trades,
      equity: { time: this.clock.slice(), equity: this.equity, invested: this.invested },
      buyAndHold,
      costs: this.paid,
      startingCash: this.strategy.startingCash,
      signals,
    };
  }
}
