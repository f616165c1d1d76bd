import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { holdAccount, moneyOf, writeEquity } from './accounts.js';
import type { PaperOrdersTable, PaperPositionsTable } from './paperTables.js';

/** A fill as the order module made it. */
export interface Filled {
  price: number;
  quantity: number;
  fee: number;
  /** The market's trading day of the fill, for T+1. */
  day: number;
}

/** The position after a fill, and the profit or loss the fill closed (before its fee). */
export function positionAfter(position: Pick<PaperPositionsTable, 'quantity' | 'average_price'>, buying: boolean, quantity: number, price: number) {
  const held = Number(position.quantity);
  const average = Number(position.average_price);
  const signed = buying ? quantity : -quantity;
  const closing = held !== 0 && Math.sign(held) !== Math.sign(signed) ? Math.min(Math.abs(held), quantity) : 0;
  const closed = closing * (held > 0 ? price - average : average - price);
  const after = held + signed;
  // Adding keeps a weighted average; a flip opens the rest at the fill's price; closing part keeps the average.
  const averageAfter =
    Math.abs(after) < 1e-9 ? 0 : closing === 0 ? (Math.abs(held) * average + quantity * price) / Math.abs(after) : closing < quantity ? price : average;
  return { quantity: Math.abs(after) < 1e-9 ? 0 : after, average: averageAfter, closed };
}

/**
 * Records one fill, once among all processes, inside the caller's transaction: with the account held, the order
 * passes from open to filled only if it is still open (and its fill's order id is unique), the cash and the position
 * follow, a bracket's other exit is cancelled and its exits open with the entry's quantity. A fill that would spend
 * more than the buying power (a market order whose price ran past what it reserved) cancels the order instead.
 * Answers whether it was recorded.
 */
