import { fillsOn, newOrder, type Order, type SymbolRules, type SymbolState } from '@signaldesk/backtest';
import type { Candle } from '@signaldesk/market-data';
import type { Db } from '../db/database.js';
import type { LiveCharts } from '../realtime/liveCharts.js';
import { keepEquity } from './accounts.js';
import { recordFills } from './fillRecord.js';
import { inSession, rulesOf, stateOf, tradingDayOf } from './paperMarkets.js';
import type { PaperOrdersTable } from './paperTables.js';

/** The series whose ticks fill orders: the finest the feed has, so a price is seen as soon as it is shown. */
const FILL_DURATION = '1m';
/** How soon another process's new orders are followed here; this process's own are at once. */
const REFRESH_MS = 30_000;
/** How often day orders past their session are expired and each account's equity of the day is written. */
const SWEEP_MS = 60_000;

export interface PaperFillerDeps {
  db: Db;
  live: LiveCharts;
  now: () => number;
  /** The close of the trading day before today, where the market has daily limits; NaN when unknown. */
  previousClose: (symbol: string) => Promise<number>;
  onError: (error: unknown, context: string) => void;
}

export interface PaperFiller {
  /** Follows the feed of a symbol with working orders: at a placing here, at once. */
  watch(symbol: string): Promise<void>;
  /** The last price the feed showed for a symbol followed here, or null. */
  lastPrice(symbol: string): number | null;
  /** Reads which symbols have working orders or positions again and follows them: at the start, then now and then. */
  refresh(): Promise<void>;
  /** Expires day orders whose session has ended and writes each account's equity of the day; timers or tests call it. */
  sweep(): Promise<void>;
  startTimers(): void;
  /** Resolves once every tick heard so far has been read against the orders and its fills recorded. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The prices of one tick, for orders working since before it moved and for orders placed since. */
interface Tick {
  /** The range the price travelled since the last tick, its open the first price of it. */
  range: { open: number; high: number; low: number };
  /** Orders active from this moment on or before get the range; later ones only the price shown now. */
  since: number;
  price: number;
  /** When the bar ended: a bar that closed before an order was placed is old news to it. */
  until: number;
}

const FILL_BAR_SECONDS = 60;
const NO_PRICE = { open: Number.NaN, high: Number.NaN, low: Number.NaN };

/** What of a tick an order sees: the range, the price shown now, or nothing (a bar that ended before it was placed). */
function sightOf(activeFrom: number, tick: Tick): 'range' | 'point' | 'none' {
  if (activeFrom <= tick.since) return 'range';
  return activeFrom < tick.until ? 'point' : 'none';
}

/**
 * An appended bar's whole range is news to orders placed before it opened; a replaced bar's news is only how far its
 * high and low moved since the last tick, ending at the price shown now (which counts as where that move opened).
 */
function tickOf(mode: 'append' | 'replace', bar: Candle, before: Candle | null, lastHeard: number | undefined): Tick {
  const price = bar.close;
  const until = bar.ts + FILL_BAR_SECONDS;
  if (mode === 'append') return { range: { open: bar.open, high: bar.high, low: bar.low }, since: bar.ts, price, until };
  const high = before && bar.high > before.high ? bar.high : price;
  const low = before && bar.low < before.low ? bar.low : price;
  return { range: { open: price, high: Math.max(high, price), low: Math.min(low, price) }, since: lastHeard ?? Number.NEGATIVE_INFINITY, price, until };
}

const num = (value: number | null): number => (value === null ? Number.NaN : Number(value));

/** An order row as the order module reads it, in its slot. */
function orderOf(row: PaperOrdersTable, slot: number): Order {
  const order = newOrder({
    slot,
    side: row.side,
    type: row.type,
    quantity: Number(row.quantity),
    timeInForce: row.time_in_force,
    closing: row.bracket === 'takeProfit' || row.bracket === 'stopLoss',
    ...(row.limit_price !== null ? { limit: Number(row.limit_price) } : {}),
    ...(row.trail_percent !== null ? { trailPercent: Number(row.trail_percent) } : {}),
    ...(row.trail_amount !== null ? { trailAmount: Number(row.trail_amount) } : {}),
    ...(row.extreme !== null ? { lastPrice: Number(row.extreme) } : {}),
  });
  order.stop = num(row.stop_price);
  order.triggered = row.triggered === 1;
  order.status = row.status === 'waiting' ? 'waiting' : 'open';
  return order;
}

/** The working orders of one symbol, as the order module reads them: slots by account and by what they may see of the tick. */
function bookOf(rows: readonly PaperOrdersTable[], tick: Tick) {
  const slots = new Map<string, number>();
  const accountSlots: string[] = [];
  const orders: Order[] = [];
  const byId = new Map<string, { order: Order; row: PaperOrdersTable }>();
  const rowOf = new Map<Order, PaperOrdersTable>();
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  for (const row of rows) {
    const sight = sightOf(Number(row.active_from), tick);
    const key = `${row.account_id}:${sight}`;
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = open.length;
      slots.set(key, slot);
      accountSlots.push(row.account_id);
      const quote = sight === 'range' ? tick.range : sight === 'point' ? { open: tick.price, high: tick.price, low: tick.price } : NO_PRICE;
      open.push(quote.open);
      high.push(quote.high);
      low.push(quote.low);
    }
    const order = orderOf(row, slot);
    orders.push(order);
    byId.set(row.id, { order, row });
    rowOf.set(order, row);
  }
  // A bracket's exits cancel each other and wait for their entry.
  const exits = new Map<string, Order[]>();
  for (const { order, row } of byId.values()) {
    if (row.parent_id === null) continue;
    const group = exits.get(row.parent_id) ?? [];
    group.push(order);
    order.group = group;
    exits.set(row.parent_id, group);
  }
  for (const [parentId, group] of exits) {
    const parent = byId.get(parentId);
    if (parent) parent.order.children = group;
  }
  return { orders, byId, rowOf, accountSlots, quotes: { open, high, low } };
}

