import { PAPER_BOUNDS, type PaperEquityPoint, type PaperFill, type PaperOrder, type PaperPosition } from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import { accountDay } from './paperMarkets.js';
import { sellable } from './paperMarkets.js';
import type { PaperAccountsTable, PaperFillsTable, PaperOrdersTable } from './paperTables.js';
import { moneyOf } from './accounts.js';

const numberOrNull = (value: number | null): number | null => (value === null ? null : Number(value));

export function orderView(row: PaperOrdersTable): PaperOrder {
  return {
    id: row.id,
    accountId: row.account_id,
    run: Number(row.run),
    symbol: row.symbol,
    market: row.market,
    side: row.side,
    type: row.type,
    quantity: Number(row.quantity),
    limit: numberOrNull(row.limit_price),
    stop: numberOrNull(row.stop_price),
    trailPercent: numberOrNull(row.trail_percent),
    trailAmount: numberOrNull(row.trail_amount),
    timeInForce: row.time_in_force,
    status: row.status,
    parentId: row.parent_id,
    bracket: row.bracket,
    source: row.source,
    placedAt: Number(row.placed_at),
    updatedAt: Number(row.updated_at),
    fillPrice: numberOrNull(row.fill_price),
    fee: numberOrNull(row.fee),
    filledAt: numberOrNull(row.filled_at),
    reason: row.reason,
  };
}

/** A run the account has had; the current one when none is named. */
function runOf(account: PaperAccountsTable, run: number | undefined): number {
  if (run === undefined) return Number(account.run);
  if (run > Number(account.run)) throw new AppError(404, 'notFound', {}, 'run');
  return run;
}

export async function accountOrders(
  db: Db,
  account: PaperAccountsTable,
  asked: { view: 'open' | 'history' | 'all'; run?: number | undefined; limit?: number | undefined },
): Promise<PaperOrder[]> {
  let query = db.selectFrom('paper_orders').selectAll().where('account_id', '=', account.id).where('run', '=', runOf(account, asked.run));
  if (asked.view === 'open') query = query.where('status', 'in', ['open', 'waiting']);
  if (asked.view === 'history') query = query.where('status', 'not in', ['open', 'waiting']);
  const rows = await query
    .orderBy('placed_at', 'desc')
    .orderBy('id')
    .limit(asked.limit ?? PAPER_BOUNDS.historyRows)
    .execute();
  return rows.map(orderView);
}

export async function accountFills(db: Db, account: PaperAccountsTable, asked: { run?: number | undefined; limit?: number | undefined }): Promise<PaperFill[]> {
  const rows = await db
    .selectFrom('paper_fills')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('run', '=', runOf(account, asked.run))
    .orderBy('filled_at', 'desc')
    .orderBy('id')
    .limit(asked.limit ?? PAPER_BOUNDS.historyRows)
    .execute();
  return rows.map(fillView);
}

export function fillView(row: PaperFillsTable): PaperFill {
  return {
    id: row.id,
    orderId: row.order_id,
    run: Number(row.run),
    symbol: row.symbol,
    side: row.side,
    quantity: Number(row.quantity),
    price: Number(row.price),
    fee: Number(row.fee),
    realised: Number(row.realised),
    filledAt: Number(row.filled_at),
  };
}

/** The run's equity at each day's end; today's (the current run's) as it stands now. */
export async function equityCurve(db: Db, account: PaperAccountsTable, askedRun: number | undefined, now: number) {
  const run = runOf(account, askedRun);
  const started = await db.selectFrom('paper_runs').select('starting_balance').where('account_id', '=', account.id).where('run', '=', run).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('paper_equity').selectAll().where('account_id', '=', account.id).where('run', '=', run).orderBy('day').execute();
  const points: PaperEquityPoint[] = rows.map((row) => ({ day: row.day, equity: Number(row.equity), cash: Number(row.cash) }));
  if (run === Number(account.run)) {
    const { equity, cash } = await moneyOf(db, account);
    const day = accountDay(account.currency, now);
    const today = { day, equity, cash };
    if (points.at(-1)?.day === day) points[points.length - 1] = today;
    else points.push(today);
  }
  return { run, startingBalance: Number(started.starting_balance), points };
}

export async function accountPositions(db: Db, account: PaperAccountsTable, now: number) {
  const rows = await db
    .selectFrom('paper_positions')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('run', '=', account.run)
    .orderBy('symbol')
    .execute();
  let realised = 0;
  let unrealised = 0;
  const positions: PaperPosition[] = [];
  for (const row of rows) {
    const quantity = Number(row.quantity);
    const mark = Number(row.mark);
    const average = Number(row.average_price);
    const open = quantity * (mark - average);
    realised += Number(row.realised);
    unrealised += open;
    if (quantity === 0) continue;
    positions.push({
      symbol: row.symbol,
      market: row.market,
      quantity,
      averagePrice: average,
      sellable: sellable(row, row.market, now),
      lastPrice: mark,
      marketValue: quantity * mark,
      unrealised: open,
      realised: Number(row.realised),
    });
  }
  const { equity } = await moneyOf(db, account);
  const today = accountDay(account.currency, now);
  const before = await db
    .selectFrom('paper_equity')
    .select('equity')
    .where('account_id', '=', account.id)
    .where('run', '=', account.run)
    .where('day', '<', today)
    .orderBy('day', 'desc')
    .executeTakeFirst();
  const dayStart = before ? Number(before.equity) : Number(account.starting_balance);
  return { positions, realised, unrealised, dayPnl: equity - dayStart };
}