export async function recordFill(trx: Db, order: PaperOrdersTable, fill: Filled, now: number): Promise<boolean> {
  const account = await holdAccount(trx, null, order.account_id, now);
  // Claimed first: a second process reading the same tick finds it filled and records nothing.
  const row = await trx
    .updateTable('paper_orders')
    .set({ status: 'filled', quantity: fill.quantity, fill_price: fill.price, fee: fill.fee, filled_at: now, updated_at: now })
    .where('id', '=', order.id)
    .where('status', '=', 'open')
    .where('run', '=', account.run)
    .returningAll()
    .executeTakeFirst();
  if (!row) return false;
  const buying = row.side === 'buy';
  const position = await trx
    .selectFrom('paper_positions')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('run', '=', account.run)
    .where('symbol', '=', row.symbol)
    .executeTakeFirst();
  const held = position ? Number(position.quantity) : 0;
  const opening = fill.quantity - Math.max(buying ? -held : held, 0);
  // The claimed order holds no reserve any more, so this is the buying power with its own given back.
  const money = await moneyOf(trx, account);
  if (opening > 1e-9 && opening * fill.price + fill.fee > money.buyingPower + 1e-6) {
    await trx
      .updateTable('paper_orders')
      .set({ status: 'cancelled', quantity: order.quantity, fill_price: null, fee: null, filled_at: null, reason: 'orderBuyingPower' })
      .where('id', '=', row.id)
      .execute();
    await trx.updateTable('paper_orders').set({ status: 'cancelled', updated_at: now }).where('parent_id', '=', row.id).where('status', '=', 'waiting').execute();
    return false;
  }
  const after = positionAfter(position ?? { quantity: 0, average_price: 0 }, buying, fill.quantity, fill.price);
  const realised = after.closed - fill.fee;
  await trx
    .insertInto('paper_fills')
    .values({
      id: randomUUID(),
      order_id: row.id,
      account_id: account.id,
      run: Number(account.run),
      symbol: row.symbol,
      side: row.side,
      quantity: fill.quantity,
      price: fill.price,
      fee: fill.fee,
      realised,
      filled_at: now,
    })
    .execute();
  const boughtToday = buying ? (position && Number(position.bought_on) === fill.day ? Number(position.bought_today) : 0) + fill.quantity : Number(position?.bought_today ?? 0);
  const next: PaperPositionsTable = {
    account_id: account.id,
    run: Number(account.run),
    symbol: row.symbol,
    market: row.market,
    quantity: after.quantity,
    average_price: after.average,
    realised: Number(position?.realised ?? 0) + realised,
    bought_today: boughtToday,
    bought_on: buying ? fill.day : Number(position?.bought_on ?? 0),
    mark: fill.price,
  };
  if (position) {
    const { account_id, run, symbol, ...changes } = next;
    await trx.updateTable('paper_positions').set(changes).where('account_id', '=', account_id).where('run', '=', run).where('symbol', '=', symbol).execute();
  } else {
    await trx.insertInto('paper_positions').values(next).execute();
  }
  const cash = Number(account.cash) + (buying ? -(fill.quantity * fill.price + fill.fee) : fill.quantity * fill.price - fill.fee);
  await trx.updateTable('paper_accounts').set({ cash }).where('id', '=', account.id).execute();
  if (row.parent_id !== null) {
    // One exit of a bracket filled: the other cancels (one cancels the other).
    await trx
      .updateTable('paper_orders')
      .set({ status: 'cancelled', updated_at: now })
      .where('parent_id', '=', row.parent_id)
      .where('id', '!=', row.id)
      .where('status', 'in', ['open', 'waiting'])
      .execute();
  }
  if (row.bracket === 'entry') {
    await trx
      .updateTable('paper_orders')
      .set({ status: 'open', quantity: fill.quantity, active_from: now, updated_at: now })
      .where('parent_id', '=', row.id)
      .where('status', '=', 'waiting')
      .execute();
  }
  if (after.quantity === 0) {
    // Exits have nothing left to close once the symbol is flat.
    await trx
      .updateTable('paper_orders')
      .set({ status: 'cancelled', updated_at: now })
      .where('account_id', '=', account.id)
      .where('run', '=', account.run)
      .where('symbol', '=', row.symbol)
      .where('bracket', 'in', ['takeProfit', 'stopLoss'])
      .where('status', '=', 'open')
      .execute();
  }
  // The other holdings keep their marks: equity moves by the cash and by this holding at the fill's price.
  const equity = money.equity + (cash - Number(account.cash)) + after.quantity * fill.price - held * Number(position?.mark ?? 0);
  await writeEquity(trx, account, now, equity, cash);
  return true;
}

/** Accounts whose fills one transaction records: one commit for many fills, few enough to keep its locks short. */
const ACCOUNTS_PER_TRANSACTION = 50;
/** Transactions of one tick under way at once, within the pool's connections. */
const TRANSACTIONS_AT_ONCE = 4;

/**
 * Records a tick's fills, each account's in the order they filled. Accounts are held in the order of their ids, in
 * every transaction of every process, so two processes recording the same tick wait for each other rather than
 * deadlock; groups of accounts go side by side.
 */
export async function recordFills(db: Db, fills: readonly { row: PaperOrdersTable; fill: Filled }[], now: number): Promise<void> {
  const byAccount = new Map<string, { row: PaperOrdersTable; fill: Filled }[]>();
  for (const one of fills) byAccount.set(one.row.account_id, [...(byAccount.get(one.row.account_id) ?? []), one]);
  const accounts = [...byAccount.keys()].sort();
  const groups: string[][] = [];
  for (let at = 0; at < accounts.length; at += ACCOUNTS_PER_TRANSACTION) groups.push(accounts.slice(at, at + ACCOUNTS_PER_TRANSACTION));
  const record = async (group: string[]) =>
    db.transaction().execute(async (trx) => {
      for (const account of group) for (const { row, fill } of byAccount.get(account)!) await recordFill(trx, row, fill, now);
    });
  let next = 0;
  const worker = async () => {
    while (next < groups.length) await record(groups[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(TRANSACTIONS_AT_ONCE, groups.length) }, worker));
}
