import { randomUUID } from 'node:crypto';
import { ruleFields } from '@signaldesk/backtest';
import {
  type BacktestStrategy,
  backtestStrategySchema,
  type ForwardTest,
  type forwardTestRequestSchema,
  GROUP_DURATION,
  isPaperMarket,
  NO_SHORT_REGIONS,
  paperMarketsOf,
  PAPER_MARKET_CURRENCY,
  type PaperPlanLimits,
  STRATEGY_GROUPS,
  type StrategyQuery,
} from '@signaldesk/contract';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import { accountView, holdTrader, ownAccount } from '../paper/accounts.js';
import { paperMarketOf } from '../paper/paperMarkets.js';
import type { PaperAccountsTable } from '../paper/paperTables.js';
import { ownStrategy } from '../strategies/strategyStore.js';
import type { ForwardTestsTable } from './forwardTables.js';

export type ForwardTestAsked = z.output<typeof forwardTestRequestSchema>;

export const forwardTestNotFound = () => new AppError(404, 'forwardTestNotFound', {}, 'id');

/** The backtest strategy a saved strategy trades by: its rules of one duration as the entry, the trader's sizing and exit. */
export function backtestStrategyOf(
  query: StrategyQuery,
  asked: Pick<ForwardTestAsked, 'direction' | 'positionSize' | 'maxPositions' | 'maxBars'>,
  startingCash: number,
): BacktestStrategy {
  const groups = STRATEGY_GROUPS.filter((group) => ruleFields(query[group] ?? {}).length > 0);
  if (groups.length === 0) throw new AppError(422, 'forwardTestNoRules', {}, 'sid');
  if (groups.length > 1) throw new AppError(422, 'forwardTestOneGroup', {}, 'sid');
  const group = groups[0]!;
  return backtestStrategySchema.parse({
    entry: { [group]: query[group] },
    direction: asked.direction,
    positionSize: asked.positionSize,
    maxPositions: asked.maxPositions,
    maxBars: asked.maxBars,
    startingCash: startingCash > 0 ? startingCash : 1,
  });
}

/** The strategy's market must be priced in the account's currency; a strategy over every market takes any account. */
function checkCurrency(query: StrategyQuery, account: PaperAccountsTable): void {
  if (query.region === 'ALL') return;
  const needed = isPaperMarket(query.region) ? PAPER_MARKET_CURRENCY[query.region] : query.region;
  if (needed !== account.currency) throw new AppError(422, 'forwardTestCurrency', { needed, currency: account.currency }, 'accountId');
}

/** A short strategy trades only where the account's markets allow short sales: A-shares are bought before they are sold. */
function checkShortSales(direction: ForwardTestAsked['direction'], account: PaperAccountsTable): void {
  if (direction !== 'short') return;
  if (paperMarketsOf(account.currency).some((market) => NO_SHORT_REGIONS.includes(market))) throw new AppError(422, 'forwardTestShortNotAllowed', {}, 'direction');
}

/** The symbols asked for, each traded in the account's currency; else those of the result set that are, the first ones. */
async function symbolsOf(db: Db, account: PaperAccountsTable, asked: string[] | undefined, resultSet: () => Promise<string[]>, most: number): Promise<string[]> {
  if (asked) {
    for (const symbol of asked) {
      try {
        await paperMarketOf(db, symbol, account.currency);
      } catch (error) {
        if (error instanceof AppError) throw new AppError(error.status, error.key, error.vars, 'symbols');
        throw error;
      }
    }
    return [...new Set(asked)];
  }
  const traded: string[] = [];
  for (const symbol of await resultSet()) {
    if (traded.length >= most) break;
    const fits = await paperMarketOf(db, symbol, account.currency).then(
      () => true,
      () => false,
    );
    if (fits) traded.push(symbol);
  }
  if (traded.length === 0) throw new AppError(422, 'forwardTestNoSymbols', {}, 'sid');
  return traded;
}

export interface StartDeps {
  db: Db;
  now: number;
  /** The saved strategy's result set now, largest first. */
  resultSet: (query: StrategyQuery) => Promise<string[]>;
  most: number;
}

