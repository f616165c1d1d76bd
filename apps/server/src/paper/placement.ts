import { randomUUID } from 'node:crypto';
import { type BracketSpec, feeOf, newOrder, type OrderProblem, type OrderSpec, onTick, type SymbolRules, validateOrder } from '@signaldesk/backtest';
import type { PaperMarket, PaperOrder, PaperOrderChange, PaperPlanLimits, paperOrderRequestSchema } from '@signaldesk/contract';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import { accountNotFound, accountView, holdAccount, holdTrader, moneyOf } from './accounts.js';
import { paperMarketOf, rulesOf, sellable, sessionCloseOf } from './paperMarkets.js';
import { orderView } from './paperReads.js';
import type { PaperAccountsTable, PaperOrdersTable, PaperPositionsTable } from './paperTables.js';

export type PlacedOrder = z.output<typeof paperOrderRequestSchema>;

export interface PlacementDeps {
  db: Db;
  now: () => number;
  /** The last price the feed showed for a symbol, or null when none is known. */
  lastPrice: (symbol: string) => Promise<number | null>;
}

export const orderNotFound = () => new AppError(404, 'paperOrderNotFound', {}, 'orderId');

const PRICE_FIELDS = ['limit', 'stop', 'trailAmount', 'trailPercent', 'takeProfit', 'stopLoss'] as const;
type Priced = Partial<Record<(typeof PRICE_FIELDS)[number], number>>;

/** The field a problem of the order module is about, for the refusal to name: the first price it finds wrong. */
function fieldOf(problem: OrderProblem, rules: SymbolRules, prices: Priced): string {
  if (problem === 'orderBracketInvalid') return prices.takeProfit !== undefined ? 'takeProfit' : 'stopLoss';
  if (problem === 'orderTickSize') return PRICE_FIELDS.find((field) => field !== 'trailPercent' && prices[field] !== undefined && !onTick(rules, prices[field])) ?? 'limit';
  if (problem === 'orderPriceInvalid') return PRICE_FIELDS.find((field) => prices[field] !== undefined) ?? 'limit';
  return 'quantity';
}

async function positionOf(db: Db, account: PaperAccountsTable, symbol: string): Promise<PaperPositionsTable | undefined> {
  return db
    .selectFrom('paper_positions')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('run', '=', account.run)
    .where('symbol', '=', symbol)
    .executeTakeFirst();
}

