import { randomUUID } from 'node:crypto';
import type { PaperOrderStatus } from '@signaldesk/contract';
import { type Db, postgresPoolOf } from '../db/database.js';
import { accountDay } from './paperMarkets.js';
import type { PaperAccountsTable, PaperEquityTable, PaperFillsTable, PaperOrdersTable, PaperPositionsTable } from './paperTables.js';

/** A fill as the order module made it. */
export interface Filled {
  price: number;
  quantity: number;
  fee: number;
  /** The market's trading day of the fill, for T+1. */
  day: number;
}

export interface FillToRecord {
  row: PaperOrdersTable;
  fill: Filled;
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

/** Accounts whose fills one transaction records: one commit for many fills, few enough to keep its locks short. */
const ACCOUNTS_PER_TRANSACTION = 100;
/** Transactions of one tick under way at once, within the pool's connections. */
const TRANSACTIONS_AT_ONCE = 4;
/** Rows one statement writes: far inside the bound parameters SQLite and PostgreSQL take, for the widest table. */
const ROWS_PER_STATEMENT = 500;
const EXITS = ['takeProfit', 'stopLoss'] as const;

/** An order the fills of this transaction touch: its status as they leave it, and what changed. */
interface Working {
  row: PaperOrdersTable;
  status: PaperOrderStatus;
  /** Claimed by this transaction: it leaves the working orders whatever becomes of the fill. */
  claimed: boolean;
  changed: boolean;
}

/** One held account as its fills leave it, in memory until the transaction writes it back. */
interface Book {
  account: PaperAccountsTable;
  cash: number;
  /** Open orders' reserves outside `orders`, which count their own while open. */
  reservedElsewhere: number;
  positions: Map<string, PaperPositionsTable>;
  touched: Set<string>;
  orders: Working[];
  /** Equity after the last fill recorded, null while none is. */
  equity: number | null;
}

function chunks<T>(rows: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const parts: T[][] = [];
  for (let at = 0; at < rows.length; at += size) parts.push(rows.slice(at, at + size));
  return parts;
}

/**
 * Holds the accounts for their fills, so placings and other fills of them wait. PostgreSQL takes the rows in the
 * order of their ids, in every transaction of every process, so two recording one tick wait rather than deadlock;
 * SQLite writes one transaction at a time, and a write first takes its lock at once.
 */
async function holdAccounts(trx: Db, ids: readonly string[], postgres: boolean, now: number): Promise<PaperAccountsTable[]> {
  if (postgres) return trx.selectFrom('paper_accounts').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
  return trx.updateTable('paper_accounts').set({ updated_at: now }).where('id', 'in', ids).returningAll().execute();
}

/**
 * Passes the orders from open (or a bracket's exit from waiting) to filled if they still are, once among all
 * processes: a second process reading the same tick finds them filled and records nothing.
 */
async function claim(trx: Db, ids: readonly string[], from: 'open' | 'waiting', now: number): Promise<PaperOrdersTable[]> {
  const claimed: PaperOrdersTable[] = [];
  for (const part of chunks(ids)) {
    const rows = await trx
      .updateTable('paper_orders')
      .set({ status: 'filled', filled_at: now, updated_at: now })
      .where('id', 'in', part)
      .where('status', '=', from)
      .where('run', '=', (eb) => eb.selectFrom('paper_accounts').select('paper_accounts.run').whereRef('paper_accounts.id', '=', 'paper_orders.account_id'))
      .returningAll()
      .execute();
    claimed.push(...rows);
  }
  return claimed;
}

/** The held accounts with their holdings, reserves and the bracket exits the fills may open or cancel. */
async function booksOf(trx: Db, accounts: readonly PaperAccountsTable[], claimed: readonly Working[], symbols: readonly string[]): Promise<Map<string, Book>> {
  const ids = accounts.map((account) => account.id);
  const positions = await trx
    .selectFrom('paper_positions')
    .innerJoin('paper_accounts', (join) => join.onRef('paper_accounts.id', '=', 'paper_positions.account_id').onRef('paper_accounts.run', '=', 'paper_positions.run'))
    .selectAll('paper_positions')
    .where('paper_positions.account_id', 'in', ids)
    .where((eb) => eb.or([eb('paper_positions.quantity', '!=', 0), eb('paper_positions.symbol', 'in', symbols)]))
    .execute();
  const reserves = await trx
    .selectFrom('paper_orders')
    .innerJoin('paper_accounts', (join) => join.onRef('paper_accounts.id', '=', 'paper_orders.account_id').onRef('paper_accounts.run', '=', 'paper_orders.run'))
    .select((eb) => ['paper_orders.account_id', eb.fn.coalesce(eb.fn.sum<number>('paper_orders.reserved'), eb.lit(0)).as('reserved')])
    .where('paper_orders.account_id', 'in', ids)
    .where('paper_orders.status', '=', 'open')
    .groupBy('paper_orders.account_id')
    .execute();
  const exits = await trx
    .selectFrom('paper_orders')
    .innerJoin('paper_accounts', (join) => join.onRef('paper_accounts.id', '=', 'paper_orders.account_id').onRef('paper_accounts.run', '=', 'paper_orders.run'))
    .selectAll('paper_orders')
    .where('paper_orders.account_id', 'in', ids)
    .where('paper_orders.symbol', 'in', symbols)
    .where('paper_orders.bracket', 'in', EXITS)
    .where('paper_orders.status', 'in', ['open', 'waiting'])
    .execute();
  const books = new Map<string, Book>();
  for (const account of accounts) {
    books.set(account.id, { account, cash: Number(account.cash), reservedElsewhere: 0, positions: new Map(), touched: new Set(), orders: [], equity: null });
  }
  for (const position of positions) books.get(position.account_id)!.positions.set(position.symbol, position);
  for (const { account_id, reserved } of reserves) books.get(account_id)!.reservedElsewhere = Number(reserved);
  // Claimed orders no longer count in the sum; working ones read here count their own while open, so leave it.
  for (const working of claimed) books.get(working.row.account_id)!.orders.push(working);
  for (const row of exits) {
    const book = books.get(row.account_id)!;
    if (row.status === 'open') book.reservedElsewhere -= Number(row.reserved);
    book.orders.push({ row, status: row.status, claimed: false, changed: false });
  }
  return books;
}

/** Cash less every reserve still held, less each short's proceeds and margin; and cash with the holdings at their marks. */
function moneyOf(book: Book): { buyingPower: number; equity: number } {
  let reserved = book.reservedElsewhere;
  for (const order of book.orders) if (order.status === 'open') reserved += Number(order.row.reserved);
  let longs = 0;
  let shorts = 0;
  for (const position of book.positions.values()) {
    const value = Number(position.quantity) * Number(position.mark);
    if (value > 0) longs += value;
    else shorts -= value;
  }
  return { buyingPower: book.cash - reserved - 2 * shorts, equity: book.cash + longs - shorts };
}

function change(order: Working, status: PaperOrderStatus, changes: Partial<PaperOrdersTable>): void {
  order.status = status;
  order.row = { ...order.row, status, ...changes };
  order.changed = true;
}

/**
 * Applies one fill to its account's book, as recording it alone would: a fill that would spend more than the buying
 * power (a market order whose price ran past what it reserved) cancels the order instead; a bracket's other exit is
 * cancelled and its exits open with the entry's quantity; a flat symbol's exits end. Answers the fill's row, if any.
 */
function applyFill(book: Book, order: Working, fill: Filled, now: number): PaperFillsTable | null {
  if (order.status !== 'open') {
    // Ended by an earlier fill of this tick, or an exit whose entry did not fill: left so, and never filled.
    change(order, order.status, { filled_at: null });
    return null;
  }
  const { account } = book;
  const row = order.row;
  const buying = row.side === 'buy';
  const position = book.positions.get(row.symbol);
  const held = position ? Number(position.quantity) : 0;
  const opening = fill.quantity - Math.max(buying ? -held : held, 0);
  // The order holds no reserve once claimed: this is the buying power with its own given back.
  order.status = 'filled';
  const money = moneyOf(book);
  const siblings = (test: (other: Working) => boolean) => book.orders.filter((other) => other !== order && test(other));
  if (opening > 1e-9 && opening * fill.price + fill.fee > money.buyingPower + 1e-6) {
    change(order, 'cancelled', { fill_price: null, fee: null, filled_at: null, reason: 'orderBuyingPower', updated_at: now });
    for (const exit of siblings((other) => other.row.parent_id === row.id && other.status === 'waiting')) change(exit, 'cancelled', { updated_at: now });
    return null;
  }
  const after = positionAfter(position ?? { quantity: 0, average_price: 0 }, buying, fill.quantity, fill.price);
  const realised = after.closed - fill.fee;
  change(order, 'filled', { quantity: fill.quantity, fill_price: fill.price, fee: fill.fee, filled_at: now, updated_at: now });
  const boughtToday = buying ? (position && Number(position.bought_on) === fill.day ? Number(position.bought_today) : 0) + fill.quantity : Number(position?.bought_today ?? 0);
  book.positions.set(row.symbol, {
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
  });
  book.touched.add(row.symbol);
  const cashBefore = book.cash;
  book.cash += buying ? -(fill.quantity * fill.price + fill.fee) : fill.quantity * fill.price - fill.fee;
  // The other holdings keep their marks: equity moves by the cash and by this holding at the fill's price.
  book.equity = money.equity + (book.cash - cashBefore) + after.quantity * fill.price - held * Number(position?.mark ?? 0);
  if (row.parent_id !== null) {
    // One exit of a bracket filled: the other cancels (one cancels the other).
    const others = siblings((other) => other.row.parent_id === row.parent_id && (other.status === 'open' || other.status === 'waiting'));
    for (const other of others) change(other, 'cancelled', { updated_at: now });
  }
  if (row.bracket === 'entry') {
    for (const exit of siblings((other) => other.row.parent_id === row.id && other.status === 'waiting')) {
      change(exit, 'open', { quantity: fill.quantity, active_from: now, updated_at: now });
    }
  }
  if (after.quantity === 0) {
    // Exits have nothing left to close once the symbol is flat.
    const exits = siblings((other) => other.row.symbol === row.symbol && other.status === 'open' && (other.row.bracket === 'takeProfit' || other.row.bracket === 'stopLoss'));
    for (const exit of exits) change(exit, 'cancelled', { updated_at: now });
  }
  return {
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
  };
}

/** Writes the books back: each table in a few statements of many rows, whatever the number of fills. */
async function writeBooks(trx: Db, books: Iterable<Book>, fills: readonly PaperFillsTable[], now: number): Promise<void> {
  const orders: PaperOrdersTable[] = [];
  const positions: PaperPositionsTable[] = [];
  const accounts: PaperAccountsTable[] = [];
  const equity: PaperEquityTable[] = [];
  for (const book of books) {
    for (const order of book.orders) if (order.changed || order.claimed) orders.push(order.row);
    for (const symbol of book.touched) positions.push(book.positions.get(symbol)!);
    accounts.push({ ...book.account, cash: book.cash, updated_at: now });
    // The last write of a day is its point on the curve.
    if (book.equity !== null) {
      equity.push({ account_id: book.account.id, run: Number(book.account.run), day: accountDay(book.account.currency, now), equity: book.equity, cash: book.cash });
    }
  }
  // Rows already there, so each insert updates them: one statement for many rows with a value each.
  for (const part of chunks(orders)) {
    await trx
      .insertInto('paper_orders')
      .values(part)
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            quantity: eb.ref('excluded.quantity'),
            active_from: eb.ref('excluded.active_from'),
            fill_price: eb.ref('excluded.fill_price'),
            fee: eb.ref('excluded.fee'),
            filled_at: eb.ref('excluded.filled_at'),
            reason: eb.ref('excluded.reason'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          // A day order another process expired meanwhile stays expired.
          .where('paper_orders.status', 'in', ['open', 'waiting', 'filled']),
      )
      .execute();
  }
  for (const part of chunks(fills)) await trx.insertInto('paper_fills').values(part).execute();
  for (const part of chunks(positions)) {
    await trx
      .insertInto('paper_positions')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['account_id', 'run', 'symbol']).doUpdateSet((eb) => ({
          market: eb.ref('excluded.market'),
          quantity: eb.ref('excluded.quantity'),
          average_price: eb.ref('excluded.average_price'),
          realised: eb.ref('excluded.realised'),
          bought_today: eb.ref('excluded.bought_today'),
          bought_on: eb.ref('excluded.bought_on'),
          mark: eb.ref('excluded.mark'),
        })),
      )
      .execute();
  }
  for (const part of chunks(accounts)) {
    await trx
      .insertInto('paper_accounts')
      .values(part)
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ cash: eb.ref('excluded.cash'), updated_at: eb.ref('excluded.updated_at') })))
      .execute();
  }
  for (const part of chunks(equity)) {
    await trx
      .insertInto('paper_equity')
      .values(part)
      .onConflict((oc) => oc.columns(['account_id', 'run', 'day']).doUpdateSet((eb) => ({ equity: eb.ref('excluded.equity'), cash: eb.ref('excluded.cash') })))
      .execute();
  }
}

