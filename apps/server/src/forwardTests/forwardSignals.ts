import { quantityFor, signalOf } from '@signaldesk/backtest';
import { type PaperMarket, type PaperPlanLimits, rulesOf } from '@signaldesk/contract';
import type { Candle } from '@signaldesk/market-data';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import { accountView } from '../paper/accounts.js';
import { rulesOf as symbolRulesOf } from '../paper/paperMarkets.js';
import { type PlacementDeps, placeOrder } from '../paper/placement.js';
import { preparedFor } from './forwardCandles.js';
import { strategyOfTest } from './forwardStore.js';
import type { ForwardTestsTable } from './forwardTables.js';

export interface SignalDeps {
  db: Db;
  placement: PlacementDeps;
  /** The trader's paper limits now (open orders). */
  limits: (userid: string) => Promise<PaperPlanLimits>;
  /** Counts an order against the trader's paper pace; true when it may be placed. */
  paced: (userid: string) => Promise<boolean>;
}

/** The sides a test trades by: a long enters with a buy and leaves with a sale, a short sells to enter and buys to cover. */
const sidesOf = (direction: 'long' | 'short') => (direction === 'short' ? ({ enter: 'sell', leave: 'buy' } as const) : ({ enter: 'buy', leave: 'sell' } as const));

/**
 * What the test's own orders of its account's current run hold of each symbol (signed: a short below zero), since
 * when, and which of its orders still work.
 */
async function bookOf(db: Db, test: ForwardTestsTable, enter: 'buy' | 'sell') {
  const rows = await db
    .selectFrom('forward_signals')
    .innerJoin('paper_orders', 'paper_orders.id', 'forward_signals.order_id')
    .innerJoin('paper_accounts', 'paper_accounts.id', 'paper_orders.account_id')
    .select(['forward_signals.symbol', 'paper_orders.side', 'paper_orders.status', 'paper_orders.quantity', 'paper_orders.filled_at'])
    .where('forward_signals.forward_test_id', '=', test.id)
    // A reset starts the account again with nothing held: the orders of earlier runs hold nothing now.
    .whereRef('paper_orders.run', '=', 'paper_accounts.run')
    .orderBy('paper_orders.placed_at')
    .execute();
  const held = new Map<string, { quantity: number; since: number }>();
  const working = new Map<string, 'buy' | 'sell'>();
  for (const row of rows) {
    if (row.status === 'open' || row.status === 'waiting') working.set(row.symbol, row.side);
    if (row.status !== 'filled') continue;
    const before = held.get(row.symbol) ?? { quantity: 0, since: 0 };
    const quantity = before.quantity + (row.side === 'buy' ? 1 : -1) * Number(row.quantity);
    held.set(row.symbol, { quantity, since: row.side === enter ? Number(row.filled_at) : before.since });
  }
  return { held, working };
}

/** The account's position in the symbol now, signed: what the trader closed by hand is not closed again. */
async function positionOf(db: Db, test: ForwardTestsTable, symbol: string): Promise<number> {
  const position = await db
    .selectFrom('paper_positions')
    .innerJoin('paper_accounts', (join) => join.onRef('paper_accounts.id', '=', 'paper_positions.account_id').onRef('paper_accounts.run', '=', 'paper_positions.run'))
    .select('paper_positions.quantity')
    .where('paper_positions.account_id', '=', test.account_id)
    .where('paper_positions.symbol', '=', symbol)
    .executeTakeFirst();
  return Number(position?.quantity ?? 0);
}