/** Shares already promised to open sell orders of the symbol (a bracket's exits close their own entry and count not). */
async function pendingSales(db: Db, account: PaperAccountsTable, symbol: string, except: string | null): Promise<number> {
  let query = db
    .selectFrom('paper_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('quantity'))
    .where('account_id', '=', account.id)
    .where('run', '=', account.run)
    .where('symbol', '=', symbol)
    .where('side', '=', 'sell')
    .where('status', '=', 'open')
    .where('parent_id', 'is', null);
  if (except) query = query.where('id', '!=', except);
  return Number((await query.executeTakeFirstOrThrow()).quantity);
}

/** What an order holds of the cash while open: a buy its cost, a sale beyond the shares held its short's margin. */
function reserveOf(spec: OrderSpec, rules: SymbolRules, held: number, lastPrice: number): number {
  const price = spec.limit ?? spec.stop ?? lastPrice;
  const quantity = spec.quantity as number;
  if (spec.side === 'buy') return quantity * price + feeOf(rules.costs, true, quantity, price);
  const short = quantity - Math.max(held, 0);
  return short > 1e-9 ? short * price + feeOf(rules.costs, false, short, price) : 0;
}

/**
 * The order module's checks with the account's buying power (less what this order held before, for a change), then
 * T+1: A-shares bought today are not sold today.
 */
async function check(
  db: Db,
  account: PaperAccountsTable,
  order: { symbol: string; market: PaperMarket; spec: OrderSpec; exits: BracketSpec | undefined; lastPrice: number; replaces: PaperOrdersTable | null },
  now: number,
): Promise<{ reserved: number }> {
  const { symbol, market, spec, exits, lastPrice, replaces } = order;
  const rules = rulesOf(symbol, market);
  const position = await positionOf(db, account, symbol);
  const promised = spec.side === 'sell' ? await pendingSales(db, account, symbol, replaces?.id ?? null) : 0;
  const held = (position ? Number(position.quantity) : 0) - promised;
  const money = await moneyOf(db, account);
  const buyingPower = money.buyingPower + (replaces ? Number(replaces.reserved) : 0);
  const problem = validateOrder(spec, rules, { held, buyingPower, lastPrice }, exits);
  if (problem) throw new AppError(422, problem, {}, fieldOf(problem, rules, { ...spec, ...exits }));
  if (spec.side === 'sell' && rules.nextDaySale && (spec.quantity as number) > sellable(position, market, now) - promised + 1e-9) {
    throw new AppError(422, 'orderNextDaySale', {}, 'quantity');
  }
  return { reserved: reserveOf(spec, rules, held, lastPrice) };
}

async function openOrderCount(db: Db, userid: string): Promise<number> {
  const { count } = await db
    .selectFrom('paper_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userid', '=', userid)
    .where('status', 'in', ['open', 'waiting'])
    .executeTakeFirstOrThrow();
  return Number(count);
}

const specOf = (order: { side: 'buy' | 'sell'; type: PaperOrder['type']; quantity: number; limit?: number | undefined; stop?: number | undefined; trailPercent?: number | undefined; trailAmount?: number | undefined; timeInForce: 'day' | 'gtc' }, lastPrice: number): OrderSpec => ({
  slot: 0,
  side: order.side,
  type: order.type,
  quantity: order.quantity,
  lastPrice,
  timeInForce: order.timeInForce,
  ...(order.limit !== undefined ? { limit: order.limit } : {}),
  ...(order.stop !== undefined ? { stop: order.stop } : {}),
  ...(order.trailPercent !== undefined ? { trailPercent: order.trailPercent } : {}),
  ...(order.trailAmount !== undefined ? { trailAmount: order.trailAmount } : {}),
});

async function priceNow(deps: PlacementDeps, symbol: string): Promise<number> {
  const price = await deps.lastPrice(symbol);
  if (price === null || !(price > 0)) throw new AppError(409, 'paperNoPrice', { symbol }, 'symbol');
  return price;
}

/**
 * Places an order, with its take-profit and stop-loss waiting for it when they are given. Checked and written while
 * the account is held, so two orders at once never spend the same buying power; the open orders are counted after
 * the trader's row is held, so a flood of placings cannot all see the same count.
 */
export async function placeOrder(deps: PlacementDeps, userid: string, asked: PlacedOrder, limits: PaperPlanLimits) {
  const { db } = deps;
  const now = deps.now();
  const owned = await db.selectFrom('paper_accounts').select('currency').where('id', '=', asked.accountId).where('userid', '=', userid).executeTakeFirst();
  if (!owned) throw accountNotFound();
  const market = await paperMarketOf(db, asked.symbol, owned.currency);
  const lastPrice = await priceNow(deps, asked.symbol);
  const spec = specOf(asked, lastPrice);
  const exits: BracketSpec | undefined =
    asked.takeProfit !== undefined || asked.stopLoss !== undefined
      ? { ...(asked.takeProfit !== undefined ? { takeProfit: asked.takeProfit } : {}), ...(asked.stopLoss !== undefined ? { stopLoss: asked.stopLoss } : {}) }
      : undefined;
  return db.transaction().execute(async (trx) => {
    await holdTrader(trx, userid);
    const account = await holdAccount(trx, userid, asked.accountId, now);
    const { reserved } = await check(trx, account, { symbol: asked.symbol, market, spec, exits, lastPrice, replaces: null }, now);
    const adding = 1 + (asked.takeProfit !== undefined ? 1 : 0) + (asked.stopLoss !== undefined ? 1 : 0);
    if ((await openOrderCount(trx, userid)) + adding > limits.openOrders) throw new AppError(409, 'paperOpenOrderLimitReached', { limit: limits.openOrders });
    const base = {
      account_id: account.id,
      userid,
      run: Number(account.run),
      symbol: asked.symbol,
      market,
      quantity: asked.quantity,
      triggered: 0,
      time_in_force: asked.timeInForce,
      source: asked.source,
      session_close: sessionCloseOf(asked.symbol, now),
      active_from: now,
      placed_at: now,
      updated_at: now,
      fill_price: null,
      fee: null,
      filled_at: null,
      reason: null,
    };
    const trailing = asked.type === 'trailingStop';
    const entry: PaperOrdersTable = {
      ...base,
      id: randomUUID(),
      side: asked.side,
      type: asked.type,
      limit_price: asked.limit ?? null,
      stop_price: trailing ? newOrder(spec).stop : (asked.stop ?? null),
      trail_percent: asked.trailPercent ?? null,
      trail_amount: asked.trailAmount ?? null,
      extreme: trailing ? lastPrice : null,
      status: 'open',
      parent_id: null,
      bracket: exits ? 'entry' : null,
      reserved,
    };
    const exit = asked.side === 'buy' ? 'sell' : 'buy';
    const child = (bracket: 'takeProfit' | 'stopLoss', price: number): PaperOrdersTable => ({
      ...base,
      id: randomUUID(),
      side: exit,
      type: bracket === 'takeProfit' ? 'limit' : 'stop',
      limit_price: bracket === 'takeProfit' ? price : null,
      stop_price: bracket === 'stopLoss' ? price : null,
      trail_percent: null,
      trail_amount: null,
      extreme: null,
      status: 'waiting',
      parent_id: entry.id,
      bracket,
      reserved: 0,
    });
    // The stop-loss before the take-profit, as the order module's bracket lists them.
    const children = [
      ...(asked.stopLoss !== undefined ? [child('stopLoss', asked.stopLoss)] : []),
      ...(asked.takeProfit !== undefined ? [child('takeProfit', asked.takeProfit)] : []),
    ];
    await trx.insertInto('paper_orders').values([entry, ...children]).execute();
    return { order: orderView(entry), children: children.map(orderView), account: await accountView(trx, account) };
  });
}

/** One of the trader's orders still working, with its account held for the change. */
async function heldOrder(db: Db, userid: string, orderId: string, now: number): Promise<{ row: PaperOrdersTable; account: PaperAccountsTable }> {
  const found = await db.selectFrom('paper_orders').selectAll().where('id', '=', orderId).where('userid', '=', userid).executeTakeFirst();
  if (!found) throw orderNotFound();
  const account = await holdAccount(db, userid, found.account_id, now);
  const row = await db.selectFrom('paper_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  if ((row.status !== 'open' && row.status !== 'waiting') || Number(row.run) !== Number(account.run)) throw new AppError(409, 'paperOrderClosed', {}, 'orderId');
  return { row, account };
}

/** The prices an order type takes; a change naming another is refused on that field. */
function fieldsTaken(type: PaperOrder['type']): ReadonlySet<string> {
  return new Set(
    {
      market: [],
      limit: ['limit'],
      stop: ['stop'],
      stopLimit: ['limit', 'stop'],
      trailingStop: ['trailPercent', 'trailAmount'],
    }[type],
  );
}

/**
 * Changes an open order's quantity or prices, checked as a new order would be with the buying power it held given
 * back. A bracket's exits keep their entry's quantity; an entry's new quantity is theirs too.
 */
export async function modifyOrder(deps: PlacementDeps, userid: string, change: PaperOrderChange) {
  const { db } = deps;
  const now = deps.now();
  return db.transaction().execute(async (trx) => {
    const { row, account } = await heldOrder(trx, userid, change.orderId, now);
    const taken = fieldsTaken(row.type);
    for (const field of ['limit', 'stop', 'trailPercent', 'trailAmount'] as const) {
      if (change[field] !== undefined && !taken.has(field)) throw new AppError(422, 'orderPriceInvalid', {}, field);
    }
    const exitOfBracket = row.bracket === 'takeProfit' || row.bracket === 'stopLoss';
    if (exitOfBracket && change.quantity !== undefined && change.quantity !== Number(row.quantity)) throw new AppError(422, 'paperOrderFixed', {}, 'quantity');
    const lastPrice = await priceNow(deps, row.symbol);
    const byPercent = change.trailPercent !== undefined || (change.trailAmount === undefined && row.trail_percent !== null);
    const trail = row.type !== 'trailingStop' ? {} : byPercent ? { trailPercent: change.trailPercent ?? Number(row.trail_percent) } : { trailAmount: change.trailAmount ?? Number(row.trail_amount) };
    const spec = specOf(
      {
        side: row.side,
        type: row.type,
        quantity: change.quantity ?? Number(row.quantity),
        timeInForce: row.time_in_force,
        ...(row.limit_price !== null || change.limit !== undefined ? { limit: change.limit ?? Number(row.limit_price) } : {}),
        ...(row.stop_price !== null && row.type !== 'trailingStop' ? { stop: change.stop ?? Number(row.stop_price) } : {}),
        ...trail,
      },
      row.extreme !== null ? Number(row.extreme) : lastPrice,
    );
    let reserved = Number(row.reserved);
    if (exitOfBracket) {
      // An exit closes what its entry opens: only its price is checked, against the market's tick.
      const rules = rulesOf(row.symbol, row.market);
      const problem = validateOrder(spec, rules, { held: spec.quantity as number, buyingPower: Number.POSITIVE_INFINITY, lastPrice }, undefined);
      if (problem) throw new AppError(422, problem, {}, fieldOf(problem, rules, spec));
    } else {
      const checked = await check(trx, account, { symbol: row.symbol, market: row.market, spec, exits: undefined, lastPrice, replaces: row }, now);
      reserved = checked.reserved;
    }
    const set: Partial<PaperOrdersTable> = {
      quantity: spec.quantity as number,
      limit_price: spec.limit ?? null,
      stop_price: row.type === 'trailingStop' ? newOrder(spec).stop : (spec.stop ?? null),
      trail_percent: spec.trailPercent ?? null,
      trail_amount: spec.trailAmount ?? null,
      reserved,
      updated_at: now,
    };
    const updated = await trx.updateTable('paper_orders').set(set).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    if (row.bracket === 'entry' && change.quantity !== undefined) {
      await trx.updateTable('paper_orders').set({ quantity: change.quantity, updated_at: now }).where('parent_id', '=', row.id).where('status', '=', 'waiting').execute();
    }
    return { order: orderView(updated), account: await accountView(trx, account) };
  });
}

/** Cancels an open order and the exits waiting for it; an order already filled, cancelled or expired answers 409. */
export async function cancelOrder(db: Db, userid: string, orderId: string, now: number) {
  return db.transaction().execute(async (trx) => {
    const { row, account } = await heldOrder(trx, userid, orderId, now);
    const updated = await trx.updateTable('paper_orders').set({ status: 'cancelled', updated_at: now }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    await trx.updateTable('paper_orders').set({ status: 'cancelled', updated_at: now }).where('parent_id', '=', row.id).where('status', '=', 'waiting').execute();
    return { order: orderView(updated), account: await accountView(trx, account) };
  });
}