/**
 * Records the fills of a group of accounts in one transaction and about ten statements however many they are: the
 * accounts held, the orders claimed, the holdings read, each account's fills applied in the order they filled as
 * one by one they would be, and every table written back in statements of many rows.
 */
async function recordGroup(trx: Db, fills: readonly FillToRecord[], postgres: boolean, now: number): Promise<void> {
  const accounts = await holdAccounts(trx, [...new Set(fills.map(({ row }) => row.account_id))], postgres, now);
  const held = new Set(accounts.map((account) => account.id));
  const ours = fills.filter(({ row }) => held.has(row.account_id));
  if (ours.length === 0) return;
  const claimedOpen = await claim(trx, ours.map(({ row }) => row.id), 'open', now);
  // An exit still waiting fills in the tick its entry fills, once the entry's fill has opened it.
  const open = new Set(claimedOpen.map((row) => row.id));
  const claimedWaiting = await claim(trx, ours.filter(({ row }) => !open.has(row.id)).map(({ row }) => row.id), 'waiting', now);
  const before = new Map(fills.map(({ row }) => [row.id, row]));
  const claimed: Working[] = [
    ...claimedOpen.map((row): Working => ({ row, status: 'open', claimed: true, changed: false })),
    // Left waiting, an exit keeps the stamp it had.
    ...claimedWaiting.map((row): Working => ({ row: { ...row, updated_at: before.get(row.id)!.updated_at }, status: 'waiting', claimed: true, changed: false })),
  ];
  const books = await booksOf(trx, accounts, claimed, [...new Set(ours.map(({ row }) => row.symbol))]);
  const byId = new Map(claimed.map((working) => [working.row.id, working]));
  const recorded: PaperFillsTable[] = [];
  for (const { row, fill } of ours) {
    const order = byId.get(row.id);
    const book = books.get(row.account_id);
    if (!order || !book) continue;
    const filled = applyFill(book, order, fill, now);
    if (filled) recorded.push(filled);
  }
  await writeBooks(trx, books.values(), recorded, now);
}

/**
 * Records a tick's fills, each account's in the order they filled, once among all processes. Groups of accounts go
 * side by side, each in a transaction of its own; an account's fills stay in one.
 */
export async function recordFills(db: Db, fills: readonly FillToRecord[], now: number): Promise<void> {
  const byAccount = new Map<string, FillToRecord[]>();
  for (const one of fills) byAccount.set(one.row.account_id, [...(byAccount.get(one.row.account_id) ?? []), one]);
  const accounts = [...byAccount.keys()].sort();
  const groups: FillToRecord[][] = [];
  for (let at = 0; at < accounts.length; at += ACCOUNTS_PER_TRANSACTION) {
    groups.push(accounts.slice(at, at + ACCOUNTS_PER_TRANSACTION).flatMap((account) => byAccount.get(account)!));
  }
  const postgres = postgresPoolOf(db) !== undefined;
  const record = (group: FillToRecord[]) => db.transaction().execute((trx) => recordGroup(trx, group, postgres, now));
  let next = 0;
  const worker = async () => {
    while (next < groups.length) await record(groups[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(TRANSACTIONS_AT_ONCE, groups.length) }, worker));
}