/** True while the test runs in its account's current run: a stop or a reset since its close was heard places nothing. */
async function stillTrading(db: Db, test: ForwardTestsTable): Promise<boolean> {
  const row = await db
    .selectFrom('forward_tests')
    .innerJoin('paper_accounts', 'paper_accounts.id', 'forward_tests.account_id')
    .select('forward_tests.id')
    .where('forward_tests.id', '=', test.id)
    .where('forward_tests.status', '=', 'running')
    .whereRef('forward_tests.run', '=', 'paper_accounts.run')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the signal once; false when it was recorded already (a restart, another process hearing the same close). */
async function recordSignal(db: Db, test: ForwardTestsTable, symbol: string, candle: number, side: 'buy' | 'sell', at: number): Promise<boolean> {
  const written = await db
    .insertInto('forward_signals')
    .values({ forward_test_id: test.id, symbol, candle_ts: candle, side, order_id: null, reason: null, at })
    .onConflict((conflict) => conflict.columns(['forward_test_id', 'symbol', 'candle_ts', 'side']).doNothing())
    .returning('at')
    .execute();
  return written.length > 0;
}

async function placeSignal(deps: SignalDeps, test: ForwardTestsTable, symbol: string, candle: number, side: 'buy' | 'sell', quantity: number): Promise<void> {
  const { db } = deps;
  if (!(await stillTrading(db, test))) return;
  if (!(await recordSignal(db, test, symbol, candle, side, deps.placement.now()))) return;
  let outcome: { order_id: string | null; reason: string | null };
  try {
    if (quantity <= 0) throw new AppError(422, 'orderBuyingPower');
    if (!(await deps.paced(test.userid))) throw new AppError(429, 'tooManyRequests');
    const placed = await placeOrder(
      deps.placement,
      test.userid,
      { accountId: test.account_id, symbol, side, type: 'market', quantity, timeInForce: 'day', source: 'api' },
      await deps.limits(test.userid),
    );
    outcome = { order_id: placed.order.id, reason: null };
  } catch (error) {
    if (!(error instanceof AppError)) {
      // Not a refusal (the database went away): the signal is let go, so a process hearing this close again places it.
      await db
        .deleteFrom('forward_signals')
        .where('forward_test_id', '=', test.id)
        .where('symbol', '=', symbol)
        .where('candle_ts', '=', candle)
        .where('side', '=', side)
        .execute();
      throw error;
    }
    outcome = { order_id: null, reason: error.key };
  }
  await db
    .updateTable('forward_signals')
    .set(outcome)
    .where('forward_test_id', '=', test.id)
    .where('symbol', '=', symbol)
    .where('candle_ts', '=', candle)
    .where('side', '=', side)
    .execute();
}

/**
 * The close of a symbol's candle opening at `candle`, read by a running forward test as the backtest reads a close:
 * a position is closed (sold, or a short bought back) when the exit rules hold or it has been held `maxBars`
 * candles; with none, an entry (a buy, or a short sale) is placed when the entry rules hold and the test has a slot,
 * sized as the backtest sizes it from a share of the account's equity at that close.
 */
export async function readClose(deps: SignalDeps, test: ForwardTestsTable, symbol: string, candle: number, stored: readonly Candle[]): Promise<void> {
  const { db } = deps;
  const strategy = strategyOfTest(test);
  const bars = preparedFor(symbol, stored, strategy);
  const last = bars.ts.length - 1;
  if (last < 0 || bars.ts[last] !== candle) return;
  const entry = signalOf(rulesOf(strategy, 'entry'), bars.columns, bars.ts.length)[last] === 1;
  const exit = strategy.exit ? signalOf(rulesOf(strategy, 'exit'), bars.columns, bars.ts.length)[last] === 1 : false;
  const long = strategy.direction !== 'short';
  const sign = long ? 1 : -1;
  const { enter, leave } = sidesOf(strategy.direction);
  const { held, working } = await bookOf(db, test, enter);
  if (working.has(symbol)) return;
  const holding = held.get(symbol);
  const closable = holding && sign * holding.quantity > 1e-9 ? Math.min(sign * holding.quantity, Math.max(sign * (await positionOf(db, test, symbol)), 0)) : 0;
  if (holding && closable > 1e-9) {
    // Candles held, counting the one the entry filled in, as the backtest counts them from its entry bar.
    let entryBar = last;
    while (entryBar > 0 && bars.ts[entryBar]! > holding.since) entryBar--;
    const maxBars = strategy.maxBars ?? 0;
    if (exit || (maxBars > 0 && last - entryBar + 1 >= maxBars)) await placeSignal(deps, test, symbol, candle, leave, closable);
    return;
  }
  if (!entry) return;
  const taken = new Set([...[...held].filter(([name, one]) => name !== symbol && sign * one.quantity > 1e-9).map(([name]) => name), ...working.keys()]);
  if (taken.size >= strategy.maxPositions) return;
  const account = await db.selectFrom('paper_accounts').selectAll().where('id', '=', test.account_id).executeTakeFirstOrThrow();
  const { equity, buyingPower } = await accountView(db, account);
  const rules = symbolRulesOf(symbol, bars.market as PaperMarket);
  // A short sale takes its value of the buying power as margin, as a buy takes its cost: the backtest sizes both alike.
  const money = Math.min(strategy.positionSize * equity, buyingPower);
  const price = bars.close[last]!;
  const quantity = money > 0 ? quantityFor(rules.costs, long, money, price, rules.lot) : 0;
  await placeSignal(deps, test, symbol, candle, enter, quantity);
}