export function createPaperFiller(deps: PaperFillerDeps): PaperFiller {
  const { db, live, now } = deps;
  const following = new Map<string, Promise<(() => void) | null>>();
  const lastHeard = new Map<string, number>();
  const lastPrices = new Map<string, number>();
  const passes = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let closed = false;

  /** Day orders whose session has ended expire: of one symbol before its tick is read, of all at each sweep. */
  async function expireDayOrders(time: number, symbol?: string): Promise<void> {
    let update = db
      .updateTable('paper_orders')
      .set({ status: 'expired', updated_at: time })
      .where('time_in_force', '=', 'day')
      .where('status', 'in', ['open', 'waiting'])
      .where('session_close', '<=', time);
    if (symbol !== undefined) update = update.where('symbol', '=', symbol);
    await update.execute();
  }

  /** Reads one tick against the symbol's working orders and records what it filled. */
  async function pass(symbol: string, tick: Tick): Promise<void> {
    const time = now();
    // The current runs' holdings take the price shown; an earlier run's stay as that run left them.
    await db
      .updateTable('paper_positions')
      .set({ mark: tick.price })
      .where('symbol', '=', symbol)
      .where('quantity', '!=', 0)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('paper_accounts')
            .select('paper_accounts.id')
            .whereRef('paper_accounts.id', '=', 'paper_positions.account_id')
            .whereRef('paper_accounts.run', '=', 'paper_positions.run'),
        ),
      )
      .execute();
    await expireDayOrders(time, symbol);
    const rows = await db.selectFrom('paper_orders').selectAll().where('symbol', '=', symbol).where('status', 'in', ['open', 'waiting']).orderBy('placed_at').orderBy('id').execute();
    if (rows.length === 0) return;
    const market = rows[0]!.market;
    const rules: SymbolRules = rulesOf(symbol, market);
    const book = bookOf(rows, tick);
    const previousClose = market === 'CN' ? await deps.previousClose(symbol) : Number.NaN;
    const accounts = [...new Set(book.accountSlots)];
    const positions = await db
      .selectFrom('paper_positions')
      .innerJoin('paper_accounts', (join) => join.onRef('paper_accounts.id', '=', 'paper_positions.account_id').onRef('paper_accounts.run', '=', 'paper_positions.run'))
      .selectAll('paper_positions')
      .where('paper_positions.symbol', '=', symbol)
      .execute();
    // The slots of one account share its holding.
    const positionOf = new Map(positions.map((position) => [position.account_id, position]));
    const holdings = new Map<string, SymbolState>(accounts.map((id) => [id, stateOf(positionOf.get(id), symbol, market, time, previousClose)]));
    const states = book.accountSlots.map((id) => holdings.get(id)!);
    const day = tradingDayOf(market, time);
    const trading = inSession(symbol, time);
    const fills: Order[] = [];
    fillsOn(book.orders, book.quotes, { time, rules: book.accountSlots.map(() => rules), states, dayOf: () => day, inSession: () => trading }, fills);
    const filled = new Set(fills);
    await recordFills(
      db,
      fills.map((order) => ({ row: book.rowOf.get(order)!, fill: { price: order.fillPrice, quantity: order.quantity, fee: order.fee, day } })),
      time,
    );
    // Trailing stops that moved and stop-limits whose stop was reached keep that; exits left with nothing to close end.
    for (const { order, row } of book.byId.values()) {
      if (filled.has(order) || row.status !== 'open') continue;
      const stop = Number.isNaN(order.stop) ? null : order.stop;
      const extreme = Number.isNaN(order.extreme) ? null : order.extreme;
      const triggered = order.triggered ? 1 : 0;
      const cancelled = order.status === 'cancelled';
      if (!cancelled && stop === num(row.stop_price) && extreme === (row.extreme === null ? null : Number(row.extreme)) && triggered === row.triggered) continue;
      await db
        .updateTable('paper_orders')
        .set(cancelled ? { status: 'cancelled', updated_at: time } : { stop_price: stop, extreme, triggered, updated_at: time })
        .where('id', '=', row.id)
        .where('status', '=', 'open')
        .execute();
    }
  }

  function heard(symbol: string, mode: 'append' | 'replace', bar: Candle, before: Candle | null): void {
    const tick = tickOf(mode, bar, before, lastHeard.get(symbol));
    lastHeard.set(symbol, now());
    lastPrices.set(symbol, tick.price);
    // One pass at a time per symbol, in the order the ticks came.
    const previous = passes.get(symbol) ?? Promise.resolve();
    const next = previous
      .then(() => pass(symbol, tick))
      .catch((error: unknown) => deps.onError(error, `paper orders of ${symbol} could not be filled`));
    passes.set(symbol, next);
    void next.finally(() => {
      if (passes.get(symbol) === next) passes.delete(symbol);
    });
  }

  function follow(symbol: string): Promise<(() => void) | null> {
    return live
      .follow(symbol, FILL_DURATION, (mode, _ohlcs, bar, before) => heard(symbol, mode, bar, before))
      .then((stop) => {
        lastHeard.set(symbol, now());
        return stop;
      })
      .catch((error: unknown) => {
        deps.onError(error, `the live feed of ${symbol} could not be followed for paper orders`);
        following.delete(symbol);
        return null;
      });
  }

  async function watch(symbol: string): Promise<void> {
    if (closed) return;
    if (!following.has(symbol)) following.set(symbol, follow(symbol));
    await following.get(symbol);
  }

  async function refresh(): Promise<void> {
    const working = await db.selectFrom('paper_orders').select('symbol').distinct().where('status', 'in', ['open', 'waiting']).execute();
    const held = await db
      .selectFrom('paper_positions')
      .innerJoin('paper_accounts', (join) => join.onRef('paper_accounts.id', '=', 'paper_positions.account_id').onRef('paper_accounts.run', '=', 'paper_positions.run'))
      .select('paper_positions.symbol')
      .distinct()
      .where('paper_positions.quantity', '!=', 0)
      .execute();
    const wanted = new Set([...working, ...held].map((row) => row.symbol));
    await Promise.all([...wanted].map(watch));
    for (const [symbol, stop] of [...following]) {
      if (wanted.has(symbol)) continue;
      following.delete(symbol);
      (await stop)?.();
    }
  }

  async function sweep(): Promise<void> {
    const time = now();
    await expireDayOrders(time);
    // Only holdings move an account's equity between its fills, and each fill writes the day's point itself.
    const holding = await db
      .selectFrom('paper_accounts')
      .selectAll('paper_accounts')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('paper_positions')
            .select('paper_positions.symbol')
            .whereRef('paper_positions.account_id', '=', 'paper_accounts.id')
            .whereRef('paper_positions.run', '=', 'paper_accounts.run')
            .where('paper_positions.quantity', '!=', 0),
        ),
      )
      .execute();
    for (const account of holding) await keepEquity(db, account, time);
  }

  return {
    watch,
    lastPrice: (symbol) => lastPrices.get(symbol) ?? null,
    refresh,
    sweep,
    startTimers() {
      const every = (ms: number, work: () => Promise<void>, context: string) => {
        const timer = setInterval(() => void work().catch((error: unknown) => deps.onError(error, context)), ms);
        timer.unref();
        timers.push(timer);
      };
      every(REFRESH_MS, refresh, 'paper orders could not be read again');
      every(SWEEP_MS, sweep, 'paper day orders could not be expired');
    },
    async settled() {
      while (passes.size > 0) await Promise.allSettled([...passes.values()]);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      for (const stop of following.values()) (await stop)?.();
      following.clear();
      while (passes.size > 0) await Promise.allSettled([...passes.values()]);
    },
  };
}