export async function startForwardTest(deps: StartDeps, userid: string, asked: ForwardTestAsked, limits: PaperPlanLimits): Promise<ForwardTestsTable> {
  const { db, now } = deps;
  const strategy = await ownStrategy(db, userid, asked.sid);
  const account = await ownAccount(db, userid, asked.accountId);
  const backtest = backtestStrategyOf(strategy.query, asked, 1);
  checkCurrency(strategy.query, account);
  checkShortSales(asked.direction, account);
  const symbols = await symbolsOf(db, account, asked.symbols, () => deps.resultSet(strategy.query), deps.most);
  const { equity } = await accountView(db, account);
  return db.transaction().execute(async (trx) => {
    // The trader's row held: two starts at once count each other.
    await holdTrader(trx, userid);
    const { count } = await trx
      .selectFrom('forward_tests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userid', '=', userid)
      .where('status', '=', 'running')
      .executeTakeFirstOrThrow();
    if (Number(count) >= limits.forwardTests) throw new AppError(409, 'forwardTestLimitReached', { limit: limits.forwardTests });
    const row: ForwardTestsTable = {
      id: randomUUID(),
      userid,
      sid: strategy.sid,
      strategy_name: strategy.name,
      account_id: account.id,
      run: Number(account.run),
      strategy: JSON.stringify({ ...backtest, startingCash: equity }),
      symbols: JSON.stringify(symbols),
      duration: GROUP_DURATION[STRATEGY_GROUPS.find((group) => backtest.entry[group] !== undefined)!],
      status: 'running',
      starting_equity: equity,
      started_at: now,
      stopped_at: null,
      stop_reason: null,
      last_candle: null,
    };
    await trx.insertInto('forward_tests').values(row).execute();
    return row;
  });
}

export async function ownForwardTest(db: Db, userid: string, id: string): Promise<ForwardTestsTable> {
  const row = await db.selectFrom('forward_tests').selectAll().where('id', '=', id).where('userid', '=', userid).executeTakeFirst();
  if (!row) throw forwardTestNotFound();
  return row;
}

export async function stopForwardTest(db: Db, userid: string, id: string, now: number): Promise<ForwardTestsTable> {
  const row = await ownForwardTest(db, userid, id);
  if (row.status === 'stopped') throw new AppError(409, 'forwardTestStopped', {}, 'id');
  return db
    .updateTable('forward_tests')
    .set({ status: 'stopped', stopped_at: now })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const strategyOfTest = (row: ForwardTestsTable): BacktestStrategy => JSON.parse(row.strategy) as BacktestStrategy;

export async function forwardTestView(db: Db, row: ForwardTestsTable): Promise<ForwardTest> {
  const account = await db.selectFrom('paper_accounts').select('name').where('id', '=', row.account_id).executeTakeFirst();
  const signals = await db
    .selectFrom('forward_signals')
    .select((eb) => eb.fn.count<number>('order_id').as('orders'))
    .where('forward_test_id', '=', row.id)
    .executeTakeFirstOrThrow();
  const strategy = strategyOfTest(row);
  return {
    id: row.id,
    sid: row.sid,
    strategyName: row.strategy_name,
    accountId: row.account_id,
    accountName: account?.name ?? '',
    run: Number(row.run),
    symbols: JSON.parse(row.symbols) as string[],
    duration: row.duration,
    direction: strategy.direction,
    positionSize: strategy.positionSize,
    maxPositions: strategy.maxPositions,
    maxBars: strategy.maxBars ?? 0,
    status: row.status,
    startedAt: Number(row.started_at),
    stoppedAt: row.stopped_at === null ? null : Number(row.stopped_at),
    stopReason: row.stop_reason,
    orders: Number(signals.orders),
    lastCandle: row.last_candle === null ? null : Number(row.last_candle),
  };
}

export async function listForwardTests(db: Db, userid: string): Promise<ForwardTest[]> {
  const rows = await db.selectFrom('forward_tests').selectAll().where('userid', '=', userid).orderBy('status').orderBy('started_at', 'desc').orderBy('id').execute();
  return Promise.all(rows.map((row) => forwardTestView(db, row)));
}
