import { randomUUID } from 'node:crypto';
import {
  hasRole,
  PAPER_LIMITS,
  type PaperAccount,
  paperMarketsOf,
  type PaperCurrency,
  type PaperPlanLimits,
  type Role,
} from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import { stopTestsOfReset } from '../forwardTests/forwardReset.js';
import { AppError } from '../http/AppError.js';
import { isPromax } from '../messenger/channelSettings.js';
import { accountDay } from './paperMarkets.js';
import type { PaperAccountsTable } from './paperTables.js';

export const accountNotFound = () => new AppError(404, 'paperAccountNotFound', {}, 'accountId');

/** The paper limits of the trader's plan: vip is Plus, or Promax with a live Promax ticket (staff count as Promax). */
export async function paperLimitsOf(db: Db, userid: string, role: Role, now: number): Promise<PaperPlanLimits> {
  if (!hasRole(role, 'vip')) return PAPER_LIMITS.standard;
  return (await isPromax(db, userid, role, now)) ? PAPER_LIMITS.promax : PAPER_LIMITS.plus;
}

/** Writing the trader's own row first holds one trader's account creations, and order placings, in line. */
export async function holdTrader(db: Db, userid: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ userid: eb.ref('userid') }))
    .where('userid', '=', userid)
    .execute();
}

/**
 * Holds one of the trader's accounts for a change: placings, fills and resets of one account wait for each other, so
 * two orders at once never spend the same cash. Another trader's account, or none, reads as missing.
 */
export async function holdAccount(db: Db, userid: string | null, id: string, now: number): Promise<PaperAccountsTable> {
  let update = db.updateTable('paper_accounts').set({ updated_at: now }).where('id', '=', id);
  if (userid !== null) update = update.where('userid', '=', userid);
  const row = await update.returningAll().executeTakeFirst();
  if (!row) throw accountNotFound();
  return row;
}

/** What an account's cash is spoken for by, and what it is worth at the last prices. */
export interface AccountMoney {
  cash: number;
  reserved: number;
  margin: number;
  buyingPower: number;
  equity: number;
}

/**
 * Cash less what open orders reserve, less each short's proceeds and its margin (100 % of its value at the last
 * price, as the order module costs a short sale): what a new order may spend.
 */
export async function moneyOf(db: Db, account: PaperAccountsTable): Promise<AccountMoney> {
  const { reserved } = await db
    .selectFrom('paper_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('reserved'), eb.lit(0)).as('reserved'))
    .where('account_id', '=', account.id)
    .where('run', '=', account.run)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  const positions = await db
    .selectFrom('paper_positions')
    .select(['quantity', 'mark'])
    .where('account_id', '=', account.id)
    .where('run', '=', account.run)
    .where('quantity', '!=', 0)
    .execute();
  let longs = 0;
  let shorts = 0;
  for (const { quantity, mark } of positions) {
    const value = Number(quantity) * Number(mark);
    if (value > 0) longs += value;
    else shorts -= value;
  }
  const cash = Number(account.cash);
  return { cash, reserved: Number(reserved), margin: shorts, buyingPower: cash - Number(reserved) - 2 * shorts, equity: cash + longs - shorts };
}

export async function accountView(db: Db, account: PaperAccountsTable): Promise<PaperAccount> {
  const money = await moneyOf(db, account);
  return {
    id: account.id,
    name: account.name,
    currency: account.currency,
    markets: paperMarketsOf(account.currency),
    startingBalance: Number(account.starting_balance),
    run: Number(account.run),
    ...money,
    createdAt: Number(account.created_at),
    runStartedAt: Number(account.run_started_at),
  };
}

export async function ownAccount(db: Db, userid: string, id: string): Promise<PaperAccountsTable> {
  const row = await db.selectFrom('paper_accounts').selectAll().where('id', '=', id).where('userid', '=', userid).executeTakeFirst();
  if (!row) throw accountNotFound();
  return row;
}

export async function listAccounts(db: Db, userid: string): Promise<PaperAccount[]> {
  const rows = await db.selectFrom('paper_accounts').selectAll().where('userid', '=', userid).orderBy('created_at').orderBy('id').execute();
  return Promise.all(rows.map((row) => accountView(db, row)));
}

export interface NewAccount {
  name: string;
  currency: PaperCurrency;
  startingBalance: number;
}

export async function createAccount(db: Db, userid: string, asked: NewAccount, limits: PaperPlanLimits, now: number): Promise<PaperAccount> {
  return db.transaction().execute(async (trx) => {
    await holdTrader(trx, userid);
    const names = await trx.selectFrom('paper_accounts').select('name').where('userid', '=', userid).execute();
    if (names.length >= limits.accounts) throw new AppError(409, 'paperAccountLimitReached', { limit: limits.accounts });
    if (names.some((row) => row.name === asked.name)) throw new AppError(409, 'paperNameTaken', {}, 'name');
    const row: PaperAccountsTable = {
      id: randomUUID(),
      userid,
      name: asked.name,
      currency: asked.currency,
      run: 1,
      starting_balance: asked.startingBalance,
      cash: asked.startingBalance,
      created_at: now,
      run_started_at: now,
      updated_at: now,
    };
    await trx.insertInto('paper_accounts').values(row).execute();
    await trx.insertInto('paper_runs').values({ account_id: row.id, run: 1, starting_balance: asked.startingBalance, started_at: now, ended_at: null }).execute();
    await keepEquity(trx, row, now);
    return accountView(trx, row);
  });
}

/**
 * Starts an account again with a new run: its working orders are cancelled, its forward tests stopped, and its cash
 * is the starting balance (the one given, else the last run's). The earlier runs' orders, fills, positions and equity stay as they were.
 */
export async function resetAccount(db: Db, userid: string, id: string, startingBalance: number | undefined, now: number): Promise<PaperAccount> {
  return db.transaction().execute(async (trx) => {
    const account = await holdAccount(trx, userid, id, now);
    await trx
      .updateTable('paper_orders')
      .set({ status: 'cancelled', updated_at: now })
      .where('account_id', '=', id)
      .where('status', 'in', ['open', 'waiting'])
      .execute();
    await trx.updateTable('paper_runs').set({ ended_at: now }).where('account_id', '=', id).where('run', '=', account.run).execute();
    await stopTestsOfReset(trx, id, now);
    const balance = startingBalance ?? Number(account.starting_balance);
    const run = Number(account.run) + 1;
    const row = await trx
      .updateTable('paper_accounts')
      .set({ run, starting_balance: balance, cash: balance, run_started_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto('paper_runs').values({ account_id: id, run, starting_balance: balance, started_at: now, ended_at: null }).execute();
    await keepEquity(trx, row, now);
    return accountView(trx, row);
  });
}

/** Writes the account's equity of today as it stands now: the last write of a day is its point on the curve. */
export async function keepEquity(db: Db, account: PaperAccountsTable, now: number): Promise<void> {
  const { equity, cash } = await moneyOf(db, account);
  await writeEquity(db, account, now, equity, cash);
}

export async function writeEquity(db: Db, account: PaperAccountsTable, now: number, equity: number, cash: number): Promise<void> {
  const row = { account_id: account.id, run: Number(account.run), day: accountDay(account.currency, now), equity, cash };
  await db
    .insertInto('paper_equity')
    .values(row)
    .onConflict((oc) => oc.columns(['account_id', 'run', 'day']).doUpdateSet({ equity, cash }))
    .execute();
}
